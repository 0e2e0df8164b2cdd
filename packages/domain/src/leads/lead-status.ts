/**
 * The lead state machine (document 3 §4 "Lead status"): a common lead of the programme waits in the pool
 * (NON_DISPATCHED) until partners take it to work (APPLIED); the vendor's operator dispatches it to one of them
 * (DISPATCHED), or it returns to the pool when nobody dispatched it in time; the partner processes it (PROCESSED), and
 * it moves to paid (IN_PROD) by itself when the lead's client gets a paid subscription from that partner. A lead from a
 * partner's own site form is born DISPATCHED to that partner.
 */

export const LEAD_STATUSES = ['NON_DISPATCHED', 'APPLIED', 'DISPATCHED', 'PROCESSED', 'IN_PROD'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from: the programme's common pool or a partner's own site form. */
export const LEAD_SOURCES = ['programme', 'site'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_EVENTS = ['apply', 'release', 'dispatch', 'process', 'toProduction'] as const;
export type LeadEvent = (typeof LEAD_EVENTS)[number];

/** Who causes an event: a partner, the vendor's operator, or the portal itself (a timer, a paid subscription). */
export type LeadActor = 'partner' | 'operator' | 'system';

type Transition = { from: readonly LeadStatus[]; to: LeadStatus; actor: LeadActor };

export const LEAD_TRANSITIONS = {
  // A partner takes a common lead to work; more partners may ask while nobody has been chosen.
  apply: { from: ['NON_DISPATCHED', 'APPLIED'], to: 'APPLIED', actor: 'partner' },
  // Nobody dispatched it within the set time: back to the pool.
  release: { from: ['APPLIED'], to: 'NON_DISPATCHED', actor: 'system' },
  dispatch: { from: ['APPLIED'], to: 'DISPATCHED', actor: 'operator' },
  process: { from: ['DISPATCHED'], to: 'PROCESSED', actor: 'partner' },
  // The lead's client got a paid subscription from its partner.
  toProduction: { from: ['DISPATCHED', 'PROCESSED'], to: 'IN_PROD', actor: 'system' },
} as const satisfies Record<LeadEvent, Transition>;

export type LeadTransitionResult = { ok: true; to: LeadStatus } | { ok: false };

/** Where an event leads from a status, or that it is not allowed there. */
export function nextLeadStatus(status: LeadStatus, event: LeadEvent): LeadTransitionResult {
  const transition: Transition = LEAD_TRANSITIONS[event];
  return transition.from.includes(status) ? { ok: true, to: transition.to } : { ok: false };
}

/** The status a new lead is born with. */
export function initialLeadStatus(source: LeadSource): LeadStatus {
  return source === 'site' ? 'DISPATCHED' : 'NON_DISPATCHED';
}

/** Only a DISPATCHED lead can be processed; every other status shows 'processed' with the button disabled (§4). */
export function canProcessLead(status: LeadStatus): boolean {
  return nextLeadStatus(status, 'process').ok;
}

/** A lead still in the programme's pool (not yet given to a partner): its contacts stay hidden from partners. */
export function isCommonLead(status: LeadStatus): boolean {
  return status === 'NON_DISPATCHED' || status === 'APPLIED';
}

/**
 * How long a taken lead waits for the operator's dispatch before it returns to the pool by itself (decision 023),
 * counted from the first partner's application. Three days cover a weekend: an application sent on Friday evening is
 * still there on Monday morning.
 */
export const LEAD_APPLICATION_TTL_HOURS = 72;
export const LEAD_APPLICATION_TTL_MS = LEAD_APPLICATION_TTL_HOURS * 3_600_000;

/** When the applications for a lead first applied for at `appliedAt` lapse (the lead returns to the pool then). */
export function applicationsExpireAt(appliedAt: Date): Date {
  return new Date(appliedAt.getTime() + LEAD_APPLICATION_TTL_MS);
}

/**
 * The status a lead has at `now`: an APPLIED lead whose applications have lapsed is back in the pool even before the
 * periodic job has written it (the reads apply the same rule, so it is exact whatever the job's delay).
 */
export function effectiveLeadStatus(status: LeadStatus, appliedAt: Date | null, now: Date): LeadStatus {
  if (status !== 'APPLIED' || appliedAt === null) return status;
  if (applicationsExpireAt(appliedAt).getTime() > now.getTime()) return status;
  const released = nextLeadStatus(status, 'release');
  return released.ok ? released.to : status;
}

/** The status a lead shows after `event`, refusing the events its effective status does not allow. */
export function leadEventAt(status: LeadStatus, appliedAt: Date | null, event: LeadEvent, now: Date): LeadTransitionResult {
  return nextLeadStatus(effectiveLeadStatus(status, appliedAt, now), event);
}
