/**
 * The spend charts' cards before their data: ChartCard's frame (its border, padding, title and the room of its
 * button) with a shape of each chart's size where it will be drawn, so the page below does not move when the charts
 * arrive. The pages pass it to SpendCharts, and the details page shows it while the charts' code loads too, so it is
 * made of what that page already loads and shares no module with the charts (no button, no skeleton: their code would
 * hold up the page's first paint on a slow phone).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_HISTORY_MONTHS, BILLING_TEXTS, BILLING_TOP_CLIENTS } from '@portal/domain';
import { BAR_CHART_MAX_HEIGHT_PX, barChartSize, type BarChartLayout } from '../../../components/charts/bar-chart-size';
import { CHART_TABLE_TOGGLE } from '../../../components/charts/chart-card-texts';

/** Where ChartCard's button will be, as wide and high (MUI's small text button: 13 px type, line height 1.75). */
function ButtonSpace() {
  return (
    <Typography variant="button" sx={{ fontSize: '0.8125rem', lineHeight: 1.75, p: '4px 5px', minWidth: 64, visibility: 'hidden' }}>
      {CHART_TABLE_TOGGLE.show}
    </Typography>
  );
}

function CardShape({ title, layout, bars }: { title: string; layout: BarChartLayout; bars: number }) {
  const { width, height } = barChartSize(layout, bars);
  return (
    <Paper variant="outlined" aria-hidden sx={{ p: 2, flex: '1 1 340px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <ButtonSpace />
      </Box>
      <Box
        sx={{
          width: '100%',
          aspectRatio: `${width} / ${height}`,
          maxHeight: BAR_CHART_MAX_HEIGHT_PX,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      />
    </Paper>
  );
}

/** The two cards side by side, or one over the other on a narrow screen, as SpendCharts lays them out. */
export function SpendChartsPlaceholder() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <CardShape title={BILLING_TEXTS.historyChart} layout="columns" bars={BILLING_HISTORY_MONTHS} />
      <CardShape title={BILLING_TEXTS.topClientsChart} layout="rows" bars={BILLING_TOP_CLIENTS} />
    </Box>
  );
}
