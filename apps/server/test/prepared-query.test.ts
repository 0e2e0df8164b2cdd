/** Queries compiled once per shape: the same rows as the query built each time, one compilation per shape. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { preparedQuery } from '../src/db/prepared.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a prepared query', () => {
  it('answers each call with its own values, compiling each shape once', async () => {
    let builds = 0;
    const numbers = preparedQuery((db, shape: { descending: boolean }, values: { from: number; to: number; limit: number }) => {
      builds++;
      return db
        .selectFrom(sql<{ n: number }>`(select generate_series(${values.from}::int, ${values.to}::int) as n)`.as('s'))
        .select('s.n')
        .orderBy('s.n', shape.descending ? 'desc' : 'asc')
        .limit(values.limit);
    });
    const { db } = database;
    const values = (rows: Array<{ n: number }>) => rows.map((row) => row.n);
    expect(values(await numbers(db, { descending: false }, { from: 1, to: 10, limit: 3 }))).toEqual([1, 2, 3]);
    expect(values(await numbers(db, { descending: false }, { from: 5, to: 10, limit: 2 }))).toEqual([5, 6]);
    expect(values(await numbers(db, { descending: true }, { from: 5, to: 10, limit: 2 }))).toEqual([10, 9]);
    expect(values(await numbers(db, { descending: true }, { from: 1, to: 4, limit: 10 }))).toEqual([4, 3, 2, 1]);
    expect(builds).toBe(2);
  });

  it('keeps the constants of its build and puts each value where it was used, however often', async () => {
    const pair = preparedQuery((db, _shape: null, values: { a: string }) =>
      db.selectNoFrom((eb) => [eb.val(values.a).as('first'), eb.val('constant').as('middle'), eb.val(values.a).as('last')]),
    );
    expect(await pair(database.db, null, { a: 'x' })).toEqual([{ first: 'x', middle: 'constant', last: 'x' }]);
    expect(await pair(database.db, null, { a: 'y' })).toEqual([{ first: 'y', middle: 'constant', last: 'y' }]);
  });

  it('refuses a build that reads a value instead of passing it on: the SQL text would depend on it', async () => {
    const wrong = preparedQuery((db, _shape: null, values: { search: string }) =>
      db.selectNoFrom((eb) => eb.val(`%${values.search}%`).as('pattern')),
    );
    await expect(wrong(database.db, null, { search: 'x' })).rejects.toThrow(/read its value «search»/);
  });
});
