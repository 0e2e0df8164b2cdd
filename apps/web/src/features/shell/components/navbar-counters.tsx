/** The navbar's billing sum and four counters, each a link to its list. */
import CurrencyRubleOutlined from '@mui/icons-material/CurrencyRubleOutlined';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { BILLING_TEXTS, formatMoney } from '@portal/domain';
import { paths } from '../../../config/paths';
import { useAfterPaint } from '../../../lib/after-paint';
import { useBillingFollowsDeployments } from '../../../lib/billing-follows-deployments';
import { useOfficeCounters } from '../hooks/use-office-counters';

/**
 * A link drawn as MUI's small clickable Chip (its height, radius, type, border and hover), without the Chip and its
 * ripple: every office page loads the navbar, and the Chip alone is 2.6 KB gzip of it.
 */
const ChipLink = styled('a', { shouldForwardProp: (prop) => prop !== 'outlined' })<{ outlined?: boolean }>(({ theme, outlined }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  flexShrink: 0,
  height: 32,
  maxWidth: '100%',
  borderRadius: 16,
  border: outlined ? `1px solid ${theme.palette.grey[400]}` : 0,
  padding: 0,
  paddingLeft: outlined ? 11 : 12,
  paddingRight: outlined ? 11 : 12,
  gap: 6,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 0,
  transition: theme.transitions.create(['background-color', 'box-shadow']),
  '&:hover': { backgroundColor: theme.palette.grey[100] },
  '&:focus-visible': { backgroundColor: theme.palette.grey[200], boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
  '& > svg': { fontSize: theme.typography.pxToRem(24), marginLeft: -7, color: theme.palette.grey[700] },
}));

export function NavbarCounters() {
  // The page's own content comes first: the counters are asked for once it has painted.
  const { billing, counters } = useOfficeCounters({ enabled: useAfterPaint() });
  useBillingFollowsDeployments();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexWrap: 'nowrap', overflowX: 'auto', py: 0.5 }}>
      <Tooltip
        title={billing ? BILLING_TEXTS.navbarTooltip(formatMoney(billing.projection)) : 'Сумма к оплате за текущий месяц'}
        describeChild
      >
        <ChipLink
          href={paths.details.href()}
          aria-label={`Сумма за текущий месяц: ${billing ? formatMoney(billing.sum) : 'загрузка'} рублей`}
          sx={{ fontWeight: 600 }}
        >
          <CurrencyRubleOutlined />
          {billing ? `${formatMoney(billing.sum)} ₽` : '…'}
        </ChipLink>
      </Tooltip>
      {counters.map((counter) => (
        <Tooltip key={counter.label} title={counter.label}>
          <ChipLink href={counter.href} outlined aria-label={`${counter.label}: ${counter.value ?? 'загрузка'}`}>
            <span>
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {counter.short}:{' '}
              </Box>
              <strong>{counter.value ?? '…'}</strong>
            </span>
          </ChipLink>
        </Tooltip>
      ))}
    </Box>
  );
}
