/**
 * Infrastructure access (document 2 §3 "Infrastructure status", §4 "Infrastructure access"): a partner with no status
 * accepts the offer with a distributor chosen and waits (pending); the vendor's operator approves (on) or refuses;
 * access that is on can be suspended (off) and resumed. Only `on` unlocks the infrastructure (ROLE_IAS_USER); every
 * other state leads to the enrolment page.
 */
import { IAS_TEXTS } from './texts.ts';

/** The stored statuses; a partner without a row is `none` (the status call answers 404). */
export const IAS_STATUSES = ['pending', 'on', 'refused', 'off'] as const;
export type IasStatus = (typeof IAS_STATUSES)[number];
export const IAS_NONE = 'none';
export type IasState = IasStatus | typeof IAS_NONE;
export const IAS_STATES = [IAS_NONE, ...IAS_STATUSES] as const satisfies readonly IasState[];

/** The back office's queue filters: a status, or all of them. */
export const IAS_FILTERS = ['pending', 'on', 'refused', 'off', 'all'] as const;
export type IasFilter = (typeof IAS_FILTERS)[number];

/** Who may take an action: the partner requests, the vendor's operator decides. */
export type IasActor = 'partner' | 'operator';

export const IAS_ACTIONS = ['request', 'approve', 'refuse', 'suspend', 'resume'] as const;
export type IasAction = (typeof IAS_ACTIONS)[number];
/** The operator's actions, as the back office offers them. */
export const IAS_DECISIONS = ['approve', 'refuse', 'suspend', 'resume'] as const satisfies readonly IasAction[];
export type IasDecision = (typeof IAS_DECISIONS)[number];

type Transition = { from: readonly IasState[]; to: IasStatus; actor: IasActor; reasonRequired: boolean };

/**
 * The whole machine. A refused request may still be approved (the operator reconsiders); a partner cannot send a
 * second request once a status exists (document 2 §2: the submit button is disabled when a status already exists).
 */
export const IAS_TRANSITIONS = {
  request: { from: [IAS_NONE], to: 'pending', actor: 'partner', reasonRequired: false },
  approve: { from: ['pending', 'refused'], to: 'on', actor: 'operator', reasonRequired: false },
  refuse: { from: ['pending'], to: 'refused', actor: 'operator', reasonRequired: true },
  suspend: { from: ['on'], to: 'off', actor: 'operator', reasonRequired: true },
  resume: { from: ['off'], to: 'on', actor: 'operator', reasonRequired: false },
} as const satisfies Record<IasAction, Transition>;

export type IasTransitionResult = { ok: true; to: IasStatus } | { ok: false };

/** Where an action leads from a state, or that it is not allowed there. */
export function nextIasState(state: IasState, action: IasAction): IasTransitionResult {
  const transition: Transition = IAS_TRANSITIONS[action];
  return transition.from.includes(state) ? { ok: true, to: transition.to } : { ok: false };
}

/** The actions an actor can take in a state (the back office's buttons, the enrolment page's submit). */
export function availableIasActions(state: IasState, actor: IasActor): IasAction[] {
  return IAS_ACTIONS.filter((action) => {
    const transition: Transition = IAS_TRANSITIONS[action];
    return transition.actor === actor && transition.from.includes(state);
  });
}

/** The operator's decisions allowed in a state. */
export function availableIasDecisions(state: IasState): IasDecision[] {
  return IAS_DECISIONS.filter((decision) => nextIasState(state, decision).ok);
}

export function iasReasonRequired(action: IasAction): boolean {
  return IAS_TRANSITIONS[action].reasonRequired;
}

/** Only `on` unlocks the infrastructure: the partner's accounts hold ROLE_IAS_USER exactly then. */
export function grantsInfrastructure(state: IasState): boolean {
  return state === 'on';
}

/** What a transition does to the partner's ROLE_IAS_USER. */
export function iasRoleChange(from: IasState, to: IasState): 'grant' | 'revoke' | null {
  const before = grantsInfrastructure(from);
  const after = grantsInfrastructure(to);
  if (before === after) return null;
  return after ? 'grant' : 'revoke';
}

/** Document 2 §2: a status other than on leads to the enrolment page. */
export function leadsToEnrolment(state: IasState): boolean {
  return !grantsInfrastructure(state);
}

/** The enrolment page's submit button (document 2 §2): hidden when on, disabled when any status exists or while sending. */
export function enrolmentSubmitState(state: IasState, submitting: boolean): 'hidden' | 'disabled' | 'enabled' {
  if (state === 'on') return 'hidden';
  if (state !== IAS_NONE || submitting) return 'disabled';
  return 'enabled';
}

/** A single-use password link is valid for this long after it is sent. */
export const IAS_PASSWORD_LINK_TTL_HOURS = 72;

export type EnrolmentField = 'publicOfferAccepted' | 'distributor';

/**
 * Document 2 §5: the offer must be accepted, and a distributor chosen unless one is already set. The one rule of the
 * enrolment form and of the request's schema (zod-free, so the page checks it without loading zod).
 */
export function enrolmentProblems(
  request: { publicOfferAccepted: boolean; distributorChosen: boolean },
  distributorRequired: boolean,
): Partial<Record<EnrolmentField, string>> {
  return {
    ...(!request.publicOfferAccepted && { publicOfferAccepted: IAS_TEXTS.offerRequired }),
    ...(distributorRequired && !request.distributorChosen && { distributor: IAS_TEXTS.distributorRequired }),
  };
}
