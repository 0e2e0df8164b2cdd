import type { PgBoss } from 'pg-boss';
import { offlineResolver } from './support/resolver.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { startBoss } from '../src/jobs/boss.ts';
import { enqueueWith } from '../src/jobs/enqueue.ts';
import { registerWorkers } from '../src/jobs/workers.ts';
import type { Mailer } from '../src/ports/mailer/mailer.ts';
import { queueLetter } from '../src/services/mail.service.ts';
import { openTestDatabase } from './support/test-database.ts';

const silentLog = { info: () => {}, error: () => {}, warn: () => {}, debug: () => {} } as never;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('condition not met in time');
}

describe('mail delivery jobs', () => {
  let database: DatabaseHandle;
  const bosses: PgBoss[] = [];
  const delivered: string[] = [];
  const countingMailer: Mailer = {
    deliver: async (letter) => {
      delivered.push(letter.subject);
      return 'stored';
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db as never);
    // Two workers on one database where the database allows it (PostgreSQL); one on PGlite.
    const workers = database.jobs.kind === 'postgres' ? 2 : 1;
    for (let i = 0; i < workers; i += 1) {
      const boss = await startBoss(database);
      await registerWorkers(
        boss,
        database.db,
        {
          mailer: countingMailer,
          provisioner: { deploy: async () => {}, resize: async () => {}, remove: async () => {} },
          publicUrl: 'http://localhost',
          webhooks: { timeoutMs: 1000, allowLocalHttp: true, resolve: offlineResolver },
        },
        silentLog,
      );
      bosses.push(boss);
    }
  });

  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false });
    await database.close();
  });

  it('delivers every letter exactly once, and a rolled-back letter never', async () => {
    const [boss] = bosses;
    if (!boss) throw new Error('no worker');
    const subjects = Array.from({ length: 30 }, (_, i) => `Письмо ${i}`);
    for (const subject of subjects) {
      await database.db
        .transaction()
        .execute((trx) => queueLetter(trx, enqueueWith(boss), { to: 'a@test.ru', subject, text: 'Текст', kind: 'test' }));
    }
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queueLetter(trx, enqueueWith(boss), { to: 'a@test.ru', subject: 'Отмененное', text: 'Текст', kind: 'test' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    await waitFor(async () => {
      const row = await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'stored')
        .executeTakeFirstOrThrow();
      return Number(row.n) === subjects.length;
    });
    expect([...delivered].sort()).toEqual([...subjects].sort());
    const all = await database.db.selectFrom('mail_outbox').select('subject').execute();
    expect(all.map((r) => r.subject)).not.toContain('Отмененное');
  });
});
