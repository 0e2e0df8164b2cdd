/** The home page's cards of the numbers the navbar shows: the month's bill so far (and its projection) and the four counters. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, formatMoney } from '@portal/domain';
import { paths } from '../../../config/paths';
import { useOfficeCounters } from '../hooks/use-office-counters';

function CountCard({ label, value, href, note }: { label: string; value: string; href: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px' }}>
      <Link href={href} underline="hover" color="text.secondary" variant="body2">
        {label}
      </Link>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export function OfficeCounts() {
  const { billing, counters } = useOfficeCounters();
  return (
    <Box component="section" aria-label="Показатели" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <CountCard
        label="Сумма за текущий месяц"
        value={billing ? `${formatMoney(billing.sum)} ₽` : '…'}
        href={paths.details.href()}
        note={billing ? BILLING_TEXTS.navbarTooltip(formatMoney(billing.projection)) : undefined}
      />
      {counters.map((counter) => (
        <CountCard
          key={counter.label}
          label={counter.label}
          value={counter.value === undefined ? '…' : String(counter.value)}
          href={counter.href}
        />
      ))}
    </Box>
  );
}
