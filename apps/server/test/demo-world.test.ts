import { sql } from 'kysely';
import pino from 'pino';
import {
  addMonths,
  type BillingMonth,
  dayKeyOf,
  DISK_10GB_CODE,
  isTrialEndingNoticeDue,
  isWorkingDay,
  monthOf,
  monthsBetween,
  OLD_DISK_CODES,
  productionCalendar,
  RUSSIAN_PRODUCTION_CALENDAR,
  TRIAL_DAY_MS,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { closingDayOf, DEMO_HISTORY_MONTHS, latestClosedMonth } from '../src/seed/billing-history.ts';
import { seedDemoWorld } from '../src/seed/demo-world.ts';
import { JOURNAL_DAYS, OPEN_INVITATION } from '../src/seed/demo-people.ts';
import { countsAt } from '../src/repositories/usage-ledger.repository.ts';
import { closeDueMonths, latestDueMonth } from '../src/services/invoice.service.ts';
import { overdueQueue, partnerDebts, partnerInvoices } from '../src/services/payment-cycle.service.ts';
import { login, request, useTestApp } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';

const ctx = useTestApp({ seedDemo: true, provisionerDeployMs: 50 });

const partnerSubscriptions = () =>
  ctx.app.db
    .selectFrom('subscriptions as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .selectAll('s')
    .select('c.name as customerName')
    .where('p.email', '=', 'partner@demo.ru')
    .execute();

describe('the demo world', () => {
  it('records every subscription as the portal would: its order, its lines and a ledger that replays to its counts', async () => {
    const subscriptions = await partnerSubscriptions();
    expect(subscriptions.length).toBeGreaterThan(15);
    for (const s of subscriptions) {
      const orders = await ctx.app.db
        .selectFrom('orders')
        .select(['id', 'kind', 'status', 'applied_at'])
        .where('subscription_id', '=', s.id)
        .orderBy('applied_at')
        .execute();
      expect(orders[0]?.kind, s.service_name).toBe(s.converted_from ? 'convert' : 'create');
      expect(orders.every((o) => o.status === 'APPLIED')).toBe(true);
      const options = await ctx.app.db
        .selectFrom('subscription_options')
        .select(['service_option_id', 'usage_count'])
        .where('subscription_id', '=', s.id)
        .execute();
      const expected = new Map(options.filter((o) => o.usage_count > 0).map((o) => [o.service_option_id, o.usage_count]));
      if (s.deploy_status === 'DEPLOYED') {
        expect(await countsAt(ctx.app.db, s.id, new Date()), s.service_name).toEqual(expected);
        // Its lines add up to the counts too.
        const lines = await ctx.app.db
          .selectFrom('order_lines')
          .select(['service_option_id', 'units_before', 'units_after'])
          .where(
            'order_id',
            'in',
            orders.map((o) => o.id),
          )
          .execute();
        const fromLines = new Map<string, number>();
        for (const line of lines)
          fromLines.set(line.service_option_id, (fromLines.get(line.service_option_id) ?? 0) - line.units_before + line.units_after);
        expect(new Map([...fromLines].filter(([, n]) => n > 0))).toEqual(expected);
      } else {
        expect(s).toMatchObject({ deploy_status: 'DELETED', deleted: true });
        expect(await countsAt(ctx.app.db, s.id, new Date())).toEqual(new Map());
      }
    }
    // The lists' totals are what a recount gives.
    const stats = await ctx.app.db
      .selectFrom('partner_stats as ps')
      .innerJoin('partners as p', 'p.id', 'ps.partner_id')
      .selectAll('ps')
      .where('p.email', '=', 'partner@demo.ru')
      .executeTakeFirstOrThrow();
    const live = subscriptions.filter((s) => !s.deleted);
    expect(stats.subscriptions_all).toBe(live.length);
    expect(stats.subscriptions_trial).toBe(live.filter((s) => s.on_trial).length);
    expect(stats.subscriptions_paid).toBe(live.filter((s) => !s.on_trial).length);
  });

  it('has history for billing: usage from months back, a removed subscription, changes of counts', async () => {
    const subscriptions = await partnerSubscriptions();
    const { first } = await sql<{
      first: Date;
    }>`select min(active_from) as first from usage_ledger where subscription_id = any(${subscriptions.map((s) => s.id)})`
      .execute(ctx.app.db)
      .then((r) => r.rows[0] ?? { first: new Date() });
    expect(Date.now() - new Date(first).getTime()).toBeGreaterThan(365 * TRIAL_DAY_MS);
    expect(subscriptions.some((s) => s.deleted && !s.converted_to)).toBe(true);
    const changes = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('kind', '=', 'change')
      .where('partner_id', '=', subscriptions[0]?.partner_id ?? '')
      .execute();
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });

  it('has twelve closed months up to the latest one due, each with the active partner’s invoice as the schedule would close it', async () => {
    const latest = latestClosedMonth(calendar, new Date());
    // Closed by its closing day, which is never after the 5th: at least up to the schedule's latest month due.
    expect(monthsBetween(latestDueMonth(new Date()), latest)).toBeGreaterThanOrEqual(0);
    const closings = await ctx.app.db
      .selectFrom('billing_closings')
      .select(['year', 'month', 'finished_at'])
      .orderBy('year')
      .orderBy('month')
      .execute();
    expect(closings).toHaveLength(DEMO_HISTORY_MONTHS);
    expect(closings.every((c) => c.finished_at !== null)).toBe(true);
    expect(closings.at(-1)).toMatchObject(latest);
    expect(closings[0]).toMatchObject(addMonths(latest, 1 - DEMO_HISTORY_MONTHS));
    const invoices = await ctx.app.db
      .selectFrom('invoices as i')
      .innerJoin('partners as p', 'p.id', 'i.partner_id')
      .select(['i.sum', 'i.line_count'])
      .where('p.email', '=', 'partner@demo.ru')
      .execute();
    expect(invoices).toHaveLength(DEMO_HISTORY_MONTHS);
    expect(invoices.every((i) => Number(i.sum) > 0 && i.line_count > 0)).toBe(true);
    // Every rule of the bill has a line in the history: daily and monthly tariffs, a tariff changed mid-month, a
    // prepaid range, a trial, a Business kit, a Kaspersky tier and the partner's own subscription.
    const lines = await ctx.app.db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .innerJoin('partners as p', 'p.id', 'i.partner_id')
      .select(['l.kind', 'l.resource_code', 'l.own_use', 'l.trial_days', 'l.explanation'])
      .where('p.email', '=', 'partner@demo.ru')
      .execute();
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set(['daily', 'monthly', 'prepaid', 'free']));
    expect(lines.some((l) => l.resource_code === 'uat-seat' && l.explanation.includes(' + '))).toBe(true);
    expect(lines.some((l) => (l.trial_days ?? 0) > 0)).toBe(true);
    expect(lines.some((l) => l.resource_code === 'biz-seat')).toBe(true);
    expect(lines.some((l) => l.resource_code.startsWith('kaspersky-'))).toBe(true);
    expect(lines.some((l) => l.own_use)).toBe(true);
    // The schedule finds nothing more to close.
    expect(await closeDueMonths(ctx.app.db, { enqueue: null, portalUrl: '' })).toEqual([]);
  });

  it('has two distributors: one with 30 and more partners in every lock state with reasons, dates and invoices, one with a few', async () => {
    const session = await login(ctx.app, 'distributor@demo.ru', 'demo12345');
    const { uniqueExchangeId } = (await request(ctx.app, session, { method: 'GET', url: '/api/participation' })).json();
    const all = (
      await request(ctx.app, session, {
        method: 'GET',
        url: `/api/distributor-manager/distributors/${uniqueExchangeId}/partners?size=1000`,
      })
    ).json() as {
      total: number;
      items: Array<{ id: string; status: string; lockReason: string | null; lockDate: string | null; unlockDate: string | null }>;
    };
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.total).toBe(all.items.length);
    expect(new Set(all.items.map((p) => p.status))).toEqual(new Set(['ACTIVE', 'BLOCKED', 'UPDATING']));
    // Each status filter's total (the counters of migration 0021, kept while the demo world was written) is a recount.
    for (const status of ['ACTIVE', 'BLOCKED', 'UPDATING']) {
      const filtered = await request(ctx.app, session, {
        method: 'GET',
        url: `/api/distributor-manager/distributors/${uniqueExchangeId}/partners?status=${status}`,
      });
      expect(filtered.json().total, status).toBe(all.items.filter((p) => p.status === status).length);
    }
    expect(all.items.filter((p) => p.status === 'BLOCKED').every((p) => p.lockReason && p.lockDate)).toBe(true);
    expect(all.items.some((p) => p.status === 'ACTIVE' && p.lockDate && p.unlockDate)).toBe(true);
    const invoiced = await ctx.app.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.count<number>('partner_id').distinct().as('n'))
      .where(
        'partner_id',
        'in',
        all.items.map((p) => p.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(invoiced.n)).toBeGreaterThanOrEqual(30);

    const second = await login(ctx.app, 'distributor2@demo.ru', 'demo12345');
    const secondId = (await request(ctx.app, second, { method: 'GET', url: '/api/participation' })).json().uniqueExchangeId;
    const few = (
      await request(ctx.app, second, { method: 'GET', url: `/api/distributor-manager/distributors/${secondId}/partners` })
    ).json();
    expect(few.total).toBe(3);

    const blocked = await login(ctx.app, 'blocked@demo.ru', 'demo12345');
    expect((await request(ctx.app, blocked, { method: 'GET', url: '/api/participation' })).json().block).toMatchObject({
      reason: 'Задолженность по оплате более 30 дней',
    });
  });

  it('has what the management screens need', async () => {
    const subscriptions = await partnerSubscriptions();
    const now = new Date();
    expect(subscriptions.filter((s) => s.is_direct && s.deploy_status === 'DEPLOYED')).toHaveLength(1);
    const optionsOf = (codes: string[]) =>
      ctx.app.db
        .selectFrom('subscription_options as so')
        .innerJoin('service_options as o', 'o.id', 'so.service_option_id')
        .select(['so.subscription_id', 'so.prepaid_from', 'so.prepaid_months', 'o.edit_status', 'o.resource_code'])
        .where(
          'so.subscription_id',
          'in',
          subscriptions.map((s) => s.id),
        )
        .where('o.resource_code', 'in', codes)
        .execute();
    expect(await optionsOf([...OLD_DISK_CODES])).toHaveLength(1);
    expect((await optionsOf([DISK_10GB_CODE])).length).toBeGreaterThan(1);
    const prepaid = (await optionsOf(['zup-seat'])).filter((o) => o.prepaid_months);
    expect(prepaid).toHaveLength(1);
    const from = new Date(prepaid[0]?.prepaid_from ?? 0);
    expect(from.getTime()).toBeLessThan(now.getTime());
    expect(from.getTime() + (prepaid[0]?.prepaid_months ?? 0) * 31 * TRIAL_DAY_MS).toBeGreaterThan(now.getTime());
    expect((await optionsOf(['office365-seat'])).map((o) => o.edit_status)).toEqual(['ADMIN_AREA']);

    const working = subscriptions.filter((s) => s.deploy_status === 'DEPLOYED');
    const trials = working.filter((s) => s.usage_mode === 'PRODUCTION' && s.on_trial);
    expect(trials.length).toBe(2);
    // One ends minutes after the start, one within the letter's days.
    expect(trials.some((s) => (s.trial_end as Date).getTime() - now.getTime() < 5 * 60_000)).toBe(true);
    expect(trials.some((s) => isTrialEndingNoticeDue(s.trial_end as Date, now))).toBe(true);
    expect(working.some((s) => s.usage_mode === 'PRODUCTION' && s.trial_end && !s.on_trial)).toBe(true);
    const demosEnding = working.filter((s) => s.usage_mode === 'DEMONSTRATION' && isTrialEndingNoticeDue(s.trial_end as Date, now));
    expect(demosEnding.length).toBeGreaterThanOrEqual(2);
    const demo = subscriptions.find((s) => s.converted_to);
    const paid = subscriptions.find((s) => s.id === demo?.converted_to);
    expect(demo).toMatchObject({ deploy_status: 'DELETED', deleted: true, usage_mode: 'DEMONSTRATION' });
    expect(paid).toMatchObject({ deploy_status: 'DEPLOYED', converted_from: demo?.id, usage_mode: 'PRODUCTION' });
    const comments = await ctx.app.db
      .selectFrom('subscription_comments')
      .select('subscription_id')
      .where(
        'subscription_id',
        'in',
        subscriptions.map((s) => s.id),
      )
      .execute();
    expect(comments.length).toBeGreaterThanOrEqual(3);
  });

  it('lets the demo ending in two days of «Алтайский мед» be converted from the trial list', async () => {
    const session = await login(ctx.app, 'partner@demo.ru', 'demo12345');
    const trial = (
      await request(ctx.app, session, { method: 'GET', url: '/api/subscriptions?filter=trial&search=алтайский&pageSize=100' })
    ).json();
    const row = (trial.items as Array<{ subscriptionId: string; serviceName: string; conversionKitId: string | null }>).find(
      (s) => s.serviceName === '1С:Управление учебным центром',
    );
    expect(row?.conversionKitId).toBeTruthy();
    const converted = await request(ctx.app, session, {
      method: 'POST',
      url: `/api/subscriptions/${row?.subscriptionId}/convert`,
      payload: {},
    });
    expect(converted.statusCode).toBe(201);
  });

  it('shows 1С:ОИ on first start: partner@demo.ru’s licences with their month, a created VM billed, a request waiting', async () => {
    const session = await login(ctx.app, 'partner@demo.ru', 'demo12345');
    const licences = (await request(ctx.app, session, { method: 'GET', url: '/api/cloud/licences?pageSize=100' })).json();
    expect(licences.total).toBe(5);
    expect(licences.items.every((l: { monthSum: number; deployStatus: string }) => l.monthSum > 0 && l.deployStatus === 'DEPLOYED')).toBe(
      true,
    );
    const { year, month } = monthOf(new Date());
    const billing = (
      await request(ctx.app, session, { method: 'GET', url: `/api/billing/items?m=${month}&y=${year}&pageSize=100` })
    ).json();
    const own = billing.customers.find((c: { own: boolean }) => c.own);
    const names = own.subscriptions.map((s: { service: { name: string } }) => s.service.name);
    expect(names).toEqual(expect.arrayContaining(['Виртуальная машина 1С:ОИ', 'Microsoft SQL Server Standard']));
    const operator = await login(ctx.app, 'operator@demo.ru', 'demo12345');
    const queue = (await request(ctx.app, operator, { method: 'GET', url: '/api/backoffice/cloud/vm-requests?status=all' })).json();
    expect(queue.items.map((i: { status: string }) => i.status).sort()).toEqual(['CREATED', 'NEW']);
  });
});

describe('the demo world’s infrastructure access', () => {
  it('has a partner in every infrastructure status, ROLE_IAS_USER exactly where it is on', async () => {
    const expected: Record<string, string | null> = {
      'partner@demo.ru': 'on',
      'partner2@demo.ru': null,
      'oi-new@demo.ru': null,
      'oi-pending@demo.ru': 'pending',
      'oi-refused@demo.ru': 'refused',
      'oi-off@demo.ru': 'off',
    };
    for (const [email, status] of Object.entries(expected)) {
      const session = await login(ctx.app, email, 'demo12345');
      const participation = await request(ctx.app, session, { method: 'GET', url: '/api/ias/participation' });
      expect(participation.statusCode, email).toBe(status ? 200 : 404);
      if (status) expect(participation.json().iasStatus, email).toBe(status);
      const me = (await request(ctx.app, session, { method: 'GET', url: '/api/me' })).json() as {
        authorities: Array<{ authority: string }>;
      };
      expect(
        me.authorities.some((a) => a.authority === 'ROLE_IAS_USER'),
        email,
      ).toBe(status === 'on');
    }
    // partner2 can enrol (a contact e-mail, a distributor); oi-new chooses its distributor.
    const partner2 = await login(ctx.app, 'partner2@demo.ru', 'demo12345');
    expect((await request(ctx.app, partner2, { method: 'GET', url: '/api/ias/distributor' })).json().distributor).not.toBeNull();
    const direct = await login(ctx.app, 'oi-new@demo.ru', 'demo12345');
    expect((await request(ctx.app, direct, { method: 'GET', url: '/api/ias/distributor' })).json()).toEqual({ distributor: null });
    const refused = await login(ctx.app, 'oi-refused@demo.ru', 'demo12345');
    expect((await request(ctx.app, refused, { method: 'GET', url: '/api/ias/participation' })).json().reason).toBeTruthy();
  });
});

describe('the demo world’s payment cycle', () => {
  type Invoice = {
    status: string;
    overdueWorkingDays: number;
    ordersClosed: boolean;
    individualDecision: boolean;
    act: unknown;
    sum: number;
  };
  const latestInvoice = async (email: string) => {
    const session = await login(ctx.app, email, 'demo12345');
    const list = (await request(ctx.app, session, { method: 'GET', url: '/api/invoices' })).json() as { items: Invoice[] };
    const [latest] = list.items;
    if (!latest) throw new Error(`${email} has no invoice`);
    return latest;
  };

  it('has a partner with requisites for each state of an invoice, whatever the day', async () => {
    expect(await latestInvoice('invoice-paid@demo.ru')).toMatchObject({ status: 'PAID', act: { decision: 'signed' } });
    expect(await latestInvoice('invoice-unsigned@demo.ru')).toMatchObject({ status: 'ISSUED', act: null });
    expect(await latestInvoice('invoice-import@demo.ru')).toMatchObject({ status: 'ISSUED', act: null });
    expect(await latestInvoice('invoice-overdue@demo.ru')).toMatchObject({ status: 'OVERDUE', overdueWorkingDays: 3, ordersClosed: false });
    expect(await latestInvoice('invoice-closed@demo.ru')).toMatchObject({ status: 'OVERDUE', overdueWorkingDays: 7, ordersClosed: true });
    expect(await latestInvoice('invoice-queue@demo.ru')).toMatchObject({ status: 'OVERDUE', individualDecision: true });
    const partners = await ctx.app.db
      .selectFrom('partners')
      .select(['email', 'inn', 'kpp', 'legal_address'])
      .where('email', 'in', [
        'partner@demo.ru',
        'invoice-paid@demo.ru',
        'invoice-unsigned@demo.ru',
        'invoice-overdue@demo.ru',
        'invoice-closed@demo.ru',
        'invoice-queue@demo.ru',
        'invoice-import@demo.ru',
      ])
      .execute();
    expect(partners).toHaveLength(7);
    expect(partners.every((p) => p.inn && p.kpp && p.legal_address)).toBe(true);
    // Every invoice's sum is its lines' total.
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from invoices i
      where i.sum <> (select coalesce(sum(l.sum), 0) from invoice_lines l where l.invoice_id = i.id)`.execute(ctx.app.db);
    expect(mismatched.rows[0]?.n).toBe(0);

    const operator = await login(ctx.app, 'operator@demo.ru', 'demo12345');
    const queue = (await request(ctx.app, operator, { method: 'GET', url: '/api/backoffice/overdue' })).json() as {
      items: Array<{ partnerName: string }>;
    };
    expect(queue.items.map((q) => q.partnerName)).toEqual(['ООО «Прайм Консалт»']);

    // The distributor sees each partner's debt and days overdue (issue 24, item 6), the partner's own figures.
    const distributor = await login(ctx.app, 'distributor@demo.ru', 'demo12345');
    const { uniqueExchangeId } = (await request(ctx.app, distributor, { method: 'GET', url: '/api/participation' })).json();
    const list = (
      await request(ctx.app, distributor, {
        method: 'GET',
        url: `/api/distributor-manager/distributors/${uniqueExchangeId}/partners?q=${encodeURIComponent('Опора')}`,
      })
    ).json() as { items: Array<{ name: string; debt: number; overdueWorkingDays: number }> };
    const closed = await latestInvoice('invoice-closed@demo.ru');
    expect(list.items).toEqual([expect.objectContaining({ name: 'ООО «Опора 1С»', debt: closed.sum, overdueWorkingDays: 7 })]);
  });
});

const calendar = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);

const partnerIdOf = async (db: Db, email: string) =>
  (await db.selectFrom('partners').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const dayOfMonth = (month: BillingMonth, day: number) =>
  `${month.year}-${String(month.month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** What the demo world's history holds on the day it is started (`now`), read as the services read it on that day. */
async function expectHistoryAsItHappened(db: Db, now: Date): Promise<void> {
  const today = dayKeyOf(now);
  const latest = latestClosedMonth(calendar, now);

  // Twelve months, each closed on its own day: by the 5th of the next month, on a working day (January's 1st–5th are
  // all holidays: December closes on the 5th, as the schedule does), and never after `now`.
  const closings = await db
    .selectFrom('billing_closings')
    .select(['year', 'month', 'started_at', 'finished_at'])
    .orderBy('year')
    .orderBy('month')
    .execute();
  expect(closings.map((c) => ({ year: c.year, month: c.month }))).toEqual(
    Array.from({ length: DEMO_HISTORY_MONTHS }, (_, i) => addMonths(latest, i + 1 - DEMO_HISTORY_MONTHS)),
  );
  const dated = await db
    .selectFrom('invoices as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .select(['i.year', 'i.month', 'i.closed_at'])
    .where('p.email', 'not like', 'invoice-%')
    .execute();
  for (const closing of closings) {
    const next = addMonths(closing, 1);
    const window = [1, 2, 3, 4, 5].map((d) => dayOfMonth(next, d));
    const days = new Set(dated.filter((i) => i.year === closing.year && i.month === closing.month).map((i) => dayKeyOf(i.closed_at)));
    expect([...days], `${closing.year}-${closing.month}`).toEqual([closingDayOf(calendar, closing)]);
    const [day = ''] = days;
    expect(window).toContain(day);
    const anyWorking = window.some((d) => isWorkingDay(calendar, d));
    expect(isWorkingDay(calendar, day) || (!anyWorking && day === window[4])).toBe(true);
    expect(dayKeyOf(closing.started_at)).toBe(day);
    expect(closing.finished_at).not.toBeNull();
    expect(new Date(closing.finished_at ?? 0).getTime()).toBeLessThanOrEqual(now.getTime());
  }
  // The schedule, on that day, finds nothing more to close.
  expect(await closeDueMonths(db, { enqueue: null, portalUrl: '' }, now)).toEqual([]);

  // partner@demo.ru: every month paid but the latest, which it owes only until its due date; acts signed by its accountant
  // a working day or few after the invoice, or accepted by silence; one month paid late (a penalty), one in two parts.
  const alpha = await partnerIdOf(db, 'partner@demo.ru');
  const { items, debt } = await partnerInvoices(db, { partnerId: alpha }, { page: 1, pageSize: 100 }, now);
  expect(items).toHaveLength(DEMO_HISTORY_MONTHS);
  const [newest, ...older] = items;
  if (!newest) throw new Error('partner@demo.ru has no invoice');
  expect(newest).toMatchObject({ year: latest.year, month: latest.month });
  expect(new Set(items.map((i) => i.dueOn)).size).toBe(DEMO_HISTORY_MONTHS);
  expect(older.map((i) => i.status)).toEqual(older.map(() => 'PAID'));
  expect(newest.unpaid).toBe(today < newest.dueOn ? newest.sum : 0);
  expect(newest.status).not.toBe('OVERDUE');
  expect(debt).toMatchObject({ unpaid: newest.unpaid, overdue: 0, overdueWorkingDays: 0, ordersClosedBy: null });
  for (const invoice of older) {
    expect(invoice.act?.decision === 'signed' || invoice.acceptedOn !== null, invoice.number).toBe(true);
  }
  expect(newest.acceptedOn !== null || today <= newest.acceptBy).toBe(true);
  const signed = items.flatMap((i) => (i.act ? [{ ...i.act, issuedOn: i.issuedOn, acceptBy: i.acceptBy }] : []));
  expect(signed.length).toBeGreaterThanOrEqual(DEMO_HISTORY_MONTHS / 2);
  for (const act of signed) {
    expect(act).toMatchObject({ decision: 'signed', decidedBy: 'accountant@demo.ru' });
    const on = dayKeyOf(new Date(act.decidedAt));
    expect(on > act.issuedOn && on <= act.acceptBy && isWorkingDay(calendar, on)).toBe(true);
  }
  expect(items.some((i) => i.act === null && i.acceptedOn !== null)).toBe(true);
  const late = items.filter((i) => i.penalty > 0);
  expect(late).toHaveLength(1);
  expect(late[0]?.status).toBe('PAID');
  expect(late[0]?.penalty).toBeLessThan((late[0]?.sum ?? 0) / 100);
  const payments = await db
    .selectFrom('payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.invoice_id', sql<string>`p.received_on::text`.as('received_on'), 'i.closed_at'])
    .where('i.partner_id', '=', alpha)
    .execute();
  const perInvoice = new Map<string, number>();
  for (const p of payments) perInvoice.set(p.invoice_id ?? '', (perInvoice.get(p.invoice_id ?? '') ?? 0) + 1);
  expect([...perInvoice.values()].filter((n) => n === 2)).toHaveLength(1);
  for (const p of payments) {
    expect(p.received_on > dayKeyOf(p.closed_at) && p.received_on <= today && isWorkingDay(calendar, p.received_on), p.received_on).toBe(
      true,
    );
  }

  // Nobody else owes anything overdue but the payment cycle's demo partners, as README gives them.
  const partners = await db.selectFrom('partners').select(['id', 'email', 'name']).where('kind', '=', 'partner').execute();
  const debts = await partnerDebts(
    db,
    partners.map((p) => p.id),
    now,
  );
  const overdue = partners.filter((p) => (debts.get(p.id)?.overdue ?? 0) > 0).map((p) => p.email);
  expect(overdue.sort()).toEqual(['invoice-closed@demo.ru', 'invoice-overdue@demo.ru', 'invoice-queue@demo.ru']);
  const latestOf = async (email: string) =>
    (await partnerInvoices(db, { partnerId: await partnerIdOf(db, email) }, { page: 1, pageSize: 1 }, now)).items[0];
  expect(await latestOf('invoice-paid@demo.ru')).toMatchObject({ status: 'PAID', act: { decision: 'signed' } });
  expect(await latestOf('invoice-unsigned@demo.ru')).toMatchObject({ status: 'ISSUED', act: null });
  expect(await latestOf('invoice-import@demo.ru')).toMatchObject({ status: 'ISSUED', act: null });
  expect(await latestOf('invoice-overdue@demo.ru')).toMatchObject({ status: 'OVERDUE', overdueWorkingDays: 3, ordersClosed: false });
  expect(await latestOf('invoice-closed@demo.ru')).toMatchObject({ status: 'OVERDUE', overdueWorkingDays: 7, ordersClosed: true });
  expect(await latestOf('invoice-queue@demo.ru')).toMatchObject({ status: 'OVERDUE', individualDecision: true });
  expect((await overdueQueue(db, { page: 1, pageSize: 10 }, now)).items.map((q) => q.partnerName)).toEqual(['ООО «Прайм Консалт»']);

  // The lead that moved to a paid subscription has its client, registered after the lead was processed.
  const vector = await db
    .selectFrom('leads as l')
    .innerJoin('customers as c', (join) => join.onRef('c.id', '=', 'l.customer_id').onRef('c.partner_id', '=', 'l.partner_id'))
    .select(['l.status', 'l.processed_at', 'l.in_prod_at', 'c.id', 'c.created_at'])
    .where('l.name', '=', 'ООО «Вектор»')
    .executeTakeFirstOrThrow();
  expect(vector.status).toBe('IN_PROD');
  expect(vector.created_at.getTime()).toBeGreaterThan(vector.processed_at?.getTime() ?? Infinity);
  expect(vector.created_at.getTime()).toBeLessThan(vector.in_prod_at?.getTime() ?? 0);
  const paying = await db
    .selectFrom('subscriptions')
    .select('start_date')
    .where('customer_id', '=', vector.id)
    .where('on_trial', '=', false)
    .where('deleted', '=', false)
    .execute();
  expect(paying).toHaveLength(1);
  expect(new Date(paying[0]?.start_date ?? 0).getTime()).toBeLessThanOrEqual(vector.in_prod_at?.getTime() ?? 0);
}

describe('the demo world’s history, as it would have happened', () => {
  it('dates each month’s invoices on their day, with acts and payments, so the active partner owes only its latest month', async () => {
    await expectHistoryAsItHappened(ctx.app.db, new Date());
  });

  it('keeps a journal of the demo partner’s last months that tells that history: its clients, orders, acts, people', async () => {
    await expectJournalAsItHappened(ctx.app.db, new Date());
  });

  // Whatever the day the demo is started: early in a month, on the 5th just after midnight, on a Friday the 4th (the
  // 5th a Saturday), on a holiday, and at a year's turn in a year nobody has decreed (December closes on January's 5th).
  it.each([
    ['early in a month', '2026-03-02T07:00:00Z'],
    ['on the 5th, just after midnight', '2026-06-04T21:30:00Z'],
    ['on Friday the 4th', '2026-09-04T12:00:00Z'],
    ['on a holiday', '2026-05-11T10:00:00Z'],
    ['at the year’s turn', '2027-01-06T08:00:00Z'],
  ])('holds when started %s (%s)', { timeout: 300_000 }, async (_, iso) => {
    const now = new Date(iso);
    const database = await openTestDatabase();
    try {
      await seedDemoWorld(database.db, pino({ level: 'silent' }), now);
      await expectHistoryAsItHappened(database.db, now);
      await expectJournalAsItHappened(database.db, now);
    } finally {
      await database.close();
    }
  });
});

describe('the demo partner’s people', () => {
  const meOf = async (email: string) => {
    const session = await login(ctx.app, email, 'demo12345');
    const me = (await request(ctx.app, session, { method: 'GET', url: '/api/me' })).json() as {
      memberRole: string | null;
      authorities: Array<{ authority: string }>;
    };
    return { session, me };
  };

  it('has an administrator, a manager, the accountant and a read-only person, each with what the role allows', async () => {
    const roles: Record<string, string> = {
      'partner@demo.ru': 'ADMIN',
      'manager@demo.ru': 'MANAGER',
      'accountant@demo.ru': 'ACCOUNTANT',
      'viewer@demo.ru': 'VIEWER',
    };
    const sessions: Record<string, Awaited<ReturnType<typeof meOf>>['session']> = {};
    for (const [email, role] of Object.entries(roles)) {
      const { session, me } = await meOf(email);
      expect(me.memberRole, email).toBe(role);
      expect(me.authorities.map((a) => a.authority).sort(), email).toEqual(['ROLE_IAS_USER', 'ROLE_PARTNER']);
      sessions[email] = session;
    }
    const get = (email: string, url: string) => request(ctx.app, sessions[email] ?? null, { method: 'GET', url });
    // The accountant reads the invoices but finds no Market; the manager the reverse; the viewer reads and changes nothing.
    expect((await get('accountant@demo.ru', '/api/invoices')).statusCode).toBe(200);
    expect((await get('accountant@demo.ru', '/api/desks/grm/services')).statusCode).toBe(403);
    expect((await get('manager@demo.ru', '/api/desks/grm/services')).statusCode).toBe(200);
    expect((await get('manager@demo.ru', '/api/invoices')).statusCode).toBe(403);
    expect((await get('viewer@demo.ru', '/api/customer-manager')).statusCode).toBe(200);
    const register = await request(ctx.app, sessions['viewer@demo.ru'] ?? null, { method: 'POST', url: '/api/customers', payload: {} });
    expect(register.statusCode).toBe(403);
  });

  it('shows the administrator its people, the open invitation and the journal, newest first, as the pages read them', async () => {
    const session = await login(ctx.app, 'partner@demo.ru', 'demo12345');
    const people = (await request(ctx.app, session, { method: 'GET', url: '/api/members' })).json() as {
      members: Array<{ email: string; role: string; status: string }>;
      invitations: Array<{ email: string; role: string; expired: boolean }>;
    };
    // The owner first, then by when each came.
    expect(people.members.map((m) => [m.email, m.role, m.status])).toEqual([
      ['partner@demo.ru', 'ADMIN', 'active'],
      ['accountant@demo.ru', 'ACCOUNTANT', 'active'],
      ['manager@demo.ru', 'MANAGER', 'active'],
      ['viewer@demo.ru', 'VIEWER', 'active'],
    ]);
    expect(people.invitations).toEqual([
      expect.objectContaining({ email: OPEN_INVITATION.email, role: OPEN_INVITATION.role, expired: false }),
    ]);
    const journal = await request(ctx.app, session, { method: 'GET', url: '/api/journal?size=100' });
    expect(journal.statusCode).toBe(200);
    const page = journal.json() as {
      items: Array<{ at: string; action: string; subjectLabel: string | null; actor: { email: string } | null }>;
    };
    // Newest first (the tests before this one may have added entries of their own).
    const times = page.items.map((e) => new Date(e.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items).toContainEqual(
      expect.objectContaining({
        action: 'member.invited',
        subjectLabel: OPEN_INVITATION.email,
        actor: expect.objectContaining({ email: 'partner@demo.ru' }),
      }),
    );
    expect(new Set(page.items.map((e) => e.actor?.email))).toEqual(
      new Set(['partner@demo.ru', 'manager@demo.ru', 'accountant@demo.ru', 'viewer@demo.ru']),
    );
  });

  it('has an account of the partner with no role, for the access-denied dialog', async () => {
    const { session, me } = await meOf('norole@demo.ru');
    expect(me.memberRole).toBeNull();
    expect(me.authorities.map((a) => a.authority)).toEqual(['ROLE_USER']);
    // It belongs to the partner (so the app finds a participation and denies access) but may call none of its routes.
    expect((await request(ctx.app, session, { method: 'GET', url: '/api/participation' })).statusCode).toBe(200);
    expect((await request(ctx.app, session, { method: 'GET', url: '/api/customer-manager' })).statusCode).toBe(403);
  });

  it('has an invitation sent a few days ago and not yet accepted, beside the two accepted', async () => {
    const alpha = await partnerIdOf(ctx.app.db, 'partner@demo.ru');
    const invitations = await ctx.app.db
      .selectFrom('partner_invitations')
      .selectAll()
      .where('partner_id', '=', alpha)
      .orderBy('sent_at')
      .execute();
    const open = invitations.filter((i) => !i.accepted_at && !i.withdrawn_at);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ email: OPEN_INVITATION.email, role: OPEN_INVITATION.role });
    const now = Date.now();
    expect(now - new Date(open[0]?.sent_at ?? 0).getTime()).toBeGreaterThan(2 * TRIAL_DAY_MS);
    expect(new Date(open[0]?.expires_at ?? 0).getTime()).toBeGreaterThan(now);
    const accepted = invitations.filter((i) => i.accepted_at);
    expect(accepted.map((i) => i.email)).toEqual(['manager@demo.ru', 'viewer@demo.ru']);
  });
});

/** The demo partner's journal as the services would have written it, telling the demo's own history up to `now`. */
async function expectJournalAsItHappened(db: Db, now: Date): Promise<void> {
  const alpha = await partnerIdOf(db, 'partner@demo.ru');
  const entries = await db
    .selectFrom('partner_journal as j')
    .leftJoin('accounts as a', 'a.id', 'j.actor_account_id')
    .selectAll('j')
    .select(['a.email', 'a.created_at as joinedAt'])
    .where('j.partner_id', '=', alpha)
    .orderBy('j.id')
    .execute();
  expect(entries.length).toBeGreaterThan(30);
  const at = (e: { created_at: Date }) => new Date(e.created_at).getTime();
  // The journal's first day, a day's margin after it: `now` may be a little later than the demo's start.
  const since = now.getTime() - (JOURNAL_DAYS - 1) * TRIAL_DAY_MS;
  // A few months, written in the order it happened, each by a person of the partner once they were there.
  expect(Math.min(...entries.map(at))).toBeGreaterThanOrEqual(since - TRIAL_DAY_MS);
  expect(Math.min(...entries.map(at))).toBeLessThan(now.getTime() - 120 * TRIAL_DAY_MS);
  expect(Math.max(...entries.map(at))).toBeLessThanOrEqual(now.getTime());
  expect(entries.map(at)).toEqual(entries.map(at).sort((a, b) => a - b));
  for (const e of entries) {
    expect(e.email, e.action).toMatch(/^(partner|manager|accountant|viewer)@demo\.ru$/);
    expect(new Date(e.joinedAt ?? 0).getTime(), `${e.action} by ${e.email}`).toBeLessThanOrEqual(at(e));
    expect(e.ip_address).toBeTruthy();
  }
  const actions = new Set(entries.map((e) => e.action));
  for (const action of [
    'customer.registered',
    'customer.edited',
    'order.placed',
    'subscription.changed',
    'subscription.deleted',
    'act.signed',
    'token.issued',
    'profile.edited',
    'member.invited',
    'member.joined',
    'member.role_changed',
  ]) {
    expect(actions, action).toContain(action);
  }
  const of = (action: string) => entries.filter((e) => e.action === action);

  // Every order entry is a real order of the partner, placed at that moment, named by its service and client.
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('subscriptions as s', 's.id', 'o.subscription_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.created_at', 's.service_name', 'c.name'])
    .where('o.partner_id', '=', alpha)
    .execute();
  expect(of('order.placed').length).toBeGreaterThan(10);
  for (const e of of('order.placed')) {
    const order = orders.find((o) => o.id === e.subject_id);
    expect(order, e.subject_label ?? '').toBeDefined();
    expect(at(e)).toBe(new Date(order?.created_at ?? 0).getTime());
    expect(e.subject_label).toBe(`${order?.service_name} — ${order?.name}`);
    expect(e.changes.length).toBeGreaterThan(0);
  }
  // The clients registered then are the partner's, dated so; an edit's values after are the client's now.
  const customers = await db.selectFrom('customers').selectAll().where('partner_id', '=', alpha).execute();
  expect(of('customer.registered').length).toBeGreaterThanOrEqual(3);
  for (const e of of('customer.registered')) {
    const customer = customers.find((c) => c.id === e.subject_id);
    expect(customer?.name).toBe(e.subject_label);
    expect(new Date(customer?.created_at ?? 0).getTime()).toBe(at(e));
  }
  for (const e of of('customer.edited')) {
    const customer = customers.find((c) => c.id === e.subject_id);
    expect(e.changes.length).toBeGreaterThan(0);
    for (const change of e.changes) {
      expect(change.before).not.toBe(change.after);
      expect(Object.values(customer ?? {}).map(String)).toContain(change.after);
    }
  }
  // One via the integration's token: the token the token page shows, issued in the journal too.
  const token = await db
    .selectFrom('api_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['t.id', 't.issued_at'])
    .where('a.email', '=', 'partner@demo.ru')
    .executeTakeFirstOrThrow();
  expect(of('token.issued').map((e) => ({ id: e.subject_id, at: at(e) }))).toEqual([
    { id: token.id, at: new Date(token.issued_at).getTime() },
  ]);
  const viaToken = entries.filter((e) => e.api_token_id);
  expect(viaToken.length).toBeGreaterThan(0);
  expect(
    viaToken.every((e) => e.api_token_id === token.id && e.email === 'partner@demo.ru' && at(e) >= new Date(token.issued_at).getTime()),
  ).toBe(true);
  // The removed subscription's deletion, with the reason it keeps.
  const deleted = await db
    .selectFrom('subscriptions')
    .select(['id', 'deletion_reason'])
    .where(
      'id',
      'in',
      of('subscription.deleted').map((e) => e.subject_id ?? ''),
    )
    .execute();
  expect(deleted.some((s) => s.deletion_reason)).toBe(true);
  // Each act the accountant signed within these months, when it was signed; nobody else signs.
  const acts = await db
    .selectFrom('invoice_acts as a')
    .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
    .select(['i.id', 'a.decided_at'])
    .where('i.partner_id', '=', alpha)
    .where('a.decided_at', '>=', new Date(since))
    .orderBy('a.decided_at')
    .execute();
  expect(acts.length).toBeGreaterThanOrEqual(2);
  const signed = of('act.signed').filter((e) => at(e) >= since);
  expect(signed.map((e) => ({ id: e.subject_id, at: at(e), by: e.email }))).toEqual(
    acts.map((a) => ({ id: a.id, at: new Date(a.decided_at).getTime(), by: 'accountant@demo.ru' })),
  );
  // People: the manager and the read-only person invited, then joined; the latter's role narrowed since.
  expect(of('member.joined').map((e) => e.email)).toEqual(['manager@demo.ru', 'viewer@demo.ru']);
  expect(of('member.role_changed').map((e) => e.changes)).toEqual([[{ field: 'Роль', before: 'Менеджер', after: 'Только просмотр' }]]);
  expect(of('member.invited').map((e) => e.subject_label)).toEqual(['manager@demo.ru', 'viewer@demo.ru', OPEN_INVITATION.email]);
}
