import { sql } from 'kysely';
import { CONVERSION_MESSAGES, isOnTrial, ORDER_MESSAGES, TRIAL_DAY_MS, TRIAL_ENDING_NOTICE_DAYS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { removeEndedDemos, sendTrialEndingLetters, settleEndedTrials, settleTrials } from '../src/services/trial-end.service.ts';
import { createActivePartner, type TestAccount } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

/** Orders a kit (by its index among the service's kits) for a client and waits until it is deployed. */
async function ordered(partner: TestAccount, service: string, kitIndex: number, customerId?: string) {
  const customer = customerId ?? (await createConfirmedCustomer(ctx.app, partner.partnerId ?? ''));
  const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', service, kitIndex);
  const response = await request(ctx.app, partner.session, {
    method: 'POST',
    url: '/api/1c_ecw_application/order',
    payload: orderBody(customer, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 2]], `База ${service}`),
  });
  return { response, customerId: customer, kit };
}

async function deployed(partner: TestAccount, service: string, kitIndex: number, customerId?: string) {
  const { response, customerId: customer } = await ordered(partner, service, kitIndex, customerId);
  expect(response.statusCode).toBe(201);
  const id: string = response.json().subscriptionId;
  await waitForStatus(ctx.app, id, 'DEPLOYED');
  const row = await ctx.app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { id, customerId: customer, trialEnd: row.trial_end as Date, row };
}

const rowOf = (id: string) => ctx.app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const at = (base: Date, days: number) => new Date(base.getTime() + days * TRIAL_DAY_MS);

async function list(partner: TestAccount, filter: 'paid' | 'trial') {
  const body = (await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions?filter=${filter}` })).json();
  return { ids: (body.items as Array<{ subscriptionId: string }>).map((s) => s.subscriptionId), total: body.total as number };
}

const lettersTo = (email: string) =>
  ctx.app.db.selectFrom('mail_outbox').select(['kind', 'subject', 'body_text']).where('to_address', '=', email).execute();

describe('a production kit with trial data', () => {
  it('runs free until its trial ends, then moves from the trial list to the paid list by itself', async () => {
    const partner = await createActivePartner(ctx.app);
    const before = Date.now();
    // «1С:CRM КОРП»'s production kits give their workplaces a 30-day trial.
    const trial = await deployed(partner, 'crm', 0);
    expect(trial.row).toMatchObject({ usage_mode: 'PRODUCTION', on_trial: true });
    expect(trial.trialEnd.getTime() - (trial.row.trial_start as Date).getTime()).toBe(30 * TRIAL_DAY_MS);
    expect((trial.row.trial_start as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(partner, 'trial')).ids).toEqual([trial.id]);
    expect(await list(partner, 'paid')).toEqual({ ids: [], total: 0 });
    const counters = async () =>
      (await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions/payandtrialcustomers' })).json();
    expect(await counters()).toEqual({ paycustomers: 0, trialcustomers: 1 });

    // Nothing moves before the end.
    await settleEndedTrials(ctx.app.db, at(trial.trialEnd, -0.01));
    expect((await rowOf(trial.id)).on_trial).toBe(true);

    expect(await settleEndedTrials(ctx.app.db, new Date(trial.trialEnd.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await rowOf(trial.id)).on_trial).toBe(false);
    expect(await list(partner, 'trial')).toEqual({ ids: [], total: 0 });
    expect(await list(partner, 'paid')).toEqual({ ids: [trial.id], total: 1 });
    // A rerun finds nothing left to settle.
    expect(await settleEndedTrials(ctx.app.db, new Date(trial.trialEnd.getTime() + 1000))).toBe(0);
    expect((await rowOf(trial.id)).on_trial).toBe(false);
  });

  it('gives one trial per client and service: the next production kit is paid at once, the demo refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { service, kit } = await kitOf(ctx.app, partner.session, 'grm', 'crm', 0);
    const trialTime = async () =>
      (
        await request(ctx.app, partner.session, {
          method: 'GET',
          url: `/api/trial-time?servicePackageId=${kit.serviceKitId}&customerId=${customerId}&serviceId=${service.serviceId}`,
        })
      ).json();
    // The order form learns the production kit's trial, and that it is gone once used.
    expect(await trialTime()).toEqual({ trialLength: 30, period: 'd' });
    const first = await deployed(partner, 'crm', 0, customerId);
    expect(await trialTime()).toEqual({ trialLength: 0, period: 'd' });
    const second = await deployed(partner, 'crm', 1, first.customerId);
    expect(second.row).toMatchObject({ trial_start: null, trial_end: null, on_trial: false });
    const demo = await ordered(partner, 'crm', 2, first.customerId);
    expect(demo.response.statusCode).toBe(400);
    expect(demo.response.json().message).toBe(ORDER_MESSAGES.trialUsed);
    // A kit without trial data gives none.
    expect((await deployed(partner, 'bp', 0)).row).toMatchObject({ trial_end: null, on_trial: false });
  });

  it('is classified in the database by the same rule as the domain’s isOnTrial', async () => {
    const now = new Date();
    const cases = [
      { usageMode: 'DEMONSTRATION', trialEnd: at(now, 3) },
      { usageMode: 'DEMONSTRATION', trialEnd: at(now, -3) },
      { usageMode: 'DEMONSTRATION', trialEnd: null },
      { usageMode: 'PRODUCTION', trialEnd: at(now, 3) },
      { usageMode: 'PRODUCTION', trialEnd: at(now, -3) },
      { usageMode: 'PRODUCTION', trialEnd: null },
    ] as const;
    for (const c of cases) {
      const { on } = await sql<{ on: boolean }>`select subscription_on_trial(${c.usageMode}, ${c.trialEnd}, ${now}) as on`
        .execute(ctx.app.db)
        .then((r) => r.rows[0] ?? { on: null });
      expect(on, JSON.stringify(c)).toBe(isOnTrial(c, now));
    }
  });
});

describe('a demo that ends', () => {
  it('is removed through the deletion path at its end, with its usage closed', async () => {
    const partner = await createActivePartner(ctx.app);
    const demo = await deployed(partner, 'zup', 2);
    expect(demo.row.usage_mode).toBe('DEMONSTRATION');
    await removeEndedDemos(ctx.app.db, ctx.app.enqueue, at(demo.trialEnd, -0.01));
    expect((await rowOf(demo.id)).deploy_status).toBe('DEPLOYED');

    expect(await removeEndedDemos(ctx.app.db, ctx.app.enqueue, new Date(demo.trialEnd.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(['DELETING', 'DELETED']).toContain((await rowOf(demo.id)).deploy_status);
    await waitForStatus(ctx.app, demo.id, 'DELETED');
    expect(await rowOf(demo.id)).toMatchObject({
      deleted: true,
      deletion_reason: CONVERSION_MESSAGES.demoEnded,
      expiration_date: demo.trialEnd,
    });
    const open = await ctx.app.db
      .selectFrom('usage_ledger')
      .select('id')
      .where('subscription_id', '=', demo.id)
      .where('active_to', 'is', null)
      .execute();
    expect(open).toEqual([]);
    expect((await list(partner, 'trial')).ids).not.toContain(demo.id);
    expect(await removeEndedDemos(ctx.app.db, ctx.app.enqueue, new Date(demo.trialEnd.getTime() + 1000))).toBe(0);
  });
});

describe('the letter before the end', () => {
  it(`goes to the partner ${TRIAL_ENDING_NOTICE_DAYS} days before a demo or a trial ends, once`, async () => {
    const partner = await createActivePartner(ctx.app);
    const demo = await deployed(partner, 'ut', 2);
    const trial = await deployed(partner, 'crm', 0);

    await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(demo.trialEnd, -(TRIAL_ENDING_NOTICE_DAYS + 0.5)));
    expect(await lettersTo(partner.email)).toEqual([]);

    expect(await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(demo.trialEnd, -2))).toBeGreaterThanOrEqual(1);
    await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(demo.trialEnd, -1));
    const demoLetters = await lettersTo(partner.email);
    expect(demoLetters).toHaveLength(1);
    expect(demoLetters[0]).toMatchObject({ kind: 'trial.demo-ending', subject: 'Демо-версия «1С:Управление торговлей» скоро закончится' });
    expect(demoLetters[0]?.body_text).toContain('Перейти на платную версию');
    expect((await rowOf(demo.id)).trial_letter_sent_at).not.toBeNull();

    await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(trial.trialEnd, -0.5));
    const all = await lettersTo(partner.email);
    expect(all.map((l) => l.kind).sort()).toEqual(['trial.demo-ending', 'trial.ending']);
    expect(all.find((l) => l.kind === 'trial.ending')?.body_text).toContain('станет платной');
  });

  it('is never sent for a demo converted or deleted, nor after the end', async () => {
    const partner = await createActivePartner(ctx.app);
    const converted = await deployed(partner, 'college', 2);
    const deleted = await deployed(partner, 'uc', 2);
    const late = await deployed(partner, 'hotel', 2);
    await ctx.app.db
      .insertInto('provisioner_failures')
      .values({ partner_id: partner.partnerId ?? '' })
      .execute();
    // Being converted (its paid one not deployed yet) is enough.
    const conversion = await request(ctx.app, partner.session, {
      method: 'POST',
      url: `/api/subscriptions/${converted.id}/convert`,
      payload: {},
    });
    expect(conversion.statusCode).toBe(201);
    const removal = await request(ctx.app, partner.session, {
      method: 'DELETE',
      url: `/api/subscriptions/${deleted.id}`,
      payload: { delayDays: 0 },
    });
    expect(removal.statusCode).toBe(200);
    await waitForStatus(ctx.app, deleted.id, 'DELETED');

    // After the end nothing goes, whatever the state.
    await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(late.trialEnd, 0.5));
    expect(await lettersTo(partner.email)).toEqual([]);
    // Within the days before the end, only the working demo that is neither converted nor deleted is announced.
    await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(converted.trialEnd, -1));
    await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue, at(deleted.trialEnd, -1));
    expect((await lettersTo(partner.email)).map((l) => l.subject)).toEqual(['Демо-версия «1С:Отель» скоро закончится']);
    expect((await rowOf(converted.id)).trial_letter_sent_at).toBeNull();
    expect((await rowOf(deleted.id)).trial_letter_sent_at).toBeNull();
  });
});

describe('the job trials.settle', () => {
  it('settles trials, removes ended demos and writes the letters in one run', async () => {
    const partner = await createActivePartner(ctx.app);
    const trial = await deployed(partner, 'crm', 0);
    const run = await settleTrials(ctx.app.db, ctx.app.enqueue, new Date(trial.trialEnd.getTime() + 1000));
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(run).toHaveProperty('removed');
    expect(run).toHaveProperty('letters');
    expect((await rowOf(trial.id)).on_trial).toBe(false);
  });
});
