/** The navbar's billing sum and four counters, each a link to its list and named by what it counts. */
import CurrencyRubleOutlined from '@mui/icons-material/CurrencyRubleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { BILLING_TEXTS, formatRubles, INVOICING_NAV_TEXTS } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { debtQuery } from '../../../lib/shared-queries';
import { useAfterPaint } from '../../../lib/after-paint';
import { useBillingFollowsDeployments } from '../../../lib/billing-follows-deployments';
import { useOfficeCounters } from '../hooks/use-office-counters';
import { CounterIcon } from './counter-icon';

/**
 * A link drawn as MUI's small clickable Chip (its height, radius, type, border and hover), without the Chip and its
 * ripple: every office page loads the navbar, and the Chip alone is 2.6 KB gzip of it.
 */
// A custom shouldForwardProp replaces MUI's, which keeps `sx` off the element: it must too.
const ChipLink = styled('a', { shouldForwardProp: (prop) => prop !== 'outlined' && prop !== 'alarm' && prop !== 'sx' })<{
  outlined?: boolean;
  alarm?: boolean;
}>(({ theme, outlined, alarm }) => ({
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
  backgroundColor: alarm ? theme.palette.error.main : theme.palette.background.paper,
  color: alarm ? theme.palette.error.contrastText : theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 0,
  transition: theme.transitions.create(['background-color', 'box-shadow']),
  // The warning is long: on a narrow navbar it shrinks to what fits, its whole text in the tooltip.
  ...(alarm ? { flexShrink: 1, minWidth: 0, overflow: 'hidden' } : {}),
  '&:hover': { backgroundColor: alarm ? theme.palette.error.dark : theme.palette.grey[100] },
  '&:focus-visible': {
    backgroundColor: alarm ? theme.palette.error.dark : theme.palette.grey[200],
    boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
  },
  '& > svg': { fontSize: theme.typography.pxToRem(20), marginLeft: -5, color: alarm ? 'inherit' : theme.palette.grey[700], flexShrink: 0 },
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
}));

/** The month's bill so far, a link to the current month's billing details; the tooltip has its projection. */
export function NavbarSum() {
  // The page's own content comes first: the sum is asked for once it has painted.
  const { billing, billingHref } = useOfficeCounters({ enabled: useAfterPaint() });
  useBillingFollowsDeployments();
  const sum = billing ? formatRubles(billing.sum) : null;
  return (
    <Tooltip
      title={billing ? BILLING_TEXTS.navbarTooltip(formatRubles(billing.projection)) : 'Сумма к оплате за текущий месяц'}
      describeChild
    >
      <ChipLink href={billingHref} aria-label={`Сумма за текущий месяц: ${sum ?? 'загрузка'}`} sx={{ fontWeight: 600 }}>
        <CurrencyRubleOutlined />
        {sum ?? '…'}
      </ChipLink>
    </Tooltip>
  );
}

/**
 * Beside the sum, «Счета и акты»: an icon while nothing is overdue, the overdue warning (in red) when something is. The
 * debt is polled (lib/shared-queries.ts), so a payment the operator records shows without a reload.
 */
export function NavbarInvoices() {
  const debt = useQuery({ ...debtQuery, enabled: useAfterPaint() }).data;
  const href = paths.invoices.href();
  if (debt && debt.overdue > 0) {
    const warning = INVOICING_NAV_TEXTS.overdueWarning(debt.overdue, debt.overdueWorkingDays);
    return (
      <Tooltip title={warning}>
        <ChipLink href={href} alarm aria-label={`${warning}. ${INVOICING_NAV_TEXTS.title}`} data-testid="overdue-warning">
          <WarningAmberOutlined />
          <span>{warning}</span>
        </ChipLink>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={INVOICING_NAV_TEXTS.title}>
      <ChipLink href={href} aria-label={INVOICING_NAV_TEXTS.title} sx={{ paddingRight: '7px' }}>
        <ReceiptLongOutlined />
      </ChipLink>
    </Tooltip>
  );
}

export type NavbarCountersProps = {
  /**
   * chips: in the navbar of wide screens, each an icon, its short name and the number in a row; toolbar: in the phone's
   * bottom toolbar, the icon and number over the short name, the four sharing its width.
   */
  variant: 'chips' | 'toolbar';
};

/** The four counters (paying clients, demo clients, my leads, common leads), each a link to its list, named in full. */
export function NavbarCounters({ variant }: NavbarCountersProps) {
  const { counters } = useOfficeCounters({ enabled: useAfterPaint() });
  if (variant === 'toolbar') {
    return (
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0, gap: 0.5 }}>
        {counters.map((counter) => (
          <ToolbarLink key={counter.kind} href={counter.href} aria-label={`${counter.label}: ${counter.value ?? 'загрузка'}`}>
            <span className="count">
              <CounterIcon kind={counter.kind} />
              {counter.value ?? '…'}
            </span>
            <span className="name">{counter.short}</span>
          </ToolbarLink>
        ))}
      </Box>
    );
  }
  return (
    <>
      {counters.map((counter) => (
        <Tooltip key={counter.kind} title={counter.label}>
          <ChipLink href={counter.href} outlined aria-label={`${counter.label}: ${counter.value ?? 'загрузка'}`}>
            <CounterIcon kind={counter.kind} />
            <span>
              {counter.short} <strong>{counter.value ?? '…'}</strong>
            </span>
          </ChipLink>
        </Tooltip>
      ))}
    </>
  );
}

/** A counter of the phone's bottom toolbar: the number with its icon over its short name, as a bottom navigation item. */
const ToolbarLink = styled('a')(({ theme }) => ({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  paddingTop: 4,
  paddingBottom: 4,
  borderRadius: 8,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  textDecoration: 'none',
  outline: 0,
  '&:hover': { backgroundColor: theme.palette.grey[100] },
  '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
  '& .count': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    fontSize: theme.typography.pxToRem(16),
    fontWeight: 700,
    lineHeight: 1.2,
  },
  '& .count > svg': { fontSize: theme.typography.pxToRem(18), color: theme.palette.grey[700] },
  '& .name': {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: theme.typography.pxToRem(11),
    lineHeight: 1.2,
    color: theme.palette.text.secondary,
  },
}));
