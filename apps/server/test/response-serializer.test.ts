/** Answers written by fast-json-stringify from their zod schemas (decision 037). */
import { anyLeadListSchema, partnerBillingSchema, partnerListSchema, subscriptionListSchema } from '@portal/domain';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileStringify, responseSerializerCompiler } from '../src/plugins/app/response-serializer.ts';

const subscription = {
  subscriptionId: 'a1b2c3d4-0000-4000-8000-000000000001',
  customerId: 'a1b2c3d4-0000-4000-8000-000000000002',
  customerName: 'ООО «Ромашка» "кавычки" \\ и \u2028',
  serviceId: null,
  resourceCategory: 'bp',
  price: 55_000,
  startDate: '2021-01-01T00:00:00.000Z',
  serviceName: '1С:Бухгалтерия предприятия',
  serviceKitName: 'Файловый',
  usageMode: 'PRODUCTION',
  deployStatus: 'DEPLOYED',
  trialStart: null,
  trialEnd: null,
  createDate: '2021-01-01T00:00:00.000Z',
  expirationDate: null,
  onTrial: false,
  conversionKitId: null,
  convertedTo: null,
};

describe('the response serializer', () => {
  it('writes what a zod encode and JSON.stringify wrote, without the properties the schema does not declare', () => {
    const data = { items: [{ ...subscription, partner_id: 'secret', extra: 1 }, subscription], total: 2, more: true };
    const written = compileStringify(subscriptionListSchema)?.(data);
    expect(written).toBe(JSON.stringify(subscriptionListSchema.encode(data as never)));
    expect(written).not.toContain('secret');
    expect(JSON.parse(written ?? '')).toEqual({ items: [subscription, subscription], total: 2 });
  });

  it('compiles the list schemas of the benchmark, the lead lists (a union) among them', () => {
    for (const schema of [subscriptionListSchema, partnerListSchema, anyLeadListSchema, partnerBillingSchema]) {
      expect(compileStringify(schema)).not.toBeNull();
    }
  });

  it('keeps the zod serializer for a schema JSON Schema cannot say', () => {
    expect(compileStringify(z.object({ at: z.date() }))).toBeNull();
  });

  async function appWith(checkResponses: boolean, answer: unknown) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }));
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/x',
        { schema: { response: { 200: z.object({ n: z.number().int(), s: z.string().nullable() }) } } },
        async () => answer as never,
      );
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/date', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => ({ at: new Date(0) }));
    await app.ready();
    return app;
  }

  it('with checkResponses, answers 500 for an answer its schema refuses, as the zod serializer did', async () => {
    const app = await appWith(true, { n: 'not a number', s: null });
    expect((await app.inject({ url: '/x' })).statusCode).toBe(500);
    await app.close();
  });

  it('writes the declared properties of a valid answer, and falls back to zod where it must', async () => {
    const app = await appWith(false, { n: 3, s: null, hidden: 'x' });
    const answer = await app.inject({ url: '/x' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ n: 3, s: null });
    expect((await app.inject({ url: '/date' })).json()).toEqual({ at: new Date(0).toISOString() });
    await app.close();
  });
});
