/** The cloud desk's resource categories and codes (decision 017): alone, so that the pages that name them load nothing else. */

/** A licence of this category is ordered in a fixed count. */
export const FIXED_COUNT_CATEGORY = 'orca-order';
/** The categories of the cloud desk's licences (its virtual machines are of CLOUD_VM_CATEGORY). */
export const LICENCE_CATEGORIES = ['orca-ms', 'orca-1c', FIXED_COUNT_CATEGORY] as const;
export const CLOUD_VM_CATEGORY = 'orca-vm';

export function isLicenceCategory(category: string | null): boolean {
  return category !== null && (LICENCE_CATEGORIES as readonly string[]).includes(category);
}

/** Every cloud option's resource code begins so (the spec's orcaMSSQL_STD_2vCPU, orcaMSRDP): billing groups by it. */
export const CLOUD_CODE_PREFIX = 'orca';
export function isCloudResourceCode(code: string): boolean {
  return code.startsWith(CLOUD_CODE_PREFIX);
}

/** The two products of the portal, as billing's own section groups the partner's own subscriptions. */
export const PRODUCT_LABELS = { grm: '1С:ГРМ', oi: '1С:ОИ' } as const;
export type Product = keyof typeof PRODUCT_LABELS;

/** A billed subscription's product: 1С:ОИ when its options are the cloud desk's (their codes say so), else 1С:ГРМ. */
export function billedProduct(subscription: { options: ReadonlyArray<{ nomenclatureSerial: string }> }): Product {
  return subscription.options.some((o) => isCloudResourceCode(o.nomenclatureSerial)) ? 'oi' : 'grm';
}
