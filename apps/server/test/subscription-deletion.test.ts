import { DELETION_MESSAGES, type DeployStatus } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ProvisionerError, type Provisioner } from '../src/ports/provisioner/provisioner.ts';
import { runDeletion, startDueDeletions } from '../src/services/subscription-deletion.service.ts';
import { canTransition, transition } from '../src/services/subscription-state.ts';
import { createActivePartner, createAccount, type TestAccount } from './support/factories.ts';
import { insertSubscription, waitForStatus } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });
const DAY_MS = 86_400_000;
const REASON = 'Клиент закрыл филиал';

const subscriptionOf = (partner: TestAccount, status: DeployStatus = 'DEPLOYED', serviceName?: string) =>
  insertSubscription(ctx.app, partner.partnerId ?? '', { status, ...(serviceName ? { serviceName } : {}) });

const row = (id: string) =>
  ctx.app.db
    .selectFrom('subscriptions')
    .select(['deploy_status', 'expiration_date', 'deletion_reason', 'deleted', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const remove = (partner: TestAccount, id: string, payload: unknown) =>
  request(ctx.app, partner.session, { method: 'DELETE', url: `/api/subscriptions/${id}`, payload: payload as object });

const cancel = (partner: TestAccount, id: string) =>
  request(ctx.app, partner.session, { method: 'PATCH', url: `/api/subscriptions/${id}`, payload: { cancelDeletion: true } });

const listed = async (partner: TestAccount) =>
  (await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions?filter=paid' })).json().items as Array<{
    subscriptionId: string;
    deployStatus: DeployStatus;
    expirationDate: string | null;
  }>;

describe('DELETE /api/subscriptions/{id} with days: a planned deletion', () => {
  it('sets the deletion date days ahead, keeps the subscription working, and the list shows the date', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    const before = Date.now();
    const response = await remove(partner, id, { delayDays: 3, reason: REASON });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ subscriptionId: id, deployStatus: 'DEPLOYED' });
    const planned = new Date(body.expirationDate).getTime();
    expect(planned).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(planned).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);

    expect(await row(id)).toMatchObject({ deploy_status: 'DEPLOYED', deletion_reason: REASON, deleted: false });
    expect((await listed(partner)).find((s) => s.subscriptionId === id)).toMatchObject({
      deployStatus: 'DEPLOYED',
      expirationDate: body.expirationDate,
    });

    // The date can be changed while the deletion is planned; the reason given first stays.
    const changed = await remove(partner, id, { delayDays: 7 });
    expect(changed.statusCode).toBe(200);
    expect(new Date(changed.json().expirationDate).getTime()).toBeGreaterThan(planned);
    expect((await row(id)).deletion_reason).toBe(REASON);
  });

  it('is cancelled by PATCH { cancelDeletion: true }, which then has nothing left to cancel', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    await remove(partner, id, { delayDays: 2, reason: REASON });

    const cancelled = await cancel(partner, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ subscriptionId: id, deployStatus: 'DEPLOYED', expirationDate: null });
    expect(await row(id)).toMatchObject({ deploy_status: 'DEPLOYED', expiration_date: null, deletion_reason: null });
    expect((await listed(partner)).find((s) => s.subscriptionId === id)?.expirationDate).toBeNull();

    const again = await cancel(partner, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NO_PLANNED_DELETION', message: DELETION_MESSAGES.nothingPlanned });
  });

  it('is started by the periodic job once its date has come, and not before', async () => {
    const partner = await createActivePartner(ctx.app);
    const soon = await subscriptionOf(partner);
    const later = await subscriptionOf(partner);
    const cancelled = await subscriptionOf(partner);
    await remove(partner, soon, { delayDays: 1 });
    await remove(partner, later, { delayDays: 3 });
    await remove(partner, cancelled, { delayDays: 1 });
    await cancel(partner, cancelled);

    // Run as the job would run two days from now; the real schedule (at real time) finds none of these due.
    const inTwoDays = new Date(Date.now() + 2 * DAY_MS);
    expect(await startDueDeletions(ctx.app.db, ctx.app.enqueue, inTwoDays)).toBe(1);
    await waitForStatus(ctx.app, soon, 'DELETED');
    expect((await row(later)).deploy_status).toBe('DEPLOYED');
    expect(await row(cancelled)).toMatchObject({ deploy_status: 'DEPLOYED', expiration_date: null });
    // A second run finds nothing more to start.
    expect(await startDueDeletions(ctx.app.db, ctx.app.enqueue, inTwoDays)).toBe(0);
  });
});

describe('DELETE /api/subscriptions/{id} with 0 days: delete at once', () => {
  it('goes DEPLOYED → DELETING → DELETED through the job, then leaves the lists and the counters', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    const counters = async () =>
      (await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions/payandtrialcustomers' })).json();
    expect((await counters()).paycustomers).toBe(1);

    const response = await remove(partner, id, { delayDays: 0, reason: REASON });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscriptionId: id, deployStatus: 'DELETING' });
    expect(['DELETING', 'DELETED']).toContain((await row(id)).deploy_status);

    await waitForStatus(ctx.app, id, 'DELETED');
    expect(await row(id)).toMatchObject({ deleted: true, deletion_reason: REASON });
    expect((await listed(partner)).map((s) => s.subscriptionId)).not.toContain(id);
    expect((await counters()).paycustomers).toBe(0);

    const twice = await remove(partner, id, { delayDays: 0 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'NOT_DEPLOYED', message: DELETION_MESSAGES.notDeployed });
  });

  it('deletes a subscription whose deletion was planned, and the cancel then comes too late', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    await remove(partner, id, { delayDays: 5, reason: REASON });
    expect((await remove(partner, id, { delayDays: 0 })).json().deployStatus).toBe('DELETING');
    const late = await cancel(partner, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DELETION_MESSAGES.alreadyDeleting);
    await waitForStatus(ctx.app, id, 'DELETED');
  });
});

describe('the deletion job', () => {
  it('ends in DELETE_FAILED with the platform’s error when the removal fails, and a rerun does nothing', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner, 'DELETING');
    let removals = 0;
    const failing: Provisioner = {
      deploy: async () => {},
      resize: async () => {},
      remove: async () => {
        removals += 1;
        throw new ProvisionerError('Платформа не смогла удалить информационную базу');
      },
    };
    await runDeletion(ctx.app.db, ctx.app.enqueue, failing, id);
    expect(await row(id)).toMatchObject({
      deploy_status: 'DELETE_FAILED',
      deleted: false,
      last_error: 'Платформа не смогла удалить информационную базу',
    });
    await runDeletion(ctx.app.db, ctx.app.enqueue, failing, id);
    expect(removals).toBe(1);
    expect((await listed(partner)).find((s) => s.subscriptionId === id)?.deployStatus).toBe('DELETE_FAILED');
  });
});

describe('a failed deletion', () => {
  it('is retried by DELETE with 0 days: DELETE_FAILED → DELETING → DELETED', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner, 'DELETE_FAILED');
    const response = await remove(partner, id, { delayDays: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscriptionId: id, deployStatus: 'DELETING' });
    await waitForStatus(ctx.app, id, 'DELETED');
    expect(await row(id)).toMatchObject({ deleted: true, last_error: null });
  });
});

describe('the subscription state machine', () => {
  it('refuses illegal transitions and applies a legal one only from the expected status', async () => {
    expect(canTransition('DEPLOYED', 'DELETING')).toBe(true);
    expect(canTransition('DELETING', 'DELETED')).toBe(true);
    expect(canTransition('DELETED', 'DELETING')).toBe(false);
    expect(canTransition('DEPLOYING', 'DELETING')).toBe(false);
    expect(canTransition('DELETING', 'DEPLOYED')).toBe(false);

    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner, 'DELETED');
    await expect(transition(ctx.app.db, id, 'DELETED', 'DELETING')).rejects.toThrow(/cannot go from DELETED to DELETING/);
    await expect(transition(ctx.app.db, id, 'DELETING', 'DEPLOYED')).rejects.toThrow();
    // Legal in itself, but the subscription is not DEPLOYED: nothing changes.
    expect(await transition(ctx.app.db, id, 'DEPLOYED', 'DELETING')).toBe(false);
    expect((await row(id)).deploy_status).toBe('DELETED');
  });
});

describe('who may delete what', () => {
  it('answers 401 to anonymous callers and 403 to an inactive partner', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, payload: { delayDays: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/subscriptions/${id}`, payload: { cancelDeletion: true } });
    expect(patch.statusCode).toBe(401);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
    expect((await remove(suspended, id, { delayDays: 1 })).statusCode).toBe(403);
    expect((await row(id)).expiration_date).toBeNull();
  });

  it('answers 404 for another partner’s subscription, exactly as for a missing one, and changes nothing', async () => {
    const owner = await createActivePartner(ctx.app);
    const stranger = await createActivePartner(ctx.app);
    const id = await subscriptionOf(owner);
    await remove(owner, id, { delayDays: 2 });

    const foreign = await remove(stranger, id, { delayDays: 0 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: DELETION_MESSAGES.notFound });
    expect((await cancel(stranger, id)).statusCode).toBe(404);
    expect((await remove(stranger, '00000000-0000-4000-8000-000000000000', { delayDays: 1 })).json()).toEqual(foreign.json());
    const after = await row(id);
    expect(after.deploy_status).toBe('DEPLOYED');
    expect(after.expiration_date).not.toBeNull();
  });

  it('answers 409 with a clear message when the subscription is not DEPLOYED', async () => {
    const partner = await createActivePartner(ctx.app);
    for (const status of ['INIT', 'DEPLOYING', 'DEPLOY_FAILED', 'DELETING', 'DELETE_FAILED'] as const) {
      const id = await subscriptionOf(partner, status);
      // A failed deletion may be retried at once (below), not planned.
      for (const delayDays of status === 'DELETE_FAILED' ? [3] : [0, 3]) {
        const response = await remove(partner, id, { delayDays });
        expect(response.statusCode, `${status}, ${delayDays} days`).toBe(409);
        expect(response.json()).toMatchObject({ code: 'NOT_DEPLOYED', message: 'Удалить можно только работающую подписку' });
      }
      expect(await row(id)).toMatchObject({ deploy_status: status, expiration_date: null });
    }
  });
});

describe('validation', () => {
  it('refuses 8 days, a reason of 5 characters, a missing day count and a wrong PATCH', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);

    const days = await remove(partner, id, { delayDays: 8, reason: REASON });
    expect(days.statusCode).toBe(400);
    expect(days.json().details).toEqual([{ field: 'delayDays', message: DELETION_MESSAGES.daysRange }]);

    const reason = await remove(partner, id, { delayDays: 1, reason: 'Плохо' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().details).toEqual([{ field: 'reason', message: 'Минимальное количество знаков сообщения: 10' }]);

    expect((await remove(partner, id, {})).statusCode).toBe(400);
    expect((await remove(partner, id, { delayDays: -1 })).statusCode).toBe(400);
    expect((await remove(partner, 'not-an-id', { delayDays: 1 })).statusCode).toBe(400);
    const patch = await request(ctx.app, partner.session, {
      method: 'PATCH',
      url: `/api/subscriptions/${id}`,
      payload: { cancelDeletion: false },
    });
    expect(patch.statusCode).toBe(400);
    expect(await row(id)).toMatchObject({ deploy_status: 'DEPLOYED', expiration_date: null, deletion_reason: null });
  });
});

describe('the API document', () => {
  it('describes the deletion calls with their schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const path = document.paths['/api/subscriptions/{id}'];
    expect(path.delete.requestBody.content['application/json'].schema.properties).toHaveProperty('delayDays');
    expect(path.patch.requestBody.content['application/json'].schema.properties).toHaveProperty('cancelDeletion');
  });
});
