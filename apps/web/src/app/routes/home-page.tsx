/** The partner's daily start page (home): the navbar's numbers, spend at a glance, and trials ending this week. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SpendCharts } from '../../features/billing/components/spend-charts';
import { SpendChartsPlaceholder } from '../../features/billing/components/spend-charts-placeholder';
import { OfficeCounts } from '../../features/shell/components/office-counts';
import { TrialsEndingSoon } from '../../features/subscriptions/trials-ending-soon';

export function HomePage() {
  return (
    // One column that may shrink below its widest child (a table's row), so nothing is wider than a phone's screen.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Главная
      </Typography>
      <OfficeCounts />
      <SpendCharts placeholder={<SpendChartsPlaceholder />} />
      <TrialsEndingSoon />
    </Box>
  );
}
