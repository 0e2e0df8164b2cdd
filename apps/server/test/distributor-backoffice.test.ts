/**
 * API tests of the vendor's side of distributors (issue 11): distributors with their partners, attaching a partner to
 * another distributor (audit log; the previous one then answers 404), every block and unblock; 400, 401, 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createOperator, waitFor, type TestAccount } from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });

let operator: TestAccount;
let first: TestAccount;
let second: TestAccount;
let partner: TestAccount;
const exchangeOf = async (id: string) =>
  (await ctx.app.db.selectFrom('partners').select('unique_exchange_id').where('id', '=', id).executeTakeFirstOrThrow()).unique_exchange_id;

beforeAll(async () => {
  const asDistributor = { authorities: ['ROLE_DISTRIBUTOR' as const], partner: { status: 'on' as const, kind: 'distributor' as const } };
  operator = await createOperator(ctx.app);
  first = await createAccount(ctx.app, asDistributor);
  second = await createAccount(ctx.app, asDistributor);
  partner = await createActivePartner(ctx.app);
  await ctx.app.db
    .updateTable('partners')
    .set({ distributor_id: first.partnerId })
    .where('id', '=', partner.partnerId ?? '')
    .execute();
});

describe('the back office of distributors', () => {
  it('lists distributors with their partners and each one’s partners', async () => {
    const list = await get(operator.session, '/api/backoffice/distributors');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(expect.objectContaining({ id: first.partnerId, partners: 1, blocked: 0 }));
    const partners = await get(operator.session, `/api/backoffice/distributors/${first.partnerId ?? ''}/partners`);
    expect(partners.json().items.map((p: { id: string }) => p.id)).toEqual([partner.partnerId]);
  });

  it('attaches a partner to another distributor, in the audit log; the previous distributor no longer finds it', async () => {
    const csrf = { method: 'PUT' as const, url: `/api/backoffice/partners/${partner.partnerId ?? ''}/distributor` };
    const moved = await request(ctx.app, operator.session, { ...csrf, payload: { distributorId: second.partnerId } });
    expect(moved.statusCode, moved.body).toBe(204);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('subject_id', '=', partner.partnerId ?? '')
      .execute();
    expect(audit).toEqual([{ action: 'partner.attached', actor_account_id: operator.accountId }]);
    const attachment = await ctx.app.db
      .selectFrom('partner_attachments')
      .selectAll()
      .where('partner_id', '=', partner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    expect(attachment).toMatchObject({
      distributor_id: second.partnerId,
      previous_distributor_id: first.partnerId,
      attached_by: operator.accountId,
    });
    expect((await get(first.session, `/api/distributor-manager/locks/${partner.partnerId ?? ''}`)).statusCode).toBe(404);
    expect((await get(second.session, `/api/distributor-manager/locks/${partner.partnerId ?? ''}`)).statusCode).toBe(200);

    expect((await request(ctx.app, operator.session, { ...csrf, payload: { distributorId: 'x' } })).statusCode).toBe(400);
    expect((await request(ctx.app, operator.session, { ...csrf, payload: { distributorId: partner.partnerId } })).statusCode).toBe(400);
    expect((await request(ctx.app, first.session, { ...csrf, payload: { distributorId: first.partnerId } })).statusCode).toBe(403);
    expect((await request(ctx.app, null, { ...csrf, payload: { distributorId: first.partnerId } })).statusCode).toBe(401);
  });

  it('lists every block and unblock with who asked and when it was carried out', async () => {
    const exchange = await exchangeOf(second.partnerId ?? '');
    const url = `/api/distributor-manager/distributors/${exchange}/partners/${partner.partnerId ?? ''}`;
    expect(
      (await request(ctx.app, second.session, { method: 'PUT', url, payload: { action: 'revoke', reason: 'Проверка' } })).statusCode,
    ).toBe(200);
    await waitFor(async () => {
      const list = (await get(operator.session, '/api/backoffice/lock-changes')).json();
      return list.items.some((c: { reason: string; appliedAt: string | null }) => c.reason === 'Проверка' && c.appliedAt !== null);
    });
    const list = (await get(operator.session, '/api/backoffice/lock-changes?size=5')).json();
    expect(list.items[0]).toMatchObject({ action: 'revoke', reason: 'Проверка', requestedBy: second.email });
    expect((await get(second.session, '/api/backoffice/lock-changes')).statusCode).toBe(403);
    expect((await get(null, '/api/backoffice/distributors')).statusCode).toBe(401);
    expect((await get(operator.session, '/api/backoffice/lock-changes?page=-1')).statusCode).toBe(400);
  });
});
