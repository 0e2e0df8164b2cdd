/**
 * The demo world's subscriptions, each as the portal would have made it: the subscription with its options and
 * infobase, its creating order (or conversion) with lines, the change orders applied since with theirs, and usage-ledger
 * intervals that replay to its counts — opened when it was deployed, moved by each change, closed when it was removed.
 * Dates go months back, so billing has history to price.
 */
import {
  expirationDays,
  needsInfoBase,
  optionLinesTotal,
  sanitizeInfoBaseName,
  TRIAL_DAY_MS,
  trialEndAfter,
  type ServiceOption,
} from '@portal/domain';
import { listOptions } from '../repositories/catalogue.repository.ts';
import { insertOrderLines } from '../repositories/order.repository.ts';
import { insertSubscriptionOptions } from '../repositories/subscription.repository.ts';
import { changeOptionInterval, closeSubscriptionIntervals } from '../repositories/usage-ledger.repository.ts';
import type { Db } from '../db/database.ts';

/** Counts by the option's resource code. */
export type Counts = Record<string, number>;

export type SubscriptionPlan = {
  /** The counts ordered; by default one workplace of an application (the options of the service's own category). */
  counts?: Counts;
  /** When it was deployed (ordered a minute before); by default 3 days ago. */
  since?: Date;
  /** Changes applied since, each setting the counts of the options it names. */
  changes?: Array<{ at: Date; counts: Counts }>;
  /** A trial; a demo kit's runs its expirationPeriod from `since` unless given. */
  trial?: { start: Date; end: Date };
  /** The letter before the trial's end already went then. */
  trialLetterSentAt?: Date;
  isDirect?: boolean;
  /** A prepaid option: its months from a date. */
  prepaid?: { code: string; from: string; months: number };
  /** Removed then: DELETED, out of the lists, its usage closed. */
  deletedAt?: Date;
  /** The demo this paid subscription was converted from (its order is a conversion). */
  convertedFrom?: string;
  infoBaseName?: string;
  comment?: { text: string; by: string; at: Date };
};

const MINUTE_MS = 60_000;

export function subscriber(trx: Db, partnerId: string, now: Date) {
  return async function subscribe(customerId: string, service: string, kitName: string, plan: SubscriptionPlan = {}): Promise<string> {
    const kit = await trx
      .selectFrom('service_kits as k')
      .innerJoin('services as s', 's.id', 'k.service_id')
      .select([
        's.id as serviceId',
        'k.id as kitId',
        's.offer_desk_id as desk',
        's.resource_category as category',
        'k.usage_mode as usageMode',
        'k.expiration_period as period',
      ])
      .where('s.name', '=', service)
      .where('k.name', '=', kitName)
      .executeTakeFirstOrThrow();
    const options = await listOptions(trx, [kit.kitId]);
    const since = plan.since ?? new Date(now.getTime() - 3 * TRIAL_DAY_MS);
    const ordered = new Date(since.getTime() - MINUTE_MS);
    const initial: Counts =
      plan.counts ?? Object.fromEntries(options.filter((o) => o.resourceCategory === kit.category).map((o) => [o.resourceCode, 1]));
    // The counts after each change, the last being the subscription's own.
    const steps = [{ at: since, counts: initial }];
    for (const change of plan.changes ?? []) steps.push({ at: change.at, counts: { ...steps.at(-1)?.counts, ...change.counts } });
    const final = steps.at(-1)?.counts ?? initial;
    const linesOf = (counts: Counts) => options.map((option) => ({ option, count: counts[option.resourceCode] ?? 0 }));
    const total = optionLinesTotal(linesOf(final), now);
    const held = options.filter((o) => steps.some((step) => (step.counts[o.resourceCode] ?? 0) > 0));
    if (held.some((o) => (final[o.resourceCode] ?? 0) === 0)) throw new Error(`demo world: an option of ${service} dropped to zero`);

    const demoDays = kit.usageMode === 'DEMONSTRATION' ? expirationDays(kit.period) : null;
    const trial = plan.trial ?? (demoDays ? { start: since, end: trialEndAfter(since, demoDays) } : null);
    const { id } = await trx
      .insertInto('subscriptions')
      .values({
        partner_id: partnerId,
        customer_id: customerId,
        service_id: kit.serviceId,
        service_kit_id: kit.kitId,
        offer_desk_id: kit.desk,
        service_name: service,
        service_kit_name: kitName,
        usage_mode: kit.usageMode,
        deploy_status: plan.deletedAt ? 'DELETED' : 'DEPLOYED',
        deleted: Boolean(plan.deletedAt),
        price: total.partner,
        client_price: total.client,
        created_at: ordered,
        start_date: since,
        expiration_date: plan.deletedAt ?? null,
        trial_start: trial?.start ?? null,
        trial_end: trial?.end ?? null,
        trial_letter_sent_at: plan.trialLetterSentAt ?? null,
        is_direct: plan.isDirect ?? false,
        converted_from: plan.convertedFrom ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSubscriptionOptions(trx, id, linesOf(final));
    if (needsInfoBase(kit.category)) {
      await trx
        .insertInto('subscription_properties')
        .values({
          subscription_id: id,
          name: 'infoBaseName',
          value: sanitizeInfoBaseName(plan.infoBaseName ?? service.replace('1С:', '')),
          property_group: kit.category,
        })
        .execute();
    }
    const optionIds = new Map(
      (await trx.selectFrom('subscription_options').select(['id', 'service_option_id']).where('subscription_id', '=', id).execute()).map(
        (o) => [o.service_option_id, o.id],
      ),
    );

    // The creating order (or the conversion), then each change: its order, its lines and the ledger it moved.
    let before: Counts = {};
    for (const [index, step] of steps.entries()) {
      const kind = index > 0 ? 'change' : plan.convertedFrom ? 'convert' : 'create';
      const changed = held.filter((o) => (before[o.resourceCode] ?? 0) !== (step.counts[o.resourceCode] ?? 0));
      const after = optionLinesTotal(linesOf(step.counts), step.at);
      const { id: orderId } = await trx
        .insertInto('orders')
        .values({
          partner_id: partnerId,
          customer_id: customerId,
          subscription_id: id,
          kind,
          status: 'APPLIED',
          price: after.partner,
          client_price: after.client,
          created_at: new Date(step.at.getTime() - MINUTE_MS),
          applied_at: step.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertOrderLines(
        trx,
        orderId,
        changed.map((option) => lineOf(option, before, step.counts)),
      );
      for (const option of changed) {
        const subscriptionOptionId = optionIds.get(option.serviceOptionId) ?? '';
        const ledgerOption = { subscriptionOptionId, subscriptionId: id, serviceOptionId: option.serviceOptionId, partnerId, customerId };
        await changeOptionInterval(trx, ledgerOption, step.counts[option.resourceCode] ?? 0, step.at, orderId);
      }
      before = step.counts;
    }
    if (plan.deletedAt) await closeSubscriptionIntervals(trx, id, plan.deletedAt);
    if (plan.prepaid) {
      const option = options.find((o) => o.resourceCode === plan.prepaid?.code);
      await trx
        .updateTable('subscription_options')
        .set({ prepaid_from: plan.prepaid.from, prepaid_months: plan.prepaid.months })
        .where('subscription_id', '=', id)
        .where('service_option_id', '=', option?.serviceOptionId ?? '')
        .execute();
    }
    if (plan.comment) {
      await trx
        .insertInto('subscription_comments')
        .values({ subscription_id: id, text: plan.comment.text, updated_by: plan.comment.by, updated_at: plan.comment.at })
        .execute();
    }
    return id;
  };
}

function lineOf(option: ServiceOption, before: Counts, after: Counts) {
  return { option, before: before[option.resourceCode] ?? 0, after: after[option.resourceCode] ?? 0 };
}
