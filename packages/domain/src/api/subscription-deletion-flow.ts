/**
 * How a subscription is deleted and what re-reading it after a deletion request found (document 1 §4), apart from the
 * texts the lists show.
 */
import { LICENCE_CATEGORIES } from '../cloud/categories.ts';

/** The detail page's deletion texts (the lists show none of them). */
export const DELETION_FLOW_MESSAGES = {
  confirmProduct: 'Подписка будет удалена завтра; до этого удаление можно отменить. Продолжить?',
  retry: 'Повторить удаление',
  adminArea: 'Эту подписку портал не удаляет сам: удалите ее в личном кабинете администрирования провайдера',
  openAdminArea: 'Перейти в кабинет администрирования',
} as const;

/**
 * An application's own page in the provider's administration area (a path after its '#/'): where a product the portal
 * cannot remove itself is deleted (document 1 §4 "redirect to an external application page"), and where the
 * applications table's client cell leads.
 */
export const adminAreaApplicationPath = (subscriptionId: string): string => `app/${subscriptionId}`;

/**
 * Licence and order products (document 1 §4: "confirm, then immediate delete with a one-day delay"): after a
 * confirmation, without a reason, the deletion is planned one day ahead like any other planned deletion, so a misclick
 * can still be cancelled until then.
 */
export const CONFIRM_ONLY_DELETION_DELAY_DAYS = 1;

/**
 * The products deleted after a confirmation only (licences and orders, document 1 §4), without a reason or days. The
 * support terminal, Kaspersky and Microsoft products are licences; payslip packages are ordered and used up.
 */
export const CONFIRM_ONLY_DELETION_CATEGORIES: ReadonlyArray<string> = [
  '1c-ecw-terminal',
  'kaspersky',
  'ms_products',
  '1c_paysleep_application',
  // The cloud desk's licences (decision 017).
  ...LICENCE_CATEGORIES,
];

/**
 * How a subscription is deleted: the dialog with a reason and days, a confirmation only (licences and orders), or in
 * the provider's administration area for a product the catalogue no longer has (the spec's "no matching list entry").
 */
export type DeletionFlow = 'dialog' | 'confirmOnly' | 'adminArea';

export function deletionFlow(resourceCategory: string | null): DeletionFlow {
  if (resourceCategory === null) return 'adminArea';
  return CONFIRM_ONLY_DELETION_CATEGORIES.includes(resourceCategory) ? 'confirmOnly' : 'dialog';
}

/**
 * What the re-reading after a deletion request found (document 1 §4): removed, failed, a date set (still working with
 * a planned date), or nothing settled yet (keep reading).
 */
export type DeletionOutcome = 'deleted' | 'failed' | 'dateSet' | null;

export function deletionOutcome(state: { deployStatus: string; expirationDate: string | null } | null): DeletionOutcome {
  // A subscription no longer found was removed.
  if (state === null || state.deployStatus === 'DELETED') return 'deleted';
  if (state.deployStatus === 'DELETE_FAILED') return 'failed';
  if (state.deployStatus === 'DEPLOYED' && state.expirationDate) return 'dateSet';
  return null;
}
