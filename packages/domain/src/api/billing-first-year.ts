/** The details page's month parameter y starts in 2017; m counts months from 0. */
export const BILLING_FIRST_YEAR = 2017;
