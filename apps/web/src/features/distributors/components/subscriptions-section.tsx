/**
 * A section of partner details: the month's lines of clients' (or the partner's own) subscriptions with the columns of
 * the spec's export (document 2 §2): client, service, start, end, base type, workplaces, days used, tariff, sum. Until
 * the month's answer is there the table is busy with skeleton rows: its empty text means an empty month, never "later".
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, formatDateTime, formatMoney, PARTNER_DETAILS_TEXTS, type BillingCustomer } from '@portal/domain';
import { SkeletonRows } from '../../../components/data-table/skeleton-rows';

export type SubscriptionsSectionProps = {
  title: string;
  /** The chosen month's customers; undefined while that month's answer is on the way. */
  customers: BillingCustomer[] | undefined;
  emptyText: string;
};

const date = (value: string | null) => (value ? formatDateTime(value) : '—');
const PERIOD_UNITS = { d: 'день', m: 'мес.' } as const;
const [, , client, service, start, end, baseType, workplaces, days, tariff, sum] = PARTNER_DETAILS_TEXTS.exportColumns;

/** The table's columns, for its skeleton rows. */
const COLUMN_COUNT = 9;

export function SubscriptionsSection({ title, customers, emptyText }: SubscriptionsSectionProps) {
  const loading = customers === undefined;
  const rows = (customers ?? []).flatMap((customer) =>
    customer.subscriptions.flatMap((subscription) =>
      subscription.options.map((option, index) => ({ customer, subscription, option, key: `${subscription.subscriptionId}|${index}` })),
    ),
  );
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {!loading && rows.length === 0 ? (
        <Typography role="status" color="warning">
          {emptyText}
        </Typography>
      ) : (
        // A wide table scrolls on narrow screens; the scrolling box takes the focus, so the keyboard can scroll it too.
        <TableContainer tabIndex={0} role="region" aria-label={`${title}: таблица`}>
          <Table size="small" aria-label={title} aria-busy={loading || undefined}>
            <TableHead>
              <TableRow>
                {[client, service, start, end, baseType].map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
                {[workplaces, days, tariff, `${sum}, ₽`].map((label) => (
                  <TableCell key={label} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && <SkeletonRows columns={COLUMN_COUNT} />}
              {rows.map(({ customer, subscription, option, key }) => (
                <TableRow key={key}>
                  <TableCell>{customer.name}</TableCell>
                  <TableCell>
                    {subscription.service.name}
                    <Typography variant="caption" component="div" color="textSecondary">
                      {option.nomenclatureName}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(option.startDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {option.active && !option.correction ? BILLING_TEXTS.active : date(option.endDate)}
                  </TableCell>
                  <TableCell>{subscription.serviceKitName}</TableCell>
                  <TableCell align="right">{option.units ?? '—'}</TableCell>
                  <TableCell align="right">{option.daysCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(option.price, 2)} ₽/{PERIOD_UNITS[option.periodType]}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(option.sum, 2)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
