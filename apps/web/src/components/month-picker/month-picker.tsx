/** The billing month picker in month mode: a month and a year (January 2017 to now), and steps back and forth. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { addMonths, BILLING_FIRST_YEAR, type BillingMonth, monthOf, monthsBetween } from '@portal/domain';
import { NativeSelectField } from '../text-field/native-select-field';
import { monthName, selectableYears } from '../../lib/months';

export type MonthPickerProps = { value: BillingMonth; onChange: (month: BillingMonth) => void };

const FIRST_MONTH: BillingMonth = { year: BILLING_FIRST_YEAR, month: 0 };

export function MonthPicker({ value, onChange }: MonthPickerProps) {
  const current = monthOf(new Date());
  const lastMonthOfYear = value.year === current.year ? current.month : 11;
  const months = Array.from({ length: lastMonthOfYear + 1 }, (_, month) => ({ value: String(month), label: monthName(month) }));
  const years = selectableYears().map((year) => ({ value: String(year), label: String(year) }));
  const previous = addMonths(value, -1);
  const next = addMonths(value, 1);

  const handleYear = (year: number) =>
    onChange({ year, month: year === current.year ? Math.min(value.month, current.month) : value.month });

  return (
    <Box role="group" aria-label="Месяц счета" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label="Предыдущий месяц" disabled={monthsBetween(FIRST_MONTH, previous) < 0} onClick={() => onChange(previous)}>
        <ChevronLeft />
      </IconButton>
      <NativeSelectField
        label="Месяц"
        value={String(value.month)}
        options={months}
        onChange={(month) => onChange({ year: value.year, month: Number(month) })}
        sx={{ minWidth: 130 }}
      />
      <NativeSelectField
        label="Год"
        value={String(value.year)}
        options={years}
        onChange={(year) => handleYear(Number(year))}
        sx={{ minWidth: 90 }}
      />
      <IconButton aria-label="Следующий месяц" disabled={monthsBetween(next, current) < 0} onClick={() => onChange(next)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
