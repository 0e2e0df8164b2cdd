/**
 * The order's price table: name, price, count (plus, minus, two-digit input), partner price, minimum recommended
 * client price and the monthly total — every figure from the domain's pricing module.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRubles, formatTariff, monthlyCost, optionLinesTotal, type ServiceOption } from '@portal/domain';
import { CountInput } from '../../../components/count-input/count-input';

export type PriceLine = { option: ServiceOption; count: number };

export type PriceTableProps = {
  lines: PriceLine[];
  /** A demonstration kit: prices shown as '-' and 'Бесплатно'. */
  demo?: boolean;
  /** Hides the recommended client price (the configuration manager is for partners only). */
  hideClientPrice?: boolean;
  now: Date;
  onCountChange: (option: ServiceOption, count: number) => void;
  onClamped: (min: number, max: number) => void;
};

const FREE = 'Бесплатно';
const rubles = formatRubles;

export function PriceTable({ lines, demo = false, hideClientPrice = false, now, onCountChange, onClamped }: PriceTableProps) {
  const total = optionLinesTotal(lines, now);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Стоимость заказа">
        <TableHead>
          <TableRow>
            <TableCell>Наименование</TableCell>
            <TableCell>Цена</TableCell>
            <TableCell>Количество</TableCell>
            <TableCell>Стоимость для партнера</TableCell>
            {!hideClientPrice && <TableCell>Мин. рекомендованная цена для клиента</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ option, count }) => {
            const cost = option.tariff ? monthlyCost(option.tariff, count, now) : null;
            return (
              <TableRow key={option.serviceOptionId}>
                <TableCell>{option.name}</TableCell>
                <TableCell>{demo ? '-' : option.tariff ? formatTariff(option.tariff) : '—'}</TableCell>
                <TableCell>
                  <CountInput
                    label={option.name}
                    value={count}
                    min={option.minUsageCount}
                    max={option.maxUsageCount}
                    onChange={(value) => onCountChange(option, value)}
                    onClamped={onClamped}
                  />
                </TableCell>
                <TableCell>{demo ? FREE : rubles(cost?.partner)}</TableCell>
                {!hideClientPrice && <TableCell>{demo ? FREE : rubles(cost?.client)}</TableCell>}
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={3}>
              <strong>Итого в месяц</strong>
            </TableCell>
            <TableCell>
              <strong>{demo ? FREE : rubles(total.partner)}</strong>
            </TableCell>
            {!hideClientPrice && (
              <TableCell>
                <strong>{demo ? FREE : rubles(total.client)}</strong>
              </TableCell>
            )}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
