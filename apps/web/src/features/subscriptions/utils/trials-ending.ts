/** Trials that end within the coming days (the home page's "this week"), the soonest first. */
import type { Subscription } from '@portal/domain';

export const TRIALS_ENDING_DAYS = 7;
const DAY_MS = 86_400_000;

export function trialsEndingWithin<T extends Pick<Subscription, 'trialEnd'>>(
  subscriptions: ReadonlyArray<T>,
  now: Date,
  days: number = TRIALS_ENDING_DAYS,
): T[] {
  const from = now.getTime();
  const to = from + days * DAY_MS;
  return subscriptions
    .filter((subscription) => {
      const end = subscription.trialEnd ? Date.parse(subscription.trialEnd) : Number.NaN;
      return end >= from && end <= to;
    })
    .sort((a, b) => Date.parse(a.trialEnd ?? '') - Date.parse(b.trialEnd ?? ''));
}
