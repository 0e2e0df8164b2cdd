/** The chart of the distributor's partners' total bills over the last 12 months, its numbers one click away. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DISTRIBUTOR_TEXTS, formatRubles } from '@portal/domain';
import { BarChart, type ChartBar } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { formatAxisMonth, formatMonth } from '../../../lib/months';
import { useDistributorHistory } from '../api/history';

export function PartnersChart() {
  const history = useDistributorHistory();
  if (!history.data) return null;
  const months = history.data.months;
  const bars: ChartBar[] = months.map((m) => ({
    key: `${m.year}-${m.month}`,
    label: formatMonth(m),
    axisLabel: formatAxisMonth(m),
    value: m.sum,
    valueText: formatRubles(m.sum),
    muted: !m.closed,
  }));
  const summary = `${DISTRIBUTOR_TEXTS.historyTitle}: ${bars.map((b) => `${b.label} — ${b.valueText}`).join('; ')}`;
  return (
    <ChartCard
      title={DISTRIBUTOR_TEXTS.historyTitle}
      chart={<BarChart summary={summary} bars={bars} layout="columns" topText={(top) => formatRubles(top)} />}
      table={
        <Table size="small" aria-label={DISTRIBUTOR_TEXTS.historyTitle}>
          <TableHead>
            <TableRow>
              <TableCell>Месяц</TableCell>
              <TableCell align="right">Сумма</TableCell>
              <TableCell>Месяц закрыт</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((m) => (
              <TableRow key={`${m.year}-${m.month}`}>
                <TableCell>{formatMonth(m)}</TableCell>
                <TableCell align="right">{formatRubles(m.sum)}</TableCell>
                <TableCell>{m.closed ? 'Да' : 'Нет'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
