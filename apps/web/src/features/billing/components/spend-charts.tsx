/**
 * Spend at a glance: the last 12 months' bills and this month's top clients, as charts with their tables one click
 * away. Shown on the details page (months link to their details) and on the home page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BILLING_TEXTS, formatRubles, type BillingHistory } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { billingHistoryQuery } from '../api/billing-history';
import { billingMoney } from '../utils/billing-format';
import { formatAxisMonth, formatMonth } from '../../../lib/months';
import { BarChart, type ChartBar } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';

const summaryOf = (title: string, bars: ChartBar[]) =>
  bars.length === 0 ? `${title}: нет данных` : `${title}: ${bars.map((bar) => `${bar.label} — ${bar.valueText}`).join('; ')}`;

function NumbersTable({ label, head, rows }: { label: string; head: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((cell, index) => (
            <TableCell key={cell} align={index === 1 ? 'right' : undefined} sx={{ fontWeight: 600 }}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell
                key={head[index]}
                align={index === 1 ? 'right' : undefined}
                sx={index === 1 ? { whiteSpace: 'nowrap' } : undefined}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MonthsChart({ history, linkMonths }: { history: BillingHistory; linkMonths: boolean }) {
  const months = [...history.months].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
  const bars: ChartBar[] = months.map((month) => ({
    key: `${month.year}-${month.month}`,
    label: formatMonth(month),
    axisLabel: formatAxisMonth(month),
    value: month.sum,
    valueText: formatRubles(month.sum, 0),
    muted: !month.closed,
  }));
  const rows = months.map((month) => {
    const name = formatMonth(month);
    return {
      key: `${month.year}-${month.month}`,
      cells: [
        linkMonths ? <Link href={paths.details.href({}, { m: month.month, y: month.year })}>{name}</Link> : name,
        `${billingMoney(month.sum)} ₽`,
        month.closed ? 'Закрыт' : 'Открыт',
      ],
    };
  });
  return (
    <ChartCard
      title={BILLING_TEXTS.historyChart}
      chart={
        <BarChart
          layout="columns"
          bars={bars}
          summary={summaryOf(BILLING_TEXTS.historyChart, bars)}
          topText={(top) => formatRubles(top, 0)}
        />
      }
      table={<NumbersTable label={BILLING_TEXTS.historyChart} head={['Месяц', 'Сумма', 'Статус']} rows={rows} />}
    />
  );
}

function ClientsChart({ history }: { history: BillingHistory }) {
  const bars: ChartBar[] = history.topClients.map((client) => ({
    key: client.customerId,
    label: client.name,
    value: client.sum,
    valueText: formatRubles(client.sum, 0),
  }));
  const rows = history.topClients.map((client) => ({
    key: client.customerId,
    cells: [
      <Link href={paths['client.detail.item'].href({ customerId: client.customerId })}>{client.name}</Link>,
      `${billingMoney(client.sum)} ₽`,
    ],
  }));
  return (
    <ChartCard
      title={BILLING_TEXTS.topClientsChart}
      chart={
        bars.length === 0 ? (
          <Box sx={{ color: 'text.secondary', py: 2 }}>В этом месяце начислений нет</Box>
        ) : (
          <BarChart
            layout="rows"
            bars={bars}
            summary={summaryOf(BILLING_TEXTS.topClientsChart, bars)}
            topText={(top) => formatRubles(top, 0)}
          />
        )
      }
      table={<NumbersTable label={BILLING_TEXTS.topClientsChart} head={['Клиент', 'Сумма']} rows={rows} />}
    />
  );
}

/** placeholder: what shows until the history is there (SpendChartsPlaceholder, passed in: the page may show it before this module loads). */
export type SpendChartsProps = { linkMonths?: boolean; placeholder: ReactNode };

export function SpendCharts({ linkMonths = false, placeholder }: SpendChartsProps) {
  const history = useQuery(billingHistoryQuery);
  if (history.isError) return <Alert severity="warning">Не удалось загрузить графики расходов</Alert>;
  if (!history.data) return placeholder;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <MonthsChart history={history.data} linkMonths={linkMonths} />
      <ClientsChart history={history.data} />
    </Box>
  );
}
