/** What the landing page's `action` query asks for: a section to scroll to, or the result notice to show. */

export type PromoSectionId = 'about' | 'capabilities' | 'catalogue' | 'franchisees' | 'application';
export type PromoNotice = 'success' | 'error';

const SECTION_BY_ACTION: Readonly<Record<string, PromoSectionId>> = {
  order: 'application',
  capabilities: 'capabilities',
  about: 'about',
};

/** The section an action scrolls to; null for notices, unknown and missing actions. */
export function sectionForAction(action: string | null): PromoSectionId | null {
  if (!action || !Object.hasOwn(SECTION_BY_ACTION, action)) return null;
  return SECTION_BY_ACTION[action] ?? null;
}

/** The result notice an action shows (`success` or `error`, as a sign-in or payment round trip returns). */
export function noticeForAction(action: string | null): PromoNotice | null {
  return action === 'success' || action === 'error' ? action : null;
}

/** The landing page's own link with an action, e.g. `#/promo?action=order`. */
export function promoActionHref(promoHref: string, action: 'order' | 'capabilities' | 'about'): string {
  return `${promoHref}?action=${action}`;
}
