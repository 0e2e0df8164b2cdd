/** Timers and thresholds of the spec, in one place (document 1 §9, document 3 §9). */
export const VALIDATION_FLAG_DELAY_MS = 300;
export const LOGIN_CHECK_DELAY_MS = 700;
export const QUANTITY_CLAMP_DELAY_MS = 300;
export const NUMBER_RESET_DELAY_MS = 500;
export const SCROLL_UP_THRESHOLD_PX = 800;
export const TOAST_MIN_MS = 2000;
export const TOAST_MAX_MS = 6000;
export const TOAST_DEFAULT_MS = 4000;
export const COPY_TOAST_MS = 2000;
export const ORDER_FORM_TTL_MS = 600_000;
export const DEPLOY_STATUS_POLL_MS = 5000;

/** Clamp a toast's duration into the spec's 2 to 6 seconds. */
export function toastDuration(ms: number = TOAST_DEFAULT_MS): number {
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, ms));
}
