/**
 * Trials that end (document 1 §4 Subscription deployStatus, §9 demo kit expiration; document 2 §4; document 3 §4, §9;
 * decision 013): when a trial ends, which list a subscription belongs to, when the partner is told, and the seat counts
 * of a demo turned into a paid subscription. Pure rules and texts, without schemas, so lists show them without zod.
 */
import type { ServiceOption } from './catalogue.ts';
import { TRIAL_ENDING_NOTICE_DAYS } from './subscription-management-texts.ts';

/** A trial day is 86,400,000 ms (document 2 §9, document 3 §9). */
export const TRIAL_DAY_MS = 86_400_000;

type UsageMode = 'PRODUCTION' | 'DEMONSTRATION';
type Moment = Date | string;
const time = (moment: Moment): number => (typeof moment === 'string' ? Date.parse(moment) : moment.getTime());

/** Days of a kit's expiration period such as '15d' (also 'Nm' months of 31 days), or null. */
export function expirationDays(period: string | null): number | null {
  const match = period?.match(/^(\d+)([dm])$/);
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'm' ? 31 : 1);
}

/**
 * The days of free use a production kit gives from the trial data of the options ordered (count above zero): the
 * longest of them ('Nd' days, 'Nm' months of 31 days, as a kit's expirationPeriod), or null when none carries a trial.
 */
export function productionTrialDays(lines: ReadonlyArray<{ option: Pick<ServiceOption, 'trialData'>; count: number }>): number | null {
  let longest: number | null = null;
  for (const { option, count } of lines) {
    const { trial, trialLength, period } = option.trialData;
    if (count <= 0 || !trial || !trialLength) continue;
    const days = expirationDays(`${trialLength}${period ?? 'd'}`);
    if (days && days > (longest ?? 0)) longest = days;
  }
  return longest;
}

/** The end of a trial of `days` days that starts at `start`. */
export function trialEndAfter(start: Date, days: number): Date {
  return new Date(start.getTime() + days * TRIAL_DAY_MS);
}

/** A trial runs while its end is later than now (document 1 §4): free until trialEnd, paid from then on. */
export function isTrialRunning(trialEnd: Moment | null, now: Date): boolean {
  return trialEnd !== null && time(trialEnd) > now.getTime();
}

/**
 * The one rule of the lists (decision 013): a subscription is on trial — in the trial list, free, counted among the
 * trial clients — when it is a demo (for its whole life: a demo is never paid and is removed when it ends) or when
 * its trial still runs. Everything else is paid. The database keeps it as `subscriptions.on_trial` (set when a row is
 * written, cleared each minute by the job `trials.settle` for the trials that ended), so lists page by an index.
 */
export function isOnTrial(subscription: { usageMode: UsageMode; trialEnd: Moment | null }, now: Date): boolean {
  return subscription.usageMode === 'DEMONSTRATION' || isTrialRunning(subscription.trialEnd, now);
}

/** The partner is told of a trial's end once, from TRIAL_ENDING_NOTICE_DAYS before it until it ends. */
export function isTrialEndingNoticeDue(trialEnd: Moment, now: Date): boolean {
  const end = time(trialEnd);
  return now.getTime() >= end - TRIAL_ENDING_NOTICE_DAYS * TRIAL_DAY_MS && now.getTime() < end;
}

/**
 * The counts of the paid subscription a demo becomes: each option of the production kit keeps the demo's count of
 * the option with the same resource code (the same workplaces), or its minimum when the demo had none, clamped to the
 * production option's bounds.
 */
export function conversionLines<T extends Pick<ServiceOption, 'resourceCode' | 'minUsageCount' | 'maxUsageCount'>>(
  demo: ReadonlyArray<{ resourceCode: string; count: number }>,
  kitOptions: ReadonlyArray<T>,
): Array<{ option: T; count: number }> {
  const demoCounts = new Map<string, number>();
  for (const { resourceCode, count } of demo) demoCounts.set(resourceCode, (demoCounts.get(resourceCode) ?? 0) + count);
  return kitOptions.map((option) => {
    const wanted = demoCounts.get(option.resourceCode) ?? option.minUsageCount;
    return { option, count: Math.min(option.maxUsageCount, Math.max(option.minUsageCount, wanted)) };
  });
}

/** A demo whose paid subscription is being deployed: it closes once that one is; lists poll it meanwhile. */
export function isConverting(subscription: { usageMode: UsageMode; deployStatus: string; convertedTo: string | null }): boolean {
  return subscription.usageMode === 'DEMONSTRATION' && subscription.deployStatus === 'DEPLOYED' && subscription.convertedTo !== null;
}

/** A demo's status while its paid subscription deploys (lists). */
export const CONVERTING_LABEL = 'Переходит на платную версию';
