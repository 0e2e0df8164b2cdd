/** API tests of the operator's client calls: the list with status filters and search, confirm and reject decisions with their audit rows. */
import { CUSTOMER_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  confirmationTokenFor,
  createActivePartner,
  createDistributorAccount,
  createOperator,
  customerBody,
  insertCustomers,
  partnerRow,
  type TestAccount,
} from './support/factories.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

function partnerId(account: TestAccount): string {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
}

const marker = () => Math.random().toString(36).slice(2, 8);
const listFor = (session: Session | null, query: string) =>
  request(ctx.app, session, { method: 'GET', url: `/api/backoffice/customers?${query}` });
const decide = (session: Session | null, id: string | undefined, decision: string) =>
  request(ctx.app, session, { method: 'POST', url: `/api/backoffice/customers/${id ?? ''}/decision`, payload: { decision } });
const statusOf = async (id: string | undefined) =>
  (
    await ctx.app.db
      .selectFrom('customers')
      .select('status')
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow()
  ).status;

describe('GET /api/backoffice/customers', () => {
  it('answers 401 anonymously and 403 to a partner and a distributor', async () => {
    expect((await listFor(null, '')).statusCode).toBe(401);
    for (const account of [await createActivePartner(ctx.app), await createDistributorAccount(ctx.app)]) {
      const response = await listFor(account.session, '');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it("lists unconfirmed clients of every partner by default, newest first, with the partner's name and code", async () => {
    const operator = await createOperator(ctx.app);
    const tag = marker();
    const a = await createActivePartner(ctx.app);
    const b = await createActivePartner(ctx.app);
    const [older] = await insertCustomers(ctx.app, partnerId(a), [{ name: `Клиент ${tag} А`, createdAt: new Date('2024-01-01') }]);
    const [newer] = await insertCustomers(ctx.app, partnerId(b), [{ name: `Клиент ${tag} Б`, createdAt: new Date('2024-02-01') }]);
    await insertCustomers(ctx.app, partnerId(b), [{ name: `Клиент ${tag} В`, status: 'confirmed' }]);

    const response = await listFor(operator.session, `search=${tag}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((c: { id: string }) => c.id)).toEqual([newer, older]);
    const partnerB = await partnerRow(ctx.app, partnerId(b));
    expect(body.items[0]).toMatchObject({
      name: `Клиент ${tag} Б`,
      partnerName: partnerB.name,
      partnerCode: partnerB.partner_code,
      status: 'unconfirmed',
      createdAt: '2024-02-01T00:00:00.000Z',
    });
  });

  it('filters by status, searches, and pages with the total of matches', async () => {
    const operator = await createOperator(ctx.app);
    const tag = marker();
    const partner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(partner), [
      { name: `Фильтр ${tag} 1`, status: 'unconfirmed' },
      { name: `Фильтр ${tag} 2`, status: 'confirmed' },
      { name: `Фильтр ${tag} 3`, status: 'confirmed' },
      { name: `Фильтр ${tag} 4`, status: 'rejected' },
      { name: 'Другой', email: `other-${tag}@test.ru`, status: 'confirmed' },
    ]);
    const totals: Record<string, number> = {};
    for (const status of ['unconfirmed', 'confirmed', 'rejected', 'all']) {
      const body = (await listFor(operator.session, `status=${status}&search=${encodeURIComponent(`фильтр ${tag}`)}`)).json();
      totals[status] = body.total;
      if (status !== 'all') expect(body.items.every((c: { status: string }) => c.status === status)).toBe(true);
    }
    expect(totals).toEqual({ unconfirmed: 1, confirmed: 2, rejected: 1, all: 4 });

    const byEmail = (await listFor(operator.session, `status=all&search=other-${tag}`)).json();
    expect(byEmail.items.map((c: { name: string }) => c.name)).toEqual(['Другой']);

    const page1 = (await listFor(operator.session, `status=all&search=${tag}&pageSize=3&page=1`)).json();
    const page2 = (await listFor(operator.session, `status=all&search=${tag}&pageSize=3&page=2`)).json();
    expect([page1.total, page2.total]).toEqual([5, 5]);
    expect([page1.items.length, page2.items.length]).toEqual([3, 2]);
    const ids = [...page1.items, ...page2.items].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('answers 400 to an unknown status filter', async () => {
    const operator = await createOperator(ctx.app);
    expect((await listFor(operator.session, 'status=deleted')).statusCode).toBe(400);
  });
});

describe('POST /api/backoffice/customers/:id/decision', () => {
  it('confirms a client, writes the audit row, and the letter link no longer works', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const body = customerBody();
    const created = await request(ctx.app, partner.session, { method: 'POST', url: '/api/customers', payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const { token } = await confirmationTokenFor(ctx.app, body.email);

    const response = await decide(operator.session, id, 'confirm');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await statusOf(id)).toBe('confirmed');
    const seen = await request(ctx.app, partner.session, { method: 'GET', url: `/api/customer-manager/${id}` });
    expect(seen.json()).toMatchObject({ status: 'confirmed' });

    const audit = await ctx.app.db.selectFrom('audit_log').selectAll().where('subject_id', '=', id).execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'customer.confirm', subject_type: 'customer', actor_account_id: operator.accountId }),
    ]);
    const link = await request(ctx.app, null, { method: 'POST', url: '/api/customers/confirm', payload: { token } });
    expect(link.statusCode).toBe(404);
  });

  it("rejects a client; the partner sees the status and cannot register the client's email or INN again", async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const tag = marker();
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{ email: `rejected-${tag}@test.ru` }]);

    const response = await decide(operator.session, id, 'reject');
    expect(response.statusCode).toBe(204);
    expect(await statusOf(id)).toBe('rejected');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('subject_id', '=', id ?? '')
      .execute();
    expect(audit).toEqual([{ action: 'customer.reject', actor_account_id: operator.accountId }]);

    const again = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/customers',
      payload: customerBody({ email: `Rejected-${tag}@test.ru` }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CUSTOMER_REJECTED', message: CUSTOMER_MESSAGES.registrationRejected });
  });

  it('answers 404 to an unknown client and writes no audit row', async () => {
    const operator = await createOperator(ctx.app);
    const id = '00000000-0000-4000-8000-00000000abcd';
    const response = await decide(operator.session, id, 'confirm');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await ctx.app.db.selectFrom('audit_log').select('id').where('subject_id', '=', id).execute()).toEqual([]);
  });

  it('answers 400 to a malformed id and to an unknown decision', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    expect((await decide(operator.session, 'not-a-uuid', 'confirm')).statusCode).toBe(400);
    expect((await decide(operator.session, id, 'approve')).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('unconfirmed');
  });

  it('answers 403 to the partner of the client and 401 anonymously, and changes nothing', async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    expect((await decide(partner.session, id, 'confirm')).statusCode).toBe(403);
    expect((await decide(null, id, 'confirm')).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('unconfirmed');
  });
});
