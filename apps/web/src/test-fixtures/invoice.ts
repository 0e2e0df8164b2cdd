/** A partner's invoice as GET /api/invoices lists it, for unit tests: an unpaid one whose act waits, unless told otherwise. */
import type { PartnerInvoice } from '@portal/domain';

export function aPartnerInvoice(overrides: Partial<PartnerInvoice> = {}): PartnerInvoice {
  return {
    invoiceId: 'i1',
    number: '2026-10-000261',
    year: 2026,
    month: 9,
    issuedOn: '2026-11-05',
    sum: 1_000_000,
    paid: 0,
    unpaid: 1_000_000,
    overpaid: 0,
    status: 'ISSUED',
    act: null,
    acceptBy: '2026-11-12',
    acceptedOn: null,
    actStatus: 'AWAITING',
    dueOn: '2026-11-19',
    overdueWorkingDays: 0,
    penalty: 0,
    penaltyWaived: false,
    ordersClosed: false,
    individualDecision: false,
    ...overrides,
  };
}
