/**
 * Queries compiled once per shape (issue 34). Kysely builds a query's operation tree and compiles it to SQL on every
 * call: for the client list that was a sixth of the request's CPU, for a statement whose text never changes. A
 * prepared query is built once for each shape (what changes its text: the sort column, whether a search applies) with
 * a placeholder for each value, compiled, and then run with the values put where their placeholders were.
 *
 * The build function must use the values only as values (compared, inserted, limited by): a placeholder cannot be
 * read, so a value the SQL text depends on belongs to the shape, and one computed from another (a LIKE pattern from a
 * search) is computed before the call.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.ts';

/** Stands for a value while the query is compiled; reading it as a value is a mistake in the build function. */
class Placeholder {
  readonly name: string;

  constructor(name: string) {
    this.name = name;
    Object.freeze(this);
  }

  [Symbol.toPrimitive](): never {
    throw new Error(`The prepared query read its value «${this.name}» while it was being built: make it part of the shape`);
  }

  toJSON(): never {
    return this[Symbol.toPrimitive]();
  }
}

/** A compiled statement: its SQL text, and for each parameter either the value's name or a constant of the build. */
type Statement = { sql: string; parameters: ReadonlyArray<{ name: string } | { constant: unknown }> };

function placeholders<Values>(): Values {
  return new Proxy({} as Record<string, Placeholder>, {
    get: (made, name) => {
      if (typeof name !== 'string') return undefined;
      made[name] ??= new Placeholder(name);
      return made[name];
    },
  }) as Values;
}

/**
 * A query of the given shapes, compiled on first use of each shape. `keyOf` names a shape (its JSON by default): two
 * shapes with one name must build the same SQL.
 */
export function preparedQuery<Shape, Values extends Record<string, unknown>, Row>(
  build: (db: Db, shape: Shape, values: Values) => Compilable<Row>,
  keyOf: (shape: Shape) => string = (shape) => JSON.stringify(shape),
): (db: Db, shape: Shape, values: Values) => Promise<Row[]> {
  const statements = new Map<string, Statement>();
  return async (db, shape, values) => {
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      const compiled = build(db, shape, placeholders<Values>()).compile();
      statement = {
        sql: compiled.sql,
        parameters: compiled.parameters.map((parameter) =>
          parameter instanceof Placeholder ? { name: parameter.name } : { constant: parameter },
        ),
      };
      statements.set(key, statement);
    }
    const parameters = statement.parameters.map((parameter) => ('name' in parameter ? values[parameter.name] : parameter.constant));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return result.rows;
  };
}
