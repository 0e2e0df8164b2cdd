/**
 * API tests of leads (issue 15, decision 023): the common pool without contacts, applications (once per partner), the
 * operator's dispatch (audited, with a letter), my leads with their search, processing, the lapse of applications
 * (by the reads and by the job), IN_PROD by a paid subscription, a lead turned into a client registration, the navbar
 * counters; every call for partner, distributor, operator and visitor, and another partner's leads (404).
 */
import { randomUUID } from 'node:crypto';
import { LEAD_APPLICATION_TTL_MS, LEAD_TEXTS } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleLeads } from '../src/services/lead.service.ts';
import {
  createActivePartner,
  createDistributorAccount,
  createOperator,
  customerBody,
  insertCustomers,
  type TestAccount,
} from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const post = (session: Session | null, url: string, payload?: Record<string, unknown>) =>
  request(ctx.app, session, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

let operator: TestAccount;
let alpha: TestAccount;
let beta: TestAccount;
let distributor: TestAccount;

type LeadSeed = {
  status?: 'NON_DISPATCHED' | 'APPLIED' | 'DISPATCHED' | 'PROCESSED' | 'IN_PROD';
  partnerId?: string | null;
  source?: 'programme' | 'site';
  name?: string;
  email?: string | null;
  inn?: string | null;
  appliedAt?: Date | null;
  createdAt?: Date;
};

async function insertLead(seed: LeadSeed = {}): Promise<string> {
  const marker = randomUUID().slice(0, 8);
  const row = await ctx.app.db
    .insertInto('leads')
    .values({
      status: seed.status ?? 'NON_DISPATCHED',
      partner_id: seed.partnerId ?? null,
      source: seed.source ?? 'programme',
      name: seed.name ?? `ООО «Лид ${marker}»`,
      responsible: 'Лидов Лид',
      email: seed.email === undefined ? `lead-${marker}@lead.test` : seed.email,
      phone: '+7 900 111-22-33',
      inn: seed.inn ?? null,
      products: JSON.stringify([{ productId: 'bp', qty: 2 }]),
      applied_at: seed.appliedAt ?? null,
      created_at: seed.createdAt ?? new Date(),
      dispatched_at: seed.partnerId ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const partnerCodeOf = async (account: TestAccount) =>
  (
    await ctx.app.db
      .selectFrom('partners')
      .select('partner_code')
      .where('id', '=', account.partnerId ?? '')
      .executeTakeFirstOrThrow()
  ).partner_code;

type PoolItem = { id: string; applied: boolean; status: string } & Record<string, unknown>;
async function poolOf(account: TestAccount): Promise<PoolItem[]> {
  const response = await get(account.session, '/api/leads?nonDispatched=true&pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

beforeAll(async () => {
  operator = await createOperator(ctx.app);
  alpha = await createActivePartner(ctx.app);
  beta = await createActivePartner(ctx.app);
  distributor = await createDistributorAccount(ctx.app);
});

describe('the common pool', () => {
  it('lists the leads nobody got, newest first, without any contact detail', async () => {
    const older = await insertLead({ createdAt: new Date(Date.now() - 60_000), inn: '7707083893' });
    const newer = await insertLead();
    const response = await get(alpha.session, `/api/leads?partnerCode=${await partnerCodeOf(alpha)}&nonDispatched=true&pageSize=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.items.map((item: PoolItem) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(body.total).toBeGreaterThanOrEqual(2);
    const item = body.items.find((row: PoolItem) => row.id === older);
    expect(item).toMatchObject({ leadId: older, status: 'NON_DISPATCHED', applied: false, products: [{ productId: 'bp', qty: 2 }] });
    for (const hidden of ['email', 'phone', 'inn', 'responsible']) expect(item).not.toHaveProperty(hidden);
    expect(response.body).not.toContain('@lead.test');
    expect(response.body).not.toContain('7707083893');
  });

  it('pages in SQL', async () => {
    await insertLead();
    await insertLead();
    const first = (await get(alpha.session, '/api/leads?nonDispatched=true&page=1&pageSize=1')).json();
    const second = (await get(alpha.session, '/api/leads?nonDispatched=true&page=2&pageSize=1')).json();
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0].id).not.toBe(second.items[0].id);
    expect(first.total).toBe(second.total);
  });

  it('takes a lead to work once per partner; others may still ask; the operator sees who asked', async () => {
    const lead = await insertLead();
    const counts = (await get(alpha.session, '/api/leads/count')).json();
    const sent = await post(alpha.session, `/api/leads/${lead}/application`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: LEAD_TEXTS.applicationSent, lead: { id: lead, status: 'APPLIED', applied: true } });
    expect((await poolOf(alpha)).find((row) => row.id === lead)).toMatchObject({ applied: true, status: 'APPLIED' });
    expect((await poolOf(beta)).find((row) => row.id === lead)).toMatchObject({ applied: false, status: 'APPLIED' });
    // A taken lead is still a common one: the counters do not move.
    expect((await get(alpha.session, '/api/leads/count')).json()).toEqual(counts);

    const twice = await post(alpha.session, `/api/leads/${lead}/application`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'LEAD_ALREADY_APPLIED', message: LEAD_TEXTS.alreadyApplied });
    expect((await post(beta.session, `/api/leads/${lead}/application`)).statusCode).toBe(201);

    const queue = (await get(operator.session, '/api/backoffice/leads?pageSize=100')).json();
    const row = queue.items.find((item: { id: string }) => item.id === lead);
    expect(row.applicants.map((a: { partnerId: string }) => a.partnerId)).toEqual([alpha.partnerId, beta.partnerId]);
    expect(row.email).toMatch(/@lead\.test$/);
    expect(new Date(row.expiresAt).getTime() - Date.now()).toBeGreaterThan(LEAD_APPLICATION_TTL_MS - 60_000);
  });

  it('answers 404 for an unknown lead, another partner’s site lead and 409 for a lead already dispatched', async () => {
    expect((await post(alpha.session, `/api/leads/${randomUUID()}/application`)).statusCode).toBe(404);
    const site = await insertLead({ status: 'DISPATCHED', partnerId: beta.partnerId, source: 'site' });
    const own = await post(alpha.session, `/api/leads/${site}/application`);
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toBe(LEAD_TEXTS.notFound);
    const given = await insertLead({ status: 'DISPATCHED', partnerId: beta.partnerId });
    expect((await post(alpha.session, `/api/leads/${given}/application`)).json()).toMatchObject({ code: 'LEAD_NOT_COMMON' });
    const bad = await post(alpha.session, '/api/leads/not-an-id/application');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEAD_TEXTS.notFound);
  });
});

describe('the operator’s dispatch', () => {
  it('dispatches to a partner who asked: audited, a letter, contacts open to it alone, the counters follow', async () => {
    const lead = await insertLead({ inn: '7702070139' });
    await post(alpha.session, `/api/leads/${lead}/application`);
    await post(beta.session, `/api/leads/${lead}/application`);
    const before = (await get(alpha.session, '/api/leads/count')).json();

    const notAsked = await createActivePartner(ctx.app);
    const refused = await post(operator.session, `/api/backoffice/leads/${lead}/dispatch`, { partnerId: notAsked.partnerId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LEAD_TEXTS.notAnApplicant);
    const invalid = await post(operator.session, `/api/backoffice/leads/${lead}/dispatch`, {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(LEAD_TEXTS.partnerRequired);

    const done = await post(operator.session, `/api/backoffice/leads/${lead}/dispatch`, { partnerId: alpha.partnerId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: LEAD_TEXTS.dispatched,
      lead: { id: lead, status: 'DISPATCHED', partnerCode: await partnerCodeOf(alpha), dispatchedBy: operator.email },
    });
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id', 'created_at'])
      .where('subject_id', '=', lead)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'lead.dispatched', actor_account_id: operator.accountId })]);
    const alphaMail = await ctx.app.db
      .selectFrom('partners')
      .innerJoin('mail_outbox', 'mail_outbox.to_address', 'partners.email')
      .select(['mail_outbox.kind', 'mail_outbox.body_text'])
      .where('partners.id', '=', alpha.partnerId ?? '')
      .where('mail_outbox.kind', '=', 'lead.dispatched')
      .execute();
    expect(alphaMail.some((letter) => letter.body_text.includes('#/lead/my'))).toBe(true);

    const mine = (await get(alpha.session, '/api/leads?pageSize=100')).json();
    expect(mine.items.find((item: { id: string }) => item.id === lead)).toMatchObject({ status: 'DISPATCHED', inn: '7702070139' });
    expect((await get(alpha.session, `/api/leads/${lead}`)).json()).toMatchObject({ inn: '7702070139', responsible: 'Лидов Лид' });
    // The other applicant never sees it again: not in the pool, not among its leads, 404 by id.
    expect((await poolOf(beta)).some((row) => row.id === lead)).toBe(false);
    expect((await get(beta.session, '/api/leads?pageSize=100')).json().items.some((item: { id: string }) => item.id === lead)).toBe(false);
    expect((await get(beta.session, `/api/leads/${lead}`)).statusCode).toBe(404);
    const after = (await get(alpha.session, '/api/leads/count')).json();
    expect(after).toEqual({ dispatchedLength: before.dispatchedLength + 1, nonDispatchedLength: before.nonDispatchedLength - 1 });

    const again = await post(operator.session, `/api/backoffice/leads/${lead}/dispatch`, { partnerId: beta.partnerId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LEAD_NOT_APPLIED');
    const dispatched = (await get(operator.session, '/api/backoffice/leads?filter=dispatched&pageSize=100')).json();
    expect(dispatched.items.find((item: { id: string }) => item.id === lead)).toMatchObject({ dispatchedBy: operator.email });
    expect((await get(operator.session, '/api/backoffice/leads?filter=nope')).statusCode).toBe(400);
  });

  it('puts a lead the vendor received into the pool, audited, with Russian messages for bad input', async () => {
    const body = {
      name: 'ООО «Новый клиент»',
      responsible: 'Новиков Нил',
      email: 'New@Lead.test',
      phone: '+7 900 123-45-67',
      inn: '7707083893',
    };
    const created = await post(operator.session, '/api/backoffice/leads', { ...body, products: [{ productId: 'bp', qty: 2 }] });
    expect(created.statusCode, created.body).toBe(201);
    const lead = created.json();
    expect(lead).toMatchObject({ status: 'NON_DISPATCHED', email: 'new@lead.test', products: [{ productId: 'bp', qty: 2 }] });
    const pool = (await get(operator.session, '/api/backoffice/leads?filter=pool&pageSize=100')).json();
    expect(pool.items.some((item: { id: string }) => item.id === lead.id)).toBe(true);
    expect((await poolOf(alpha)).find((row) => row.id === lead.id)).toMatchObject({ name: 'ООО «Новый клиент»' });
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('subject_id', '=', lead.id)
      .execute();
    expect(audit).toEqual([{ action: 'lead.created', actor_account_id: operator.accountId }]);

    const invalid = await post(operator.session, '/api/backoffice/leads', { ...body, name: ' ', email: 'nope', inn: '123' });
    expect(invalid.statusCode).toBe(400);
    const fields = Object.fromEntries(invalid.json().details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(fields).toMatchObject({ name: 'Обязательное поле', email: 'Формат E-mail' });
    expect(fields.inn).toMatch(/ИНН/);
    expect((await post(alpha.session, '/api/backoffice/leads', body)).statusCode).toBe(403);
  });

  it('refuses a lead nobody asked for and an unknown lead', async () => {
    const lead = await insertLead();
    expect((await post(operator.session, `/api/backoffice/leads/${lead}/dispatch`, { partnerId: alpha.partnerId })).statusCode).toBe(409);
    expect(
      (await post(operator.session, `/api/backoffice/leads/${randomUUID()}/dispatch`, { partnerId: alpha.partnerId })).statusCode,
    ).toBe(404);
  });
});

describe('the lapse of applications', () => {
  it('returns a lead not dispatched in time to the pool: the reads at once, the job in the table', async () => {
    const lapsed = new Date(Date.now() - LEAD_APPLICATION_TTL_MS - 60_000);
    const lead = await insertLead({ status: 'APPLIED', appliedAt: lapsed });
    await ctx.app.db
      .insertInto('lead_applications')
      .values({ lead_id: lead, partner_id: alpha.partnerId ?? '', created_at: lapsed })
      .execute();

    expect((await poolOf(alpha)).find((row) => row.id === lead)).toMatchObject({ status: 'NON_DISPATCHED', applied: false });
    const queue = (await get(operator.session, '/api/backoffice/leads?pageSize=100')).json();
    expect(queue.items.some((item: { id: string }) => item.id === lead)).toBe(false);
    expect((await post(operator.session, `/api/backoffice/leads/${lead}/dispatch`, { partnerId: alpha.partnerId })).statusCode).toBe(409);

    // The partner may ask again: the lapsed application is gone and the time counts anew.
    const again = await post(alpha.session, `/api/leads/${lead}/application`);
    expect(again.statusCode, again.body).toBe(201);
    const row = await ctx.app.db.selectFrom('leads').select(['status', 'applied_at']).where('id', '=', lead).executeTakeFirstOrThrow();
    expect(row.status).toBe('APPLIED');
    expect(Date.now() - (row.applied_at?.getTime() ?? 0)).toBeLessThan(60_000);

    const other = await insertLead({ status: 'APPLIED', appliedAt: lapsed });
    await ctx.app.db
      .insertInto('lead_applications')
      .values({ lead_id: other, partner_id: beta.partnerId ?? '', created_at: lapsed })
      .execute();
    const settled = await settleLeads(ctx.app.db);
    expect(settled.released).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.db.selectFrom('leads').select(['status', 'applied_at']).where('id', '=', other).executeTakeFirstOrThrow()).toEqual(
      {
        status: 'NON_DISPATCHED',
        applied_at: null,
      },
    );
    expect(await ctx.app.db.selectFrom('lead_applications').select('lead_id').where('lead_id', '=', other).execute()).toEqual([]);
  });
});

describe('my leads', () => {
  it('lists the partner’s own leads with contacts and searches by name, INN and e-mail', async () => {
    const partner = await createActivePartner(ctx.app);
    const marker = randomUUID().slice(0, 6);
    await insertLead({ partnerId: partner.partnerId, status: 'DISPATCHED', name: `ООО «Сосна ${marker}»`, inn: '5408123456' });
    await insertLead({ partnerId: partner.partnerId, status: 'PROCESSED', email: `birch-${marker}@lead.test` });
    await insertLead({ partnerId: partner.partnerId, status: 'DISPATCHED', source: 'site' });
    const all = (await get(partner.session, '/api/leads')).json();
    expect(all.total).toBe(3);
    expect(all.items[0]).toHaveProperty('email');
    const search = async (text: string) => (await get(partner.session, `/api/leads?search=${encodeURIComponent(text)}`)).json();
    expect((await search(`сосна ${marker}`)).items.map((i: { name: string }) => i.name)).toEqual([`ООО «Сосна ${marker}»`]);
    expect((await search('5408123')).total).toBe(1);
    expect((await search(`BIRCH-${marker}`)).total).toBe(1);
    expect((await search('нет такого')).items).toEqual([]);
    expect((await search('%')).total).toBe(0);
    const beyond = (await get(partner.session, `/api/leads?search=${marker}&page=5`)).json();
    expect(beyond).toEqual({ items: [], total: 2 });
    const tooLong = await get(partner.session, `/api/leads?search=${'я'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(LEAD_TEXTS.searchTooLong);
    const badPage = await get(partner.session, '/api/leads?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('Не меньше 1');
  });

  it('answers 404 for another partner’s code and leads, and never lists them', async () => {
    const lead = await insertLead({ partnerId: beta.partnerId, status: 'DISPATCHED', name: 'ООО «Чужой лид»' });
    const foreign = await get(alpha.session, `/api/leads?partnerCode=${await partnerCodeOf(beta)}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(LEAD_TEXTS.partnerNotFound);
    expect((await get(alpha.session, `/api/leads?partnerCode=${await partnerCodeOf(beta)}&nonDispatched=true`)).statusCode).toBe(404);
    expect((await get(alpha.session, `/api/leads/${lead}`)).statusCode).toBe(404);
    expect((await post(alpha.session, `/api/leads/${lead}/processed`)).statusCode).toBe(404);
    expect((await get(alpha.session, '/api/leads?search=Чужой')).json().items).toEqual([]);
  });

  it('processes a DISPATCHED lead once; any other status is refused', async () => {
    const lead = await insertLead({ partnerId: alpha.partnerId, status: 'DISPATCHED' });
    const before = (await get(alpha.session, '/api/leads/count')).json();
    const done = await post(alpha.session, `/api/leads/${lead}/processed`);
    expect(done.statusCode, done.body).toBe(200);
    // The navbar's «Мои лиды» counts the leads waiting to be processed: one fewer at once, the pool unchanged.
    expect((await get(alpha.session, '/api/leads/count')).json()).toEqual({ ...before, dispatchedLength: before.dispatchedLength - 1 });
    expect(done.json()).toMatchObject({ message: LEAD_TEXTS.markedProcessed, lead: { id: lead, status: 'PROCESSED' } });
    expect(done.json().lead.dateProcessed).not.toBeNull();
    const twice = await post(alpha.session, `/api/leads/${lead}/processed`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'LEAD_NOT_PROCESSABLE', message: LEAD_TEXTS.notProcessable });
    expect((await post(alpha.session, `/api/leads/${randomUUID()}/processed`)).statusCode).toBe(404);
  });

  it('moves a lead to IN_PROD when its client gets a paid subscription from the partner', async () => {
    const partner = await createActivePartner(ctx.app);
    const byInn = await insertLead({ partnerId: partner.partnerId, status: 'PROCESSED', inn: '6670000001' });
    const byEmail = await insertLead({ partnerId: partner.partnerId, status: 'DISPATCHED', email: 'Paid.Client@lead.test' });
    const onTrial = await insertLead({ partnerId: partner.partnerId, status: 'DISPATCHED', email: 'trial.client@lead.test' });
    const [paidByInn, paidByEmail, trial] = await insertCustomers(ctx.app, partner.partnerId ?? '', [
      { inn: '6670000001' },
      { email: 'paid.client@lead.test' },
      { email: 'trial.client@lead.test' },
    ]);
    const subscription = (customerId: string | undefined, extra: { usage_mode?: 'PRODUCTION' | 'DEMONSTRATION' } = {}) => ({
      partner_id: partner.partnerId ?? '',
      customer_id: customerId ?? '',
      service_name: '1С:Бухгалтерия предприятия',
      service_kit_name: 'Файловый',
      usage_mode: extra.usage_mode ?? ('PRODUCTION' as const),
      deploy_status: 'DEPLOYED' as const,
    });
    await ctx.app.db
      .insertInto('subscriptions')
      .values([subscription(paidByInn), subscription(paidByEmail), subscription(trial, { usage_mode: 'DEMONSTRATION' })])
      .execute();
    // Another partner's paying client with the same INN moves nothing of this partner's.
    const other = await insertLead({ partnerId: beta.partnerId, status: 'DISPATCHED', inn: '6670000002' });
    const [otherCustomer] = await insertCustomers(ctx.app, alpha.partnerId ?? '', [{ inn: '6670000002' }]);
    await ctx.app.db
      .insertInto('subscriptions')
      .values({ ...subscription(otherCustomer), partner_id: alpha.partnerId ?? '' })
      .execute();

    await settleLeads(ctx.app.db);
    const statuses = Object.fromEntries(
      (
        await ctx.app.db
          .selectFrom('leads')
          .select(['id', 'status', 'customer_id'])
          .where('id', 'in', [byInn, byEmail, onTrial, other])
          .execute()
      ).map((row) => [row.id, row]),
    );
    expect(statuses[byInn]).toMatchObject({ status: 'IN_PROD', customer_id: paidByInn });
    expect(statuses[byEmail]).toMatchObject({ status: 'IN_PROD', customer_id: paidByEmail });
    expect(statuses[onTrial]?.status).toBe('DISPATCHED');
    expect(statuses[other]?.status).toBe('DISPATCHED');
    expect((await get(partner.session, `/api/leads/${byInn}`)).json().dateInProd).not.toBeNull();
  });

  it('turns a lead into a client registration and records the client', async () => {
    const lead = await insertLead({ partnerId: alpha.partnerId, status: 'DISPATCHED' });
    const body = customerBody({ leadId: lead });
    const registered = await post(alpha.session, '/api/customers', body);
    expect(registered.statusCode, registered.body).toBe(201);
    const mine = (await get(alpha.session, `/api/leads/${lead}`)).json();
    expect(mine.customerId).toBe(registered.json().id);
    expect(mine.dateRegistered).not.toBeNull();

    const foreign = await insertLead({ partnerId: beta.partnerId, status: 'DISPATCHED' });
    const refused = await post(alpha.session, '/api/customers', customerBody({ leadId: foreign }));
    expect(refused.statusCode).toBe(404);
    // Nothing of the refused registration stays.
    const left = await ctx.app.db.selectFrom('leads').select('customer_id').where('id', '=', foreign).executeTakeFirstOrThrow();
    expect(left.customer_id).toBeNull();
  });
});

describe('who may call', () => {
  it('lets only active partners use the lead calls and only operators the back office', async () => {
    const lead = await insertLead();
    const partnerCalls: Array<[string, string]> = [
      ['GET', '/api/leads'],
      ['GET', '/api/leads?nonDispatched=true'],
      ['GET', `/api/leads/${lead}`],
      ['POST', `/api/leads/${lead}/application`],
      ['POST', `/api/leads/${lead}/processed`],
    ];
    const operatorCalls: Array<[string, string]> = [
      ['GET', '/api/backoffice/leads'],
      ['POST', '/api/backoffice/leads'],
      ['POST', `/api/backoffice/leads/${lead}/dispatch`],
    ];
    const call = (session: Session | null, [method, url]: [string, string]) =>
      request(ctx.app, session, {
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: { partnerId: alpha.partnerId } } : {}),
      });
    for (const target of partnerCalls) {
      expect((await call(null, target)).statusCode).toBe(401);
      expect((await call(distributor.session, target)).statusCode).toBe(403);
      expect((await call(operator.session, target)).statusCode).toBe(403);
    }
    for (const target of operatorCalls) {
      expect((await call(null, target)).statusCode).toBe(401);
      expect((await call(distributor.session, target)).statusCode).toBe(403);
      expect((await call(alpha.session, target)).statusCode).toBe(403);
    }
    expect((await call(alpha.session, ['GET', '/api/leads/count'])).statusCode).toBe(200);
  });
});
