import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { startBoss } from '../src/jobs/boss.ts';
import { DEPLOY_QUEUE } from '../src/jobs/queues.ts';
import { registerWorkers } from '../src/jobs/workers.ts';
import type { Mailer } from '../src/ports/mailer/mailer.ts';
import type { Provisioner } from '../src/ports/provisioner/provisioner.ts';
import { insertPartner } from '../src/repositories/partner.repository.ts';
import { openTestDatabase } from './support/test-database.ts';

const silentLog = { info: () => {}, error: () => {}, warn: () => {}, debug: () => {} } as never;
const timing = { superviseIntervalSeconds: 1, deployExpireSeconds: 2 };
let database: DatabaseHandle;
const bosses: PgBoss[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db as never);
  await seedCatalogue(database.db);
});

afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false }).catch(() => undefined);
  await database.close();
});

it('a worker killed during DEPLOYING leaves the subscription to reach DEPLOYED exactly once', async () => {
  const db = database.db;
  const partnerId = await insertPartner(db, {
    kind: 'partner',
    name: 'ООО «Тест»',
    contactName: 'Тест',
    email: 'p@test.ru',
    phone: '8 912 345 67 89',
    status: 'on',
  });
  const customer = await db
    .insertInto('customers')
    .values({ partner_id: partnerId, name: 'Клиент', responsible: 'Иван', email: 'c@test.ru', inn: '7707083893', status: 'confirmed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: subscriptionId } = await db
    .insertInto('subscriptions')
    .values({
      partner_id: partnerId,
      customer_id: customer.id,
      service_name: '1С:Бухгалтерия предприятия',
      service_kit_name: 'Файловый',
      usage_mode: 'PRODUCTION',
      deploy_status: 'INIT',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The first worker takes the job and dies in the middle of the deployment.
  let started!: () => void;
  const deploymentStarted = new Promise<void>((resolve) => (started = resolve));
  const hangingProvisioner: Provisioner = { deploy: () => (started(), new Promise<void>(() => undefined)), remove: async () => undefined };
  const noMail: Mailer = { deliver: async () => 'stored' };
  const doomed = await startBoss(database, timing);
  bosses.push(doomed);
  await registerWorkers(doomed, db, { mailer: noMail, provisioner: hangingProvisioner }, silentLog);
  await doomed.send(DEPLOY_QUEUE, { subscriptionId });
  await deploymentStarted;
  expect(
    (await db.selectFrom('subscriptions').select('deploy_status').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).deploy_status,
  ).toBe('DEPLOYING');
  await doomed.stop({ graceful: false, close: false });

  // A healthy worker picks the expired job up again.
  let deployments = 0;
  const survivor = await startBoss(database, timing);
  bosses.push(survivor);
  await registerWorkers(
    survivor,
    db,
    { mailer: noMail, provisioner: { deploy: async () => void (deployments += 1), remove: async () => undefined } },
    silentLog,
  );

  const until = Date.now() + 40_000;
  for (;;) {
    const row = await db.selectFrom('subscriptions').select('deploy_status').where('id', '=', subscriptionId).executeTakeFirstOrThrow();
    if (row.deploy_status === 'DEPLOYED') break;
    if (Date.now() > until) throw new Error(`still ${row.deploy_status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const letters = await db.selectFrom('mail_outbox').select('id').where('kind', '=', 'subscription.deployed').execute();
  expect(letters).toHaveLength(1);
  expect(deployments).toBeGreaterThanOrEqual(1);
}, 60_000);
