/**
 * API tests of the distributor's partner list, lock state and lock change (issue 11): search, status, pages, the
 * durable job that carries a change out once, the block's effect on the partner (refused order, change and client
 * registration with the reason, the block in its participation, a letter), each call's 400, 401/403, and 404 for
 * another distributor's partner; the list's totals without a search (counters kept by a trigger, migration 0021) stay
 * equal to the partners each status filter finds through applications, the vendor's attach and lock changes.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  partnerListSchema,
  partnerLockSchema,
  partnerStatusOf,
  PARTNER_BLOCKED_CODE,
  PARTNER_STATUSES,
  type PartnerList,
  type PartnerStatus,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLockChange } from '../src/repositories/distributor.repository.ts';
import { insertPartner } from '../src/repositories/partner.repository.ts';
import { applyLockChange, resendStaleLockChanges } from '../src/services/partner-lock.service.ts';
import {
  applicationBody,
  createAccount,
  createActivePartner,
  createOperator,
  customerBody,
  waitFor,
  type TestAccount,
} from './support/factories.ts';
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
    expect(await resendStaleLockChanges(ctx.app.db, ctx.app.enqueue, later)).toBeGreaterThanOrEqual(1);
    await waitForLock(siberia, partnerId, 'ACTIVE');
    expect(await applyLockChange(ctx.app.db, ctx.app.enqueue, { changeId }, 'http://portal.test')).toBe(false);
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

type Totals = Record<'all' | PartnerStatus, number>;

/** A recount of the distributor's partners by the status the domain gives each (partnerStatusOf). */
async function recount(distributorId: string): Promise<Totals> {
  const rows = await ctx.app.db
    .selectFrom('partners')
    .select(['lock_status', 'lock_change_id'])
    .where('distributor_id', '=', distributorId)
    .where('kind', '=', 'partner')
    .execute();
  const totals = { all: rows.length, ACTIVE: 0, BLOCKED: 0, UPDATING: 0 };
  for (const row of rows) totals[partnerStatusOf(row.lock_change_id ? null : row.lock_status)] += 1;
  return totals;
}

/**
 * The totals the list answers without a search, one per status filter, after checking each against the rows the
 * filter finds and against a recount.
 */
async function totalsOf(d: Distributor): Promise<Totals> {
  const expected = await recount(d.distributorId);
  const totals = { all: 0, ACTIVE: 0, BLOCKED: 0, UPDATING: 0 };
  for (const status of ['all', ...PARTNER_STATUSES] as const) {
    const page = await list(d, `status=${status}&size=1000`);
    expect(page.total, status).toBe(page.items.length);
    expect(page.total, status).toBe(expected[status]);
    totals[status] = page.total;
  }
  return totals;
}

describe("the list's totals without a search", () => {
  it('follow applications naming the distributor, the vendor attaching a partner elsewhere, and blocks and unblocks', async () => {
    const north = await createDistributorWithId();
    const south = await createDistributorWithId();
    await ctx.app.db.updateTable('partners').set({ distributor_listed: true }).where('id', '=', north.distributorId).execute();
    expect(await totalsOf(north)).toEqual({ all: 0, ACTIVE: 0, BLOCKED: 0, UPDATING: 0 });

    // An application that chose the distributor is its partner from the start (under review: not blocked).
    const applicant = await createAccount(ctx.app);
    const distributor = { type: 'grm', uniqueExchangeId: north.exchangeId, partner: { name: 'Север' } };
    const applied = await request(ctx.app, applicant.session, {
      method: 'POST',
      url: '/api/participation',
      payload: applicationBody({ distributor }),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const first = await attachedPartner(north);
    const second = await attachedPartner(north);
    expect(await totalsOf(north)).toEqual({ all: 3, ACTIVE: 3, BLOCKED: 0, UPDATING: 0 });

    // A block reads UPDATING until its job carries it out, then BLOCKED.
    const firstId = first.partnerId ?? '';
    await ctx.app.db.transaction().execute((trx) =>
      insertLockChange(trx, {
        partnerId: firstId,
        distributorId: north.distributorId,
        action: 'revoke',
        reason: 'Долг',
        requestedBy: north.accountId,
      }),
    );
    expect(await totalsOf(north)).toEqual({ all: 3, ACTIVE: 2, BLOCKED: 0, UPDATING: 1 });
    await resendStaleLockChanges(ctx.app.db, ctx.app.enqueue, new Date(Date.now() + 120_000));
    await waitForLock(north, firstId, 'ACTIVE');
    expect(await totalsOf(north)).toEqual({ all: 3, ACTIVE: 2, BLOCKED: 1, UPDATING: 0 });

    // The vendor moves the blocked partner to another distributor: it leaves one's totals and joins the other's.
    const operator = await createOperator(ctx.app);
    const attach = (partnerId: string, distributorId: string) =>
      request(ctx.app, operator.session, {
        method: 'PUT',
        url: `/api/backoffice/partners/${partnerId}/distributor`,
        payload: { distributorId },
      });
    expect((await attach(firstId, south.distributorId)).statusCode).toBe(204);
    expect(await totalsOf(north)).toEqual({ all: 2, ACTIVE: 2, BLOCKED: 0, UPDATING: 0 });
    expect(await totalsOf(south)).toEqual({ all: 1, ACTIVE: 0, BLOCKED: 1, UPDATING: 0 });
    // Attaching to the distributor it already has changes nothing.
    expect((await attach(firstId, south.distributorId)).statusCode).toBe(204);
    expect(await totalsOf(south)).toEqual({ all: 1, ACTIVE: 0, BLOCKED: 1, UPDATING: 0 });

    // Unblocked through the API by its new distributor, and a second partner blocked by the first.
    expect((await change(south, firstId, { action: 'grant' })).statusCode).toBe(200);
    await waitForLock(south, firstId, 'INACTIVE');
    const secondId = second.partnerId ?? '';
    expect((await change(north, secondId, { action: 'revoke', reason: 'Нарушение' })).statusCode).toBe(200);
    await waitForLock(north, secondId, 'ACTIVE');
    expect(await totalsOf(south)).toEqual({ all: 1, ACTIVE: 1, BLOCKED: 0, UPDATING: 0 });
    expect(await totalsOf(north)).toEqual({ all: 2, ACTIVE: 1, BLOCKED: 1, UPDATING: 0 });

    // A page past the end still answers the filter's total.
    expect(await list(north, 'status=BLOCKED&page=5')).toMatchObject({ items: [], total: 1 });
    expect(await list(north, 'page=5')).toMatchObject({ items: [], total: 2 });
  });

  it('stay equal to a count of the partners through any sequence of writes to them', async () => {
    const distributors = [await createDistributorWithId(), await createDistributorWithId()];
    const partners: string[] = [];
    for (let i = 0; i < 4; i++) partners.push((await createActivePartner(ctx.app)).partnerId ?? '');
    const partner = fc.integer({ min: 0, max: partners.length - 1 }).map((i) => partners[i] ?? '');
    const write = fc.oneof(
      fc.record({ kind: fc.constant('attach' as const), partner, to: fc.integer({ min: -1, max: distributors.length - 1 }) }),
      fc.record({ kind: fc.constant('lock' as const), partner, status: fc.constantFrom('ACTIVE' as const, 'INACTIVE' as const) }),
      fc.record({ kind: fc.constant('pending' as const), partner, on: fc.boolean() }),
      fc.record({ kind: fc.constant('insert' as const), to: fc.integer({ min: 0, max: distributors.length - 1 }) }),
    );
    const counters = async () => {
      const rows = await ctx.app.db
        .selectFrom('partner_stats')
        .select([
          'partner_id as id',
          'distributor_partners_all as all',
          'distributor_partners_active as ACTIVE',
          'distributor_partners_blocked as BLOCKED',
          'distributor_partners_updating as UPDATING',
        ])
        .where(
          'partner_id',
          'in',
          distributors.map((d) => d.distributorId),
        )
        .execute();
      return distributors.map((d) => {
        const { id: _id, ...totals } = rows.find((r) => r.id === d.distributorId) ?? { id: '', all: 0, ACTIVE: 0, BLOCKED: 0, UPDATING: 0 };
        return totals;
      });
    };
    const counted = () => Promise.all(distributors.map((d) => recount(d.distributorId)));
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 12 }), async (writes) => {
        for (const w of writes) {
          if (w.kind === 'attach') {
            const to = distributors[w.to]?.distributorId ?? null;
            await ctx.app.db.updateTable('partners').set({ distributor_id: to }).where('id', '=', w.partner).execute();
          } else if (w.kind === 'lock') {
            await ctx.app.db.updateTable('partners').set({ lock_status: w.status }).where('id', '=', w.partner).execute();
          } else if (w.kind === 'pending') {
            const owner = distributors[0]?.distributorId ?? '';
            const changeId = w.on
              ? (
                  await ctx.app.db
                    .insertInto('partner_lock_changes')
                    .values({ partner_id: w.partner, distributor_id: owner, action: 'revoke', reason: 'Проверка', requested_by: null })
                    .returning('id')
                    .executeTakeFirstOrThrow()
                ).id
              : null;
            await ctx.app.db.updateTable('partners').set({ lock_change_id: changeId }).where('id', '=', w.partner).execute();
          } else {
            const id = await insertPartner(ctx.app.db, {
              kind: 'partner',
              name: `ООО «Новый ${randomUUID().slice(0, 6)}»`,
              contactName: 'Новиков Новик',
              email: `${randomUUID()}@example.ru`,
              phone: '8 912 345 67 89',
              distributorId: distributors[w.to]?.distributorId ?? null,
              status: null,
            });
            partners.push(id);
          }
          // After each write: the database carries its state from one run to the next, so the first write that puts
          // a counter wrong is the one reported.
          expect(await counters(), JSON.stringify(w)).toEqual(await counted());
        }
      }),
      { numRuns: 30 },
    );
  });
});
