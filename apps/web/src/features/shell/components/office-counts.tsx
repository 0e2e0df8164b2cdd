/** The home page's cards of the numbers the navbar shows: the month's bill so far (and its projection) and the four counters. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, formatRubles } from '@portal/domain';
import { useOfficeCounters } from '../hooks/use-office-counters';

type CountCardProps = { label: string; value: string; href: string; note?: string; wide?: boolean };

function CountCard({ label, value, href, note, wide = false }: CountCardProps) {
  return (
    // The month's sum (kopecks and the ruble sign) takes a row of its own on a phone, the counters two by two.
    <Paper variant="outlined" sx={{ p: 2, flex: wide ? '2 1 240px' : '1 1 140px', minWidth: 0 }}>
      <Link href={href} underline="hover" color="textSecondary" variant="body2">
        {label}
      </Link>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="textSecondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export function OfficeCounts() {
  const { billing, billingHref, showsBilling, counters } = useOfficeCounters();
  return (
    <Box component="section" aria-label="Показатели" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {showsBilling && (
        <CountCard
          wide
          label="Сумма за текущий месяц"
          value={billing ? formatRubles(billing.sum) : '…'}
          href={billingHref}
          note={billing ? BILLING_TEXTS.navbarTooltip(formatRubles(billing.projection)) : undefined}
        />
      )}
      {counters.map((counter) => (
        <CountCard
          key={counter.kind}
          label={counter.label}
          value={counter.value === undefined ? '…' : String(counter.value)}
          href={counter.href}
        />
      ))}
    </Box>
  );
}
