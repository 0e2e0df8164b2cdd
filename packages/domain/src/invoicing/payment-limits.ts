/** The bounds of the money intake (issue 30): the largest payment the portal records and the largest statement file. */

/**
 * The largest single payment, 1 000 000 000,00 ₽ in kopecks. A partner pays a month of cloud services: the largest
 * invoice is some millions of rubles, so a billion is a typing error or a broken file, never a payment (a legitimate
 * larger one can still be recorded in parts). It also keeps sums exact: a 10 MB statement holds at most some 30,000
 * documents, and 30,000 × 10^11 kopecks stays far below Number.MAX_SAFE_INTEGER (about 9 × 10^15).
 */
export const PAYMENT_AMOUNT_MAX_KOPECKS = 100_000_000_000;

/** The largest statement file the operator may import, in bytes: a year of a busy account's statements in 1C format. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
