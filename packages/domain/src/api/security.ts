/** Messages and limits of the access rules and login throttling (hardening of roles, login and methods). */

export const SECURITY_MESSAGES = {
  /** An operator or a distributor tries to apply to (or edit) the partner programme. */
  applicationForbiddenForRole: 'Сотрудник вендора или дистрибьютор не может подавать заявку на участие в партнерской программе',
  /** An operator decides an application, a client or a request of its own. */
  ownDecisionForbidden: 'Нельзя принимать решение по собственной заявке, клиенту или запросу',
} as const;

export const SECURITY_CODES = {
  roleConflict: 'ROLE_CONFLICT',
  ownDecision: 'OWN_DECISION',
} as const;

/** Failed logins per e-mail within the window before the account's logins are refused until the window ends. */
export const LOGIN_ACCOUNT_MAX_FAILURES = 10;
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;

/** Minutes to announce for a wait, rounded up: never "0 мин." */
export function retryAfterMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** The 429 answer of a throttled login, saying when to try again. */
export function loginThrottledMessage(retryAfterMs: number): string {
  return `Слишком много попыток входа. Повторите через ${retryAfterMinutes(retryAfterMs)} мин.`;
}
