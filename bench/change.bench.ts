/**
 * Benchmark of a seat change (issue 9): the time `PUT /api/1c_ecw_application/order` takes to answer on the embedded
 * database — it writes the change order, its guard and its job; the work itself is the job's. The portal runs in
 * process on the demo world, with its jobs; each change (one seat more, then one less) is answered, then applied by
 * the job before the next. The answer must stay under 50 ms (median). Run: npm run bench:change.
 */
import { performance } from 'node:perf_hooks';
import type { SubscriptionDetail } from '@portal/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-world.ts';
import { LIMIT_MS, median } from './measure.ts';

const CHANGES = 30;
const WARMUP = 4;

const config = loadConfig(process.env, {
  host: '127.0.0.1',
  dataDir: null,
  seedDemo: true,
  jobsInProcess: true,
  logLevel: 'silent',
  provisionerDeployMs: 20,
  loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
});
const app = await buildApp({ config, logger: false });
await app.ready();

try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'partner@demo.ru', password: DEMO_PASSWORD },
  });
  const cookie = [login.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const { csrfToken } = login.json() as { csrfToken: string };
  const headers = { cookie, 'x-csrf-token': csrfToken };

  // The demo's «Ромашка» accounting base: a deployed file kit with workplaces.
  const subscription = await app.db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.customer_id'])
    .where('c.name', '=', 'ООО «Ромашка»')
    .where('s.service_name', '=', '1С:Бухгалтерия предприятия')
    .where('s.deploy_status', '=', 'DEPLOYED')
    .executeTakeFirstOrThrow();
  const detailOf = async () =>
    (await app.inject({ method: 'GET', url: `/api/subscriptions/${subscription.id}`, headers })).json() as SubscriptionDetail;
  const settled = async () => {
    for (let i = 0; i < 500; i++) {
      const row = await app.db
        .selectFrom('subscriptions')
        .select('change_order_id')
        .where('id', '=', subscription.id)
        .executeTakeFirstOrThrow();
      if (!row.change_order_id) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The change was not applied within 10 s');
  };

  const samples: number[] = [];
  for (let i = 0; i < WARMUP + CHANGES; i++) {
    const detail = await detailOf();
    const seat = detail.serviceOptions.find((o) => o.resourceCode === 'bp-seat');
    if (!seat) throw new Error('No workplace option');
    const more = i % 2 === 0;
    const payload = {
      subscriptionId: subscription.id,
      customerId: subscription.customer_id,
      serviceKitId: detail.serviceKitId,
      addOptions: more ? [{ serviceOptionId: seat.serviceOptionId }] : [],
      removeOptions: more ? [] : [{ subscriptionOptionId: seat.subscriptionOptionId }],
    };
    const started = performance.now();
    const answer = await app.inject({ method: 'PUT', url: '/api/1c_ecw_application/order', headers, payload });
    const elapsed = performance.now() - started;
    if (answer.statusCode !== 202) throw new Error(`The change was refused: ${answer.statusCode} ${answer.body}`);
    if (i >= WARMUP) samples.push(elapsed);
    await settled();
  }
  const answer = median(samples);
  console.log(
    `Embedded PGlite (in memory), Node ${process.version}, the demo world.\nA seat change answered (PUT, median of ${CHANGES} after ${WARMUP} warm-ups): ${answer.toFixed(1)} ms, slowest ${Math.max(...samples).toFixed(1)} ms — ${answer < LIMIT_MS ? `under ${LIMIT_MS} ms` : `OVER ${LIMIT_MS} ms`}.`,
  );
  process.exitCode = answer < LIMIT_MS ? 0 : 1;
} finally {
  await app.close();
}
