/**
 * The partner lock (document 2 §3 Partner lock, §4 "Partner lock"): a distributor revokes (blocks) or grants (approves)
 * a partner. The lock record's own status is ACTIVE while the partner is blocked and INACTIVE otherwise; the list shows
 * it mapped (ACTIVE → BLOCKED, INACTIVE → ACTIVE), and anything else, a change still being carried out, as UPDATING.
 */

/** The lock record's status: ACTIVE means the lock is in force (the partner is blocked). */
export const LOCK_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type LockStatus = (typeof LOCK_STATUSES)[number];
/** What the lock-state call answers while a requested change has not been carried out yet. */
export const LOCK_PENDING = 'PENDING';
export type LockState = LockStatus | typeof LOCK_PENDING;

/** The partner's status as the partner list shows it. */
export const PARTNER_STATUSES = ['ACTIVE', 'BLOCKED', 'UPDATING'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** grant approves (unblocks), revoke blocks. */
export const LOCK_ACTIONS = ['grant', 'revoke'] as const;
export type LockAction = (typeof LOCK_ACTIONS)[number];

/** After a change the list re-reads the lock every second (document 2 §4) … */
export const LOCK_POLL_MS = 1000;
/** … and gives up after this many reads, telling the user to refresh. */
export const LOCK_POLL_LIMIT = 30;

/** The display mapping of document 2 §4: lock ACTIVE/INACTIVE → BLOCKED/ACTIVE; anything else reads updating. */
export function partnerStatusOf(lock: LockState | null | undefined): PartnerStatus {
  if (lock === 'ACTIVE') return 'BLOCKED';
  if (lock === 'INACTIVE') return 'ACTIVE';
  return 'UPDATING';
}

/** The lock status an action leads to. */
export function lockStatusAfter(action: LockAction): LockStatus {
  return action === 'revoke' ? 'ACTIVE' : 'INACTIVE';
}

/** The row's button: pause (revoke) on an active partner, play (grant) on a blocked one, none while updating. */
export function actionFor(status: PartnerStatus): LockAction | null {
  if (status === 'ACTIVE') return 'revoke';
  if (status === 'BLOCKED') return 'grant';
  return null;
}

/** Whether a partner whose lock is in this state is blocked: refused orders, changes and client registration. */
export function isBlocked(lock: LockStatus): boolean {
  return lock === 'ACTIVE';
}

export type LockRequestDecision =
  /** A change to carry out. */
  | { kind: 'change'; to: LockStatus }
  /** Already so, or the same change already under way: nothing new is done (the request is idempotent). */
  | { kind: 'unchanged' }
  /** Another change is under way: this one must wait for it. */
  | { kind: 'busy' };

/**
 * Decides a lock request against the partner's lock: the same action twice is answered once, an action opposite to
 * one still being carried out is refused until it is done.
 */
export function decideLockRequest(current: LockStatus, pending: LockAction | null, action: LockAction): LockRequestDecision {
  if (pending !== null) return pending === action ? { kind: 'unchanged' } : { kind: 'busy' };
  const to = lockStatusAfter(action);
  return to === current ? { kind: 'unchanged' } : { kind: 'change', to };
}

/** The lock-state answer's status: PENDING while a change is under way, else the lock record's own. */
export function lockStateOf(current: LockStatus, pending: LockAction | null): LockState {
  return pending === null ? current : LOCK_PENDING;
}
