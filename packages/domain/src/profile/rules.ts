/**
 * The self-service rules and constants without zod (document 2 §5, §9): pages import these without loading the
 * schemas, which load with a form's first validation.
 */
import { adminAreaApplicationPath } from '../api/subscription-deletion-flow.ts';

/**
 * 8, 7 or +7, then 10 digits, or (three digits) three digits, two digits, two digits: the code's brackets may be left
 * out and the groups separated by spaces (dashes between the last three).
 */
export const PROFILE_PHONE_PATTERN = /^(?:\+7|7|8)(?:\d{10}|\s?(?:\(\d{3}\)|\d{3})\s?\d{3}[\s-]?\d{2}[\s-]?\d{2})$/;
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** Website prefilled with a scheme when its empty field gets focus. */
export const WEBSITE_PREFIX = 'https://';

/** A scheme at the start of a site's address, as typed (any case). */
const LEADING_SCHEME = /^https?:\/\//i;

/**
 * The site as the field keeps it: the scheme prefilled on focus gives way to one the person types or pastes
 * (`https://` + `http://example.ru` is `http://example.ru`, never `https://http://…`), however many were stacked.
 */
export function websiteInput(value: string): string {
  let rest = value.trimStart();
  while (LEADING_SCHEME.test(rest)) {
    const after = rest.replace(LEADING_SCHEME, '');
    if (!LEADING_SCHEME.test(after)) break;
    rest = after;
  }
  return rest;
}
/** City search starts from 2 characters (document 2 §9). */
export const CITY_SEARCH_MIN_LENGTH = 2;
export const CITY_SUGGESTIONS_LIMIT = 10;

export function isProfilePhone(value: string): boolean {
  return PROFILE_PHONE_PATTERN.test(value.trim());
}

export const FEEDBACK_SUBJECT_MAX = 100;
export const FEEDBACK_MESSAGE_MAX = 4000;
export const FEEDBACK_PROJECTS = ['ecw', 'infra'] as const;
export type FeedbackProject = (typeof FEEDBACK_PROJECTS)[number];
export const FEEDBACK_PROJECT_LABELS: Record<FeedbackProject, string> = { ecw: '1С:ГРМ', infra: '1С:ОИ' };
export const FEEDBACK_FILTERS = ['open', 'answered', 'all'] as const;

export const ADMIN_APPLICATION_SORTS = ['customer', 'serviceName', 'serviceKitName', 'deployStatus', 'startDate', 'endDate'] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];

type ApplicationCustomer = { name: string | null; responsible: string | null; email: string | null; phone: string | null };

/** The client's label: name, else responsible, e-mail, phone, then the customer id. */
export function applicationClientLabel(item: { customer: ApplicationCustomer; customerId: string }): string {
  const { name, responsible, email, phone } = item.customer;
  return [name, responsible, email, phone].find((v) => v != null && v.trim() !== '')?.trim() ?? item.customerId;
}

/**
 * Where the client cell leads in the administration area (a path after its '#/'), or null for plain text: the
 * configuration manager to custom-cfg, an application to app/{subscriptionId}; ms_products and others are not linked.
 */
export function applicationAdminPath(item: { resourceCategory: string | null; subscriptionId: string }): string | null {
  if (item.resourceCategory === '1c_grm_conf_manager') return 'custom-cfg';
  if (item.resourceCategory === '1c_ecw_application') return adminAreaApplicationPath(item.subscriptionId);
  return null;
}
