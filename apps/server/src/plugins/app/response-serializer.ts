/**
 * How answers with a response schema are written (decision 037): by fast-json-stringify, compiled from the zod schema's
 * JSON Schema (output side), instead of a zod encode of the whole answer and then JSON.stringify. The answer keeps its
 * shape: only the properties the schema declares are written (a `select p.*` row gives no more than its schema says),
 * nullable values as null. A schema JSON Schema cannot express (a transform, a date) keeps the zod serializer.
 *
 * With `checkResponses` (the API tests), every answer is also checked by its zod schema first and one that does not
 * match fails as before (a 500 naming the route): a change of a repository that breaks a schema is still caught.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

const zodSerializer = createSerializerCompiler({});

/** The zod schema of a route's response (a schema, or `{ properties: schema }` as the type provider accepts). */
function zodSchemaOf(schema: unknown): ZodType | null {
  if (typeof schema !== 'object' || schema === null) return null;
  if ('_zod' in schema) return schema as ZodType;
  const inner = (schema as { properties?: unknown }).properties;
  return typeof inner === 'object' && inner !== null && '_zod' in inner ? (inner as ZodType) : null;
}

/** fast-json-stringify of the schema's output side, or null when JSON Schema cannot say it exactly. */
export function compileStringify(schema: ZodType): ((data: unknown) => string) | null {
  try {
    const jsonSchema = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export function responseSerializerCompiler(options: { checkResponses: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    if (!schema) return zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    // Compiled at the first answer, not at start: most routes of a test's app never answer.
    let stringify: ((data: unknown) => string) | null | undefined;
    let fallback: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      if (options.checkResponses) {
        const checked = safeEncode(schema, data);
        if (checked.error) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      }
      if (stringify === undefined) stringify = compileStringify(schema);
      if (stringify) return stringify(data);
      fallback ??= zodSerializer(route as Parameters<typeof zodSerializer>[0]);
      return fallback(data);
    };
  };
}
