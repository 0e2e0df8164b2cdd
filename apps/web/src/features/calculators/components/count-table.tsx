/**
 * A calculator's count table: per option its price, a count (minus, plus and a two-digit input bounded by the option,
 * disabled without a tariff), the partner's cost, the recommended client price and the margin, and the month's total.
 * The 10 GB disk cannot be raised here: a message stands in its count's place. Where the catalogue lets the partner set
 * an option's client price, a field under its price does, and the line's client price and margin follow.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS, calculatorLine, calculatorTotals, formatTariff, marginOf, type Tariff } from '@portal/domain';
import { CountInput } from '../../../components/count-input/count-input';
import { useClampToast } from '../../../components/count-input/use-clamp-toast';
import { ClientPriceField } from './client-price-field';
import { percent, rubles } from './money';

export type CountRow = {
  key: string;
  name: string;
  tariff: Tariff | null;
  count: number;
  min: number;
  max: number;
  /** The count cannot be changed here (the 10 GB disk): this message shows instead of the input. */
  fixedMessage?: string;
  /** The partner sets this option's client price (clientTariff.editable): the field's price and the catalogue's. */
  clientPrice?: { value: number | null; recommended: number | null; period: 'd' | 'm' };
};

export type CountTableProps = {
  label: string;
  rows: CountRow[];
  /** No tariff chosen yet: every input is disabled. */
  disabled: boolean;
  now: Date;
  onCountChange: (key: string, count: number) => void;
  /** A client price the partner typed for a row that lets it, kopecks per the tariff's period. */
  onClientPriceChange?: (key: string, kopecks: number) => void;
};

export function CountTable({ label, rows, disabled, now, onCountChange, onClientPriceChange }: CountTableProps) {
  const handleClamped = useClampToast();
  const lines = rows.map((row) => calculatorLine(row.name, row.tariff, row.count, now));
  const total = calculatorTotals(lines);
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Наименование</TableCell>
            <TableCell>Цена</TableCell>
            <TableCell>Количество</TableCell>
            <TableCell>{CALCULATOR_TEXTS.partnerCost}</TableCell>
            <TableCell>{CALCULATOR_TEXTS.recommendedPrice}</TableCell>
            <TableCell>{CALCULATOR_TEXTS.margin}, ₽</TableCell>
            <TableCell>{CALCULATOR_TEXTS.margin}, %</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => {
            const line = lines[i] ?? { partnerCost: 0, recommendedPrice: null };
            const margin = marginOf(line.partnerCost, line.recommendedPrice);
            return (
              <TableRow key={row.key}>
                <TableCell>{row.name}</TableCell>
                <TableCell>
                  {row.tariff ? formatTariff(row.tariff) : '—'}
                  {row.clientPrice && onClientPriceChange && (
                    <ClientPriceField
                      {...row.clientPrice}
                      disabled={disabled}
                      onChange={(kopecks) => onClientPriceChange(row.key, kopecks)}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {row.fixedMessage ? (
                    <Typography variant="body2" role="note" sx={{ maxWidth: 260 }}>
                      {row.count} — {row.fixedMessage}
                    </Typography>
                  ) : (
                    <CountInput
                      label={row.name}
                      value={row.count}
                      min={row.min}
                      max={row.max}
                      disabled={disabled || !row.tariff}
                      onChange={(value) => onCountChange(row.key, value)}
                      onClamped={handleClamped}
                    />
                  )}
                </TableCell>
                <TableCell>{rubles(line.partnerCost)}</TableCell>
                <TableCell>{rubles(line.recommendedPrice)}</TableCell>
                <TableCell>{rubles(margin.margin)}</TableCell>
                <TableCell>{percent(margin.percent)}</TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={3}>
              <strong>{CALCULATOR_TEXTS.total}</strong>
            </TableCell>
            <TableCell>
              <strong data-testid="total-partner">{rubles(total.partnerCost)}</strong>
            </TableCell>
            <TableCell>
              <strong data-testid="total-client">{rubles(total.recommendedPrice)}</strong>
            </TableCell>
            <TableCell>
              <strong>{rubles(total.margin)}</strong>
            </TableCell>
            <TableCell>
              <strong>{percent(total.percent)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
