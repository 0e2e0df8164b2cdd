/** A section of partner details: clients with their month's subscriptions (service, start, end, days, sum). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, formatDateTime, formatMoney, type BillingCustomer } from '@portal/domain';

export type SubscriptionsSectionProps = { title: string; customers: BillingCustomer[]; emptyText: string };

const date = (value: string | null) => (value ? formatDateTime(value) : '—');

export function SubscriptionsSection({ title, customers, emptyText }: SubscriptionsSectionProps) {
  const rows = customers.flatMap((customer) => customer.subscriptions.map((subscription) => ({ customer, subscription })));
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography role="status" color="warning.main">
          {emptyText}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Клиент</TableCell>
              <TableCell>Услуга</TableCell>
              <TableCell>Начало</TableCell>
              <TableCell>Окончание</TableCell>
              <TableCell align="right">Дней</TableCell>
              <TableCell align="right">Сумма, ₽</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ customer, subscription }) => (
              <TableRow key={subscription.subscriptionId}>
                <TableCell>{customer.name}</TableCell>
                <TableCell>
                  {subscription.service.name}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {subscription.serviceKitName}
                  </Typography>
                </TableCell>
                <TableCell>{date(subscription.startDate)}</TableCell>
                <TableCell>{subscription.endDate ? date(subscription.endDate) : BILLING_TEXTS.active}</TableCell>
                <TableCell align="right">{subscription.days}</TableCell>
                <TableCell align="right">{formatMoney(subscription.sum, 2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
