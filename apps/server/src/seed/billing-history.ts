/**
 * The demo world's billing history: the twelve months up to the latest one due are closed into invoices, as the
 * schedule would have closed them on their 5th, so the details page, the home page's chart and the operator's invoice
 * list have past months to show. No letters go out for them.
 */
import { addMonths } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { closeMonth, latestDueMonth } from '../services/invoice.service.ts';

export const DEMO_HISTORY_MONTHS = 12;

export async function seedBillingHistory(db: Db, now: Date): Promise<void> {
  const latest = latestDueMonth(now);
  for (let back = DEMO_HISTORY_MONTHS - 1; back >= 0; back -= 1) {
    await closeMonth(db, addMonths(latest, -back), { enqueue: null, portalUrl: '' }, now);
  }
}
