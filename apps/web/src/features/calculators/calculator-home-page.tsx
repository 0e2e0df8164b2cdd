/**
 * calc, the calculator home (document 3 §2): the six tiles and the price table of recommended client prices
 * (name, cost, paymentPeriod), downloadable as client-prices.xlsx.
 */
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CALCULATOR_TEXTS,
  CALCULATOR_TILES,
  CLIENT_PRICES_FILE,
  formatRubles,
  PAYMENT_PERIOD_LABELS,
  type CalculatorKind,
  type PriceTableRow,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column, type Sort } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { paths, type RouteName } from '../../config/paths';
import { CLIENT_PRICES_EXPORT_HREF, clientPricesQuery } from './api/client-prices';

const TILE_ROUTES: Record<CalculatorKind, RouteName> = {
  typical: 'calc.typical',
  industry: 'calc.industry',
  modified: 'calc.modified',
  private: 'calc.private',
  other: 'calc.other',
  services: 'calc.services',
};

type SortKey = 'name' | 'cost';
const COLUMNS: Column<PriceTableRow, SortKey>[] = [
  { key: 'name', label: 'Наименование', sortKey: 'name', render: (row) => row.name },
  { key: 'cost', label: 'Цена для клиента', sortKey: 'cost', render: (row) => formatRubles(row.cost) },
  { key: 'period', label: 'Период оплаты', render: (row) => PAYMENT_PERIOD_LABELS[row.paymentPeriod] },
];

function sortRows(rows: readonly PriceTableRow[], sort: Sort<SortKey>): PriceTableRow[] {
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (sort.key === 'cost' ? a.cost - b.cost : a.name.localeCompare(b.name, 'ru')));
}

export function CalculatorHomePage() {
  const prices = useQuery(clientPricesQuery);
  const paging = usePaging();
  const [sort, setSort] = useState<Sort<SortKey>>({ key: 'name', order: 'asc' });
  const rows = sortRows(prices.data?.rows ?? [], sort);
  const shown = paging.pageSize === 0 ? rows : rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {paths.calc.title}
        </Typography>
        <Button href={paths['calc.quotes'].href()}>{paths['calc.quotes'].title}</Button>
      </Stack>
      <Grid container spacing={2} sx={{ mb: 4 }} component="nav" aria-label="Калькуляторы">
        {CALCULATOR_TILES.map((tile) => (
          <Grid key={tile.kind} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea href={paths[TILE_ROUTES[tile.kind]].href()} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {tile.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {tile.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {CALCULATOR_TEXTS.priceTable}
        </Typography>
        <Button variant="outlined" startIcon={<Download />} href={CLIENT_PRICES_EXPORT_HREF} download={CLIENT_PRICES_FILE}>
          {CALCULATOR_TEXTS.priceTableExport}
        </Button>
      </Stack>
      {prices.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(prices.error)}
        </Alert>
      )}
      <DataTable
        label={CALCULATOR_TEXTS.priceTable}
        columns={COLUMNS}
        rows={prices.data ? shown : undefined}
        rowKey={(row) => row.name}
        total={rows.length}
        {...paging.tableProps}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.reset();
        }}
        emptyText={CALCULATOR_TEXTS.noConfigurations}
        loading={prices.isPending}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {CALCULATOR_TEXTS.vatNote}
      </Typography>
    </Paper>
  );
}
