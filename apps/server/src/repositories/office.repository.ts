/** The navbar's counters: customers with paid and trial subscriptions, own and common leads. */
import { sql } from 'kysely';
import { OWN_USE_DESKS, type LeadCounts, type PayAndTrialCustomers } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { countLeadLists } from './lead.repository.ts';

export type PartnerScope = { partnerId: string };

export async function countPayAndTrialCustomers(db: Db, scope: PartnerScope): Promise<PayAndTrialCustomers> {
  const row = await db
    .selectFrom('subscriptions')
    .select([
      // Paid as the paid list decides (on_trial, decision 013: a trial that ended is paid); on trial while it runs.
      sql<number>`count(distinct customer_id) filter (where not on_trial)::int`.as('paycustomers'),
      sql<number>`count(distinct customer_id) filter (where trial_end > now())::int`.as('trialcustomers'),
    ])
    .where('partner_id', '=', scope.partnerId)
    .where('deleted', '=', false)
    .where('deploy_status', 'not in', ['DELETED'])
    // What the partner ordered on the desks 'Партнерам' and 1С:ОИ is for itself, not for a client.
    .where((eb) => eb.or([eb('offer_desk_id', 'is', null), eb('offer_desk_id', 'not in', OWN_USE_DESKS)]))
    .executeTakeFirstOrThrow();
  return { paycustomers: Number(row.paycustomers), trialcustomers: Number(row.trialcustomers) };
}

/**
 * Document 1: my leads (dispatched: given to the partner and not yet processed, decision 031) and common leads
 * (non-dispatched: the pool's length), read from the counters the triggers of migrations 0061 and 0094 keep.
 */
export async function countLeads(db: Db, scope: PartnerScope): Promise<LeadCounts> {
  const { dispatched, pool } = await countLeadLists(db, scope);
  return { dispatchedLength: dispatched, nonDispatchedLength: pool };
}
