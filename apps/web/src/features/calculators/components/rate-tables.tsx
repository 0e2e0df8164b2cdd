/**
 * Rate tables inside a calculator (document 3 "Rates data": title, paragraphTop, applications, paragraphBottom): the
 * partner's tariffs in force today for the given services, as paragraphs, a list of payment rules and tables sortable
 * by name and price. They read the partner's price list (GET /billing/price), never a second copy of prices.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS, formatRubles, PAYMENT_PERIOD_LABELS, RATE_PAYMENT_RULES, textBlocks, type PriceList } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { priceListQuery } from '../api/price-list';

type Item = PriceList['items'][number];
type SortKey = 'name' | 'price' | 'clientPrice';

export type RateTablesProps = {
  title: string;
  paragraphTop: string;
  /** The services whose tariffs are shown, one table each. */
  serviceNames: readonly string[];
};

function SortedTable({ title, items }: { title: string; items: Item[] }) {
  const [sort, setSort] = useState<{ key: SortKey; order: 'asc' | 'desc' }>({ key: 'name', order: 'asc' });
  const value = (item: Item) => (sort.key === 'name' ? `${item.serviceKitName} ${item.optionName}` : (item[sort.key] ?? -1));
  const sorted = [...items].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'ru', { numeric: true }) : Number(x) - Number(y);
    return sort.order === 'asc' ? order : -order;
  });
  const header = (key: SortKey, label: string) => (
    <TableCell sortDirection={sort.key === key ? sort.order : false}>
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key ? sort.order : 'asc'}
        onClick={() => setSort({ key, order: sort.key === key && sort.order === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={`Тарифы: ${title}`}>
        <TableHead>
          <TableRow>
            {header('name', 'Наименование')}
            {header('price', 'Цена для партнера')}
            {header('clientPrice', 'Рекомендованная цена для клиента')}
            <TableCell>Период</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((item) => (
            <TableRow key={`${item.serviceKitName}.${item.resourceCode}`}>
              <TableCell>
                {item.serviceKitName}: {item.optionName}
              </TableCell>
              <TableCell>{formatRubles(item.price)}</TableCell>
              <TableCell>{formatRubles(item.clientPrice)}</TableCell>
              <TableCell>{PAYMENT_PERIOD_LABELS[item.paymentPeriod]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function RateTables({ title, paragraphTop, serviceNames }: RateTablesProps) {
  const prices = useQuery(priceListQuery);
  return (
    <Box component="section" aria-label={title} sx={{ my: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{paragraphTop}</Typography>
      {prices.isError && <Alert severity="error">{errorText(prices.error)}</Alert>}
      {prices.isPending && <Typography role="status">{CALCULATOR_TEXTS.loadingDetails}</Typography>}
      {prices.data &&
        serviceNames.map((name) => {
          const items = prices.data.items.filter((item) => item.serviceName === name);
          return items.length > 0 && <SortedTable key={name} title={name} items={items} />;
        })}
      <Typography variant="subtitle2" component="h4">
        Порядок оплаты
      </Typography>
      <Box component="ul" sx={{ mt: 0.5 }}>
        {textBlocks(RATE_PAYMENT_RULES)
          .flatMap((block) => (block.kind === 'list' ? block.items : [block.text]))
          .map((rule) => (
            <li key={rule}>
              <Typography variant="body2">{rule}</Typography>
            </li>
          ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {CALCULATOR_TEXTS.vatNote}
      </Typography>
    </Box>
  );
}
