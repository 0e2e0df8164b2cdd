/**
 * A subscription's options of one kind for the month: the post-pay ones (charged by days or by the month) or the
 * prepaid ones (a range of months at once). Each line says how it was computed, so a partner can check it by hand.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, type BillingOption, monthLabel } from '@portal/domain';
import type { ReactNode } from 'react';
import { billingDate, billingMoney } from '../utils/billing-format';

export type OptionsTableProps = { kind: 'postPay' | 'prepaid'; options: BillingOption[] };

type Column = { label: string; render: (option: BillingOption) => ReactNode; align?: 'right'; nowrap?: boolean };

const PERIOD_UNITS = { d: 'день', m: 'мес.' } as const;

const NAME: Column = {
  label: 'Опция',
  render: (option) => (
    <>
      {option.nomenclatureName}
      {option.correction && (
        <Typography variant="caption" component="div" color="textSecondary">
          {BILLING_TEXTS.correction}: {monthLabel(option.correction.year, option.correction.month)}
        </Typography>
      )}
    </>
  ),
};
const CODE: Column = { label: 'Код', nowrap: true, render: (option) => option.nomenclatureSerial };
const START: Column = { label: 'Начало', nowrap: true, render: (option) => billingDate(option.startDate) };
/** An option still active at the end of the billed span is 'Active' (its end date there is only where the span stops). */
const END: Column = {
  label: 'Окончание',
  nowrap: true,
  render: (option) => (option.active && !option.correction ? BILLING_TEXTS.active : billingDate(option.endDate)),
};
const PRICE: Column = {
  label: 'Цена',
  align: 'right',
  render: (option) => `${billingMoney(option.price)} ₽/${PERIOD_UNITS[option.periodType]}`,
};
const SUM: Column = { label: 'Сумма', align: 'right', render: (option) => `${billingMoney(option.sum)} ₽` };
const EXPLANATION: Column = { label: 'Расчет', nowrap: true, render: (option) => option.explanation };

const COLUMNS: Record<OptionsTableProps['kind'], Column[]> = {
  postPay: [
    NAME,
    CODE,
    START,
    END,
    { label: 'Мест', align: 'right', render: (option) => option.units ?? '—' },
    { label: 'Дней', align: 'right', render: (option) => option.daysCount },
    PRICE,
    SUM,
    EXPLANATION,
  ],
  prepaid: [
    NAME,
    CODE,
    START,
    END,
    { label: 'Период, мес.', align: 'right', render: (option) => option.range ?? '—' },
    PRICE,
    SUM,
    EXPLANATION,
  ],
};

export function OptionsTable({ kind, options }: OptionsTableProps) {
  if (options.length === 0) return null;
  const title = kind === 'postPay' ? BILLING_TEXTS.postPay : BILLING_TEXTS.prepaid;
  const columns = COLUMNS[kind];
  return (
    // A wide table scrolls on narrow screens: the scrolling box takes the focus, so the keyboard can scroll it too.
    <TableContainer sx={{ mt: 1 }} tabIndex={0} role="region" aria-label={title}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {options.map((option, index) => (
            // An option's seats added or removed within the month are lines of their own: the option is not a key.
            <TableRow key={`${option.subscriptionOptionId}|${index}`}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.align}
                  sx={column.align || column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.render(option)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
