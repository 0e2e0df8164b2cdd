/**
 * openDatabase's queryLog (the HTTP benchmark's raw route replays what it saw): every statement run through `db`, its
 * SQL text and parameters in order, on the embedded database and on PostgreSQL (TEST_DATABASE_URL).
 */
import { sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';

describe('queryLog', () => {
  const events: LogEvent[] = [];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL ?? null,
      dataDir: null,
      queryLog: (event) => events.push(event),
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('sees each statement once it is done, its SQL text and parameters in order', async () => {
    events.length = 0;
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(handle.db);
    await handle.db.selectNoFrom((eb) => eb.val('б').as('word')).execute();
    expect(rows).toEqual([{ n: 42 }]);
    expect(events.map((e) => [e.level, e.query.sql, e.query.parameters])).toEqual([
      ['query', 'select $1::int + 1 as n', [41]],
      ['query', 'select $1 as "word"', ['б']],
    ]);
    expect(events.every((e) => e.queryDurationMillis >= 0)).toBe(true);
  });

  it('sees a statement that fails, as an error', async () => {
    events.length = 0;
    await expect(sql`select 1 / ${0}::int`.execute(handle.db)).rejects.toThrow();
    expect(events.map((e) => [e.level, e.query.sql])).toEqual([['error', 'select 1 / $1::int']]);
  });
});

describe('without queryLog', () => {
  it('opens as before', async () => {
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? null, dataDir: null });
    try {
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
