/**
 * Trials that end (decision 013), run each minute by the durable job `trials.settle`; every function takes `now`, so
 * tests (and a late run) decide for any moment:
 * - a production trial that ended leaves the trial list for the paid one (`on_trial` cleared: the list totals follow
 *   through their trigger);
 * - a demo that ended is removed through the deletion path (DEPLOYED → DELETING → the removal job), unless it is
 *   being converted;
 * - the partner gets a letter TRIAL_ENDING_NOTICE_DAYS before a demo or a trial ends, once, never for a demo being
 *   converted or anything no longer working.
 * Each works in batches, each item in its own short transaction, and a rerun does nothing twice.
 */
import type { Enqueue } from './enqueue.ts';
import { CONVERSION_MESSAGES, formatDateTime, TRIAL_DAY_MS, TRIAL_ENDING_NOTICE_DAYS } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { trialEndingLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { emitWebhookEvent } from './webhook.service.ts';
import { transition } from './subscription-state.ts';

const BATCH = 500;

/** Production trials whose end has come leave the trial list; returns how many. */
export async function settleEndedTrials(db: Db, now: Date = new Date()): Promise<number> {
  let settled = 0;
  for (;;) {
    // The complement of isOnTrial for the rows still on trial: a production subscription whose trial is over.
    const result = await db
      .updateTable('subscriptions')
      .set({ on_trial: false })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('subscriptions')
          .select('id')
          .where('on_trial', '=', true)
          .where('usage_mode', '=', 'PRODUCTION')
          .where('trial_end', '<=', now)
          .limit(BATCH),
      )
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    settled += count;
    if (count < BATCH) return settled;
  }
}

/** Demos whose end has come are removed (the deletion job does it); returns how many removals started. */
export async function removeEndedDemos(db: Db, enqueue: Enqueue, now: Date = new Date()): Promise<number> {
  let started = 0;
  for (;;) {
    const due = await db
      .selectFrom('subscriptions')
      .select(['id', 'trial_end as trialEnd'])
      .where('usage_mode', '=', 'DEMONSTRATION')
      .where('deploy_status', '=', 'DEPLOYED')
      .where('trial_end', '<=', now)
      .where('converted_to', 'is', null)
      .orderBy('trial_end')
      .limit(BATCH)
      .execute();
    for (const { id, trialEnd } of due) {
      // The state machine refuses a demo that meanwhile was converted, deleted or is being removed.
      const moved = await db.transaction().execute(async (trx) => {
        const ok = await transition(trx, id, 'DEPLOYED', 'DELETING', {
          expirationDate: trialEnd ?? now,
          deletionReason: CONVERSION_MESSAGES.demoEnded,
        });
        if (ok) await enqueue.deletion(trx, id);
        return ok;
      });
      if (moved) started += 1;
    }
    if (due.length < BATCH) return started;
  }
}

/** Letters to the partners of the demos and trials ending within TRIAL_ENDING_NOTICE_DAYS; returns how many. */
export async function sendTrialEndingLetters(db: Db, enqueue: Enqueue, now: Date = new Date()): Promise<number> {
  let sent = 0;
  const horizon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * TRIAL_DAY_MS);
  for (;;) {
    const due = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('trial_end', 'is not', null)
      .where('trial_letter_sent_at', 'is', null)
      .where('deploy_status', '=', 'DEPLOYED')
      .where('converted_to', 'is', null)
      .where('trial_end', '>', now)
      .where('trial_end', '<=', horizon)
      .orderBy('trial_end')
      .limit(BATCH)
      .execute();
    for (const { id } of due) if (await sendTrialEndingLetter(db, enqueue, id, now)) sent += 1;
    if (due.length < BATCH) return sent;
  }
}

/** Marks the letter sent and queues it, in one transaction: a rerun or a second worker finds it marked. */
async function sendTrialEndingLetter(db: Db, enqueue: Enqueue, subscriptionId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('subscriptions')
      .set({ trial_letter_sent_at: now })
      .where('id', '=', subscriptionId)
      .where('trial_letter_sent_at', 'is', null)
      .where('deploy_status', '=', 'DEPLOYED')
      .where('converted_to', 'is', null)
      .returning(['partner_id', 'customer_id', 'usage_mode', 'service_name', 'service_kit_name', 'trial_end'])
      .executeTakeFirst();
    if (!marked?.trial_end) return false;
    const [partner, customer] = await Promise.all([
      trx.selectFrom('partners').select('email').where('id', '=', marked.partner_id).executeTakeFirstOrThrow(),
      trx.selectFrom('customers').select('name').where('id', '=', marked.customer_id).executeTakeFirstOrThrow(),
    ]);
    await queueLetter(
      trx,
      enqueue,
      trialEndingLetter(partner.email, {
        demo: marked.usage_mode === 'DEMONSTRATION',
        customerName: customer.name,
        serviceName: marked.service_name,
        serviceKitName: marked.service_kit_name,
        trialEnd: formatDateTime(marked.trial_end),
      }),
    );
    await emitWebhookEvent(trx, enqueue, marked.partner_id, 'trial.ending', {
      subscriptionId,
      customerId: marked.customer_id,
      serviceName: marked.service_name,
      demo: marked.usage_mode === 'DEMONSTRATION',
      trialEnd: marked.trial_end.toISOString(),
    });
    return true;
  });
}

/** One run of the job `trials.settle`. */
export async function settleTrials(db: Db, enqueue: Enqueue, now: Date = new Date()) {
  return {
    settled: await settleEndedTrials(db, now),
    removed: await removeEndedDemos(db, enqueue, now),
    letters: await sendTrialEndingLetters(db, enqueue, now),
  };
}
