/**
 * API tests of the distributor's partner list, lock state and lock change (issue 11): search, status, pages, the
 * durable job that carries a change out once, the block's effect on the partner (refused order, change and client
 * registration with the reason, the block in its participation, a letter), each call's 400, 401/403, and 404 for
 * another distributor's partner.
 */
import { randomUUID } from 'node:crypto';
import { partnerListSchema, partnerLockSchema, PARTNER_BLOCKED_CODE, type PartnerList } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLockChange } from '../src/repositories/distributor.repository.ts';
import { applyLockChange, resendStaleLockChanges } from '../src/services/partner-lock.service.ts';
import { createAccount, createActivePartner, createOperator, customerBody, waitFor, type TestAccount } from './support/factories.ts';
import { changeBody, deployedSubscription, putChange } from './support/subscriptions.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

type Distributor = TestAccount & { distributorId: string; exchangeId: string };

async function createDistributorWithId(): Promise<Distributor> {
  const account = await createAccount(ctx.app, { authorities: ['ROLE_DISTRIBUTOR'], partner: { status: 'on', kind: 'distributor' } });
  const distributorId = account.partnerId ?? '';
  const row = await ctx.app.db
    .selectFrom('partners')
    .select('unique_exchange_id')
    .where('id', '=', distributorId)
    .executeTakeFirstOrThrow();
  return { ...account, distributorId, exchangeId: row.unique_exchange_id };
}

/** An active partner attached to the distributor, with a city and an address to search by. */
async function attachedPartner(distributor: Distributor, place: { name?: string; city?: string; address?: string } = {}) {
  const partner = await createActivePartner(ctx.app);
  await ctx.app.db
    .updateTable('partners')
    .set({
      distributor_id: distributor.distributorId,
      ...(place.name && { name: place.name }),
      city: place.city ?? 'Томск',
      region_code: '70',
      address: place.address ?? 'ул. Ленина, 1',
    })
    .where('id', '=', partner.partnerId ?? '')
    .execute();
  return partner;
}

const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const listUrl = (d: Distributor, query = '') => `/api/distributor-manager/distributors/${d.exchangeId}/partners${query ? `?${query}` : ''}`;
async function list(d: Distributor, query = ''): Promise<PartnerList> {
  const response = await get(d.session, listUrl(d, query));
  expect(response.statusCode, response.body).toBe(200);
  return partnerListSchema.parse(response.json());
}
const change = (d: Distributor, partnerId: string, payload: object, session: Session | null = d.session) =>
  request(ctx.app, session, { method: 'PUT', url: `/api/distributor-manager/distributors/${d.exchangeId}/partners/${partnerId}`, payload });
async function lockOf(d: Distributor, partnerId: string) {
  const response = await get(d.session, `/api/distributor-manager/locks/${partnerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return partnerLockSchema.parse(response.json());
}
async function waitForLock(d: Distributor, partnerId: string, status: 'ACTIVE' | 'INACTIVE') {
  await waitFor(async () => (await lockOf(d, partnerId)).status === status);
}

let siberia: Distributor;
let other: Distributor;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  siberia = await createDistributorWithId();
  other = await createDistributorWithId();
});

describe('GET /api/distributor-manager/distributors/{partnerExchangeId}/partners', () => {
  it("lists only the distributor's partners by name, 10 a page, with the total and the code 200", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `ООО «${tag} ${String(i).padStart(2, '0')}»`);
    for (const name of names) await attachedPartner(siberia, { name });
    const foreign = await attachedPartner(other, { name: `ООО «${tag} чужой»` });

    const first = await list(siberia, `q=${encodeURIComponent(tag)}`);
    expect(first).toMatchObject({ code: 200, total: 12, page: 0, size: 10 });
    expect(first.items.map((p) => p.name)).toEqual(names.slice(0, 10));
    expect(first.items[0]).toMatchObject({ status: 'ACTIVE', city: 'Томск', regionCode: '70', address: 'ул. Ленина, 1', lockDate: null });
    const second = await list(siberia, `q=${encodeURIComponent(tag)}&page=1`);
    expect(second.items.map((p) => p.name)).toEqual(names.slice(10));
    expect([...first.items, ...second.items].map((p) => p.id)).not.toContain(foreign.partnerId);
  });

  it('finds by code and by address, and filters by status', async () => {
    const partner = await attachedPartner(siberia, { name: `ООО «${tag} Адрес»`, address: `пр. ${tag}-Мира, 7` });
    const row = await ctx.app.db
      .selectFrom('partners')
      .select('partner_code')
      .where('id', '=', partner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    expect((await list(siberia, `q=${row.partner_code}`)).items.map((p) => p.id)).toEqual([partner.partnerId]);
    expect((await list(siberia, `q=${encodeURIComponent(`${tag}-мира`)}`)).items.map((p) => p.id)).toEqual([partner.partnerId]);
    expect((await list(siberia, `q=${encodeURIComponent(tag)}&status=BLOCKED`)).total).toBe(0);
    expect((await list(siberia, `q=${encodeURIComponent(tag)}&status=ACTIVE`)).total).toBe(13);
  });

  it('answers 400 to a bad status or page, 401 without a session, 403 to a partner or an operator, 404 to another exchange id', async () => {
    expect((await get(siberia.session, listUrl(siberia, 'status=LOCKED'))).statusCode).toBe(400);
    expect((await get(siberia.session, listUrl(siberia, 'page=-1'))).statusCode).toBe(400);
    expect((await get(null, listUrl(siberia))).statusCode).toBe(401);
    const partner = await createActivePartner(ctx.app);
    expect((await get(partner.session, listUrl(siberia))).statusCode).toBe(403);
    const operator = await createOperator(ctx.app);
    expect((await get(operator.session, listUrl(siberia))).statusCode).toBe(403);
    expect((await get(siberia.session, listUrl(other))).statusCode).toBe(404);
  });
});

describe('block and unblock', () => {
  it('revokes with a reason through the job: PENDING, then blocked with the date, reason, who, a letter and an audit entry', async () => {
    const partner = await attachedPartner(siberia, { name: `ООО «${tag} Блок»` });
    const partnerId = partner.partnerId ?? '';
    const response = await change(siberia, partnerId, { action: 'revoke', reason: 'Задолженность по оплате' });
    expect(response.statusCode, response.body).toBe(200);
    expect(['PENDING', 'ACTIVE']).toContain(response.json().status);
    await waitForLock(siberia, partnerId, 'ACTIVE');

    const lock = await lockOf(siberia, partnerId);
    expect(lock).toMatchObject({ status: 'ACTIVE', lockReason: 'Задолженность по оплате', unlockDate: null });
    expect(lock.lockDate).not.toBeNull();
    const row = (await list(siberia, `q=${encodeURIComponent(`${tag} Блок`)}`)).items[0];
    expect(row).toMatchObject({ status: 'BLOCKED', lockReason: 'Задолженность по оплате' });
    expect((await list(siberia, `q=${encodeURIComponent(tag)}&status=BLOCKED`)).items.map((p) => p.id)).toEqual([partnerId]);

    const stored = await ctx.app.db
      .selectFrom('partners')
      .select(['locked_by', 'lock_change_id'])
      .where('id', '=', partnerId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ locked_by: siberia.accountId, lock_change_id: null });
    const audit = await ctx.app.db.selectFrom('audit_log').select('action').where('subject_id', '=', partnerId).execute();
    expect(audit.map((a) => a.action)).toEqual(['partner.blocked']);
    await waitFor(async () => {
      const letters = await ctx.app.db
        .selectFrom('mail_outbox')
        .select('body_text')
        .where('to_address', '=', partner.email)
        .where('kind', '=', 'partner.blocked')
        .execute();
      return letters.some((l) => l.body_text.includes('Задолженность по оплате'));
    });

    // The same revoke again changes nothing.
    expect((await change(siberia, partnerId, { action: 'revoke', reason: 'Еще раз' })).json()).toMatchObject({
      status: 'ACTIVE',
      lockReason: 'Задолженность по оплате',
    });

    const unblock = await change(siberia, partnerId, { action: 'grant', reason: 'Оплачено' });
    expect(unblock.statusCode).toBe(200);
    await waitForLock(siberia, partnerId, 'INACTIVE');
    expect(await lockOf(siberia, partnerId)).toMatchObject({
      status: 'INACTIVE',
      unlockReason: 'Оплачено',
      lockReason: 'Задолженность по оплате',
    });
    await waitFor(async () => {
      const letters = await ctx.app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', partner.email)
        .where('kind', '=', 'partner.unblocked')
        .execute();
      return letters.length === 1;
    });
  });

  it('refuses a block without a reason, an unknown action and a bad id with 400', async () => {
    const partner = await attachedPartner(siberia);
    const partnerId = partner.partnerId ?? '';
    const noReason = await change(siberia, partnerId, { action: 'revoke', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'reason', message: 'Укажите причину блокировки' }] });
    expect((await change(siberia, partnerId, { action: 'lock', reason: 'x' })).statusCode).toBe(400);
    expect((await change(siberia, 'not-a-uuid', { action: 'grant' })).statusCode).toBe(400);
    expect((await get(siberia.session, '/api/distributor-manager/locks/not-a-uuid')).statusCode).toBe(400);
  });

  it("answers 404 for another distributor's partner in the lock state and the lock change, and 401/403 to others", async () => {
    const foreign = await attachedPartner(other);
    const foreignId = foreign.partnerId ?? '';
    expect((await get(siberia.session, `/api/distributor-manager/locks/${foreignId}`)).statusCode).toBe(404);
    expect((await change(siberia, foreignId, { action: 'revoke', reason: 'Чужой' })).statusCode).toBe(404);
    // Another distributor's exchange id in the path, with its own partner: 404 too.
    const ours = await attachedPartner(siberia);
    const wrongPath = await request(ctx.app, siberia.session, {
      method: 'PUT',
      url: `/api/distributor-manager/distributors/${other.exchangeId}/partners/${ours.partnerId ?? ''}`,
      payload: { action: 'revoke', reason: 'x' },
    });
    expect(wrongPath.statusCode).toBe(404);
    expect(
      (await ctx.app.db.selectFrom('partners').select('lock_status').where('id', '=', foreignId).executeTakeFirstOrThrow()).lock_status,
    ).toBe('INACTIVE');

    expect((await get(null, `/api/distributor-manager/locks/${ours.partnerId ?? ''}`)).statusCode).toBe(401);
    expect((await change(siberia, ours.partnerId ?? '', { action: 'revoke', reason: 'x' }, null)).statusCode).toBe(401);
    expect((await get(ours.session, `/api/distributor-manager/locks/${ours.partnerId ?? ''}`)).statusCode).toBe(403);
    expect((await change(siberia, ours.partnerId ?? '', { action: 'revoke', reason: 'x' }, ours.session)).statusCode).toBe(403);
  });

  it('carries a change out once even when its job runs twice or was lost, and refuses an opposite change meanwhile', async () => {
    const partner = await attachedPartner(siberia);
    const partnerId = partner.partnerId ?? '';
    // A change recorded without a job, as if the process died right after the request's commit.
    const changeId = await ctx.app.db.transaction().execute((trx) =>
      insertLockChange(trx, {
        partnerId,
        distributorId: siberia.distributorId,
        action: 'revoke',
        reason: 'Потерянная задача',
        requestedBy: siberia.accountId,
      }),
    );
    expect((await lockOf(siberia, partnerId)).status).toBe('PENDING');
    const busy = await change(siberia, partnerId, { action: 'grant' });
    expect(busy.statusCode).toBe(409);
    // The same action while pending is the same change.
    expect((await change(siberia, partnerId, { action: 'revoke', reason: 'Снова' })).json().status).toBe('PENDING');

    const later = new Date(Date.now() + 120_000);
    expect(await resendStaleLockChanges(ctx.app.db, ctx.app.boss, later)).toBeGreaterThanOrEqual(1);
    await waitForLock(siberia, partnerId, 'ACTIVE');
    expect(await applyLockChange(ctx.app.db, ctx.app.boss, { changeId }, 'http://portal.test')).toBe(false);
    const audit = await ctx.app.db.selectFrom('audit_log').select('action').where('subject_id', '=', partnerId).execute();
    expect(audit).toHaveLength(1);
    expect((await lockOf(siberia, partnerId)).lockReason).toBe('Потерянная задача');
  });
});

describe("a blocked partner's portal", () => {
  it('refuses orders, changes and client registration with the reason, shows the block, and works again once unblocked', async () => {
    const partner = await attachedPartner(siberia);
    const partnerId = partner.partnerId ?? '';
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 2 });
    await change(siberia, partnerId, { action: 'revoke', reason: 'Нарушение условий договора' });
    await waitForLock(siberia, partnerId, 'ACTIVE');

    const participation = (await get(partner.session, '/api/participation')).json();
    expect(participation.block).toMatchObject({ reason: 'Нарушение условий договора' });

    const registration = await request(ctx.app, partner.session, { method: 'POST', url: '/api/customers', payload: customerBody() });
    expect(registration.statusCode).toBe(403);
    expect(registration.json()).toMatchObject({
      code: PARTNER_BLOCKED_CODE,
      message: expect.stringContaining('Нарушение условий договора'),
    });

    const resize = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    expect(resize.statusCode).toBe(403);
    expect(resize.json().code).toBe(PARTNER_BLOCKED_CODE);

    const order = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/1c_ecw_application/order',
      payload: {
        customerId: subscription.customerId,
        offerDeskId: 'grm',
        serviceKitId: subscription.serviceKitId,
        serviceOptions: [{ serviceOptionId: subscription.seatOptionId }],
        subscriptionProperties: [{ name: 'infoBaseName', value: 'Вторая', propertyGroup: '1c_ecw_application' }],
      },
    });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toMatchObject({ code: PARTNER_BLOCKED_CODE, message: expect.stringContaining('Нарушение условий договора') });

    // Its clients' working subscriptions keep running.
    const running = await ctx.app.db
      .selectFrom('subscriptions')
      .select('deploy_status')
      .where('id', '=', subscription.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(running.deploy_status).toBe('DEPLOYED');

    await change(siberia, partnerId, { action: 'grant' });
    await waitForLock(siberia, partnerId, 'INACTIVE');
    expect((await get(partner.session, '/api/participation')).json().block).toBeNull();
    const again = await request(ctx.app, partner.session, { method: 'POST', url: '/api/customers', payload: customerBody() });
    expect(again.statusCode, again.body).toBe(201);
  });
});
