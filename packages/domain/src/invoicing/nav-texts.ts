/**
 * The invoices' texts that the office's top bar shows on every page (its link and the overdue warning), apart from the
 * rest of INVOICING_TEXTS, which includes them: the shell loads these alone.
 */
import { formatRubles } from '../format/money.ts';

export const INVOICING_NAV_TEXTS = {
  title: 'Счета и акты',
  overdueWarning: (unpaid: number, days: number) => `Есть просроченная задолженность: ${formatRubles(unpaid)}, ${days} раб. дн. просрочки`,
} as const;
