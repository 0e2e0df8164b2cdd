/**
 * What a calculator hands to the order form it opens (document 3 "Calculators": the form opens prefilled from the
 * choices): the deployment type, the option counts and, for the Business kit, the application. It travels in the
 * form's address, so a link alone reopens the same configuration; the order form reads it with readOrderPrefill.
 */
export type OrderPrefill = {
  kitId: string | null;
  counts: Record<string, number>;
  /** The Business kit's application (a service's resource code). */
  application?: string;
};

const COUNT_PATTERN = /^([\w-]+):(\d{1,2})$/;

/** The query parameters of a prefilled order form (empty values left out). */
export function orderPrefillQuery(prefill: OrderPrefill): Record<string, string> {
  const counts = Object.entries(prefill.counts)
    .map(([optionId, count]) => `${optionId}:${count}`)
    .join(',');
  return {
    ...(prefill.kitId ? { kitId: prefill.kitId } : {}),
    ...(counts ? { counts } : {}),
    ...(prefill.application ? { application: prefill.application } : {}),
  };
}

/** The prefill an order form's address carries, or null when it carries none. Malformed counts are left out. */
export function readOrderPrefill(search: URLSearchParams): OrderPrefill | null {
  const kitId = search.get('kitId');
  const countsText = search.get('counts');
  const application = search.get('application');
  if (!kitId && !countsText && !application) return null;
  const counts: Record<string, number> = {};
  for (const part of (countsText ?? '').split(',')) {
    const match = COUNT_PATTERN.exec(part);
    if (match?.[1] && match[2]) counts[match[1]] = Number(match[2]);
  }
  return { kitId, counts, ...(application ? { application } : {}) };
}
