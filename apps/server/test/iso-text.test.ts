/** Timestamps as ISO text from the database: the same text as the driver's Date and toISOString, on both databases. */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { isoText } from '../src/db/iso-text.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Each timestamp (text PostgreSQL reads) as isoText makes it and as the driver's Date formats it. */
async function bothWays(timestamps: string[]) {
  const { rows } = await sql<{ text: string | null; date: Date | null }>`
    select ${isoText<null>('t.at')} as text, t.at as date
    from unnest(${timestamps}::timestamptz[]) with ordinality as t(at, n) order by t.n`.execute(database.db);
  return rows.map((row) => ({ text: row.text, date: row.date?.toISOString() ?? null }));
}

describe('isoText', () => {
  it('writes what toISOString writes: UTC, milliseconds cut not rounded, any zone given', async () => {
    const rows = await bothWays([
      '2026-11-28 20:15:00+03',
      '2026-01-01 00:00:00.999999+00',
      '2026-06-30 23:59:59.0005-05:30',
      '1999-12-31 23:59:59.1+00',
    ]);
    expect(rows.map((row) => row.text)).toEqual([
      '2026-11-28T17:15:00.000Z',
      '2026-01-01T00:00:00.999Z',
      '2026-07-01T05:29:59.000Z',
      '1999-12-31T23:59:59.100Z',
    ]);
    for (const row of rows) expect(row.text).toBe(row.date);
  });

  it('keeps null', async () => {
    expect(await bothWays([null as unknown as string])).toEqual([{ text: null, date: null }]);
  });

  it('agrees with the driver for any instant to the microsecond', async () => {
    const instants = fc.tuple(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.integer({ min: 0, max: 999 }));
    await fc.assert(
      fc.asyncProperty(fc.array(instants, { minLength: 1, maxLength: 50 }), async (list) => {
        const texts = list.map(([ms, micros]) => `${new Date(ms).toISOString().slice(0, -1)}${String(micros).padStart(3, '0')}Z`);
        for (const row of await bothWays(texts)) expect(row.text).toBe(row.date);
      }),
      { numRuns: 20 },
    );
  });
});
