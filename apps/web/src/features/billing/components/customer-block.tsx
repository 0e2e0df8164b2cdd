/** A client's block of the month: who it is (name or responsible, phone, e-mail, or the client-with-ID text), its total, its subscriptions. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, billedProduct, PRODUCT_LABELS, type BillingCustomer, type BillingSubscription } from '@portal/domain';
import { paths } from '../../../config/paths';
import { billingMoney } from '../utils/billing-format';
import { SubscriptionBlock } from './subscription-block';

export type CustomerBlockProps = { customer: BillingCustomer };

/** The name a client is known by: its name, else its responsible, else the client-with-ID text. */
export function customerTitle(customer: Pick<BillingCustomer, 'name' | 'responsible' | 'customerId'>): string {
  return customer.name.trim() || customer.responsible.trim() || BILLING_TEXTS.clientWithId(customer.customerId);
}

/** The partner's own subscriptions by product: 1С:ГРМ, then 1С:ОИ (licences and requested machines, decision 017). */
function byProduct(subscriptions: BillingSubscription[]) {
  return (['grm', 'oi'] as const).flatMap((product) => {
    const ofProduct = subscriptions.filter((s) => billedProduct(s) === product);
    return ofProduct.length > 0 ? [{ product, subscriptions: ofProduct }] : [];
  });
}

export function CustomerBlock({ customer }: CustomerBlockProps) {
  const title = customerTitle(customer);
  const contacts = [customer.phone, customer.email].filter((value): value is string => Boolean(value));
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      // A month's page holds up to 10 clients with all their subscriptions, most of them below the screen: the browser
      // lays out and paints a block once it nears the screen (its size until then an estimate, then its last own).
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h3">
          <Link href={paths['client.detail.item'].href({ customerId: customer.customerId })} underline="hover" color="inherit">
            {title}
          </Link>
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>Итого по клиенту: {billingMoney(customer.sum)} ₽</Typography>
      </Box>
      {contacts.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          {contacts.join(' · ')}
        </Typography>
      )}
      {customer.own
        ? byProduct(customer.subscriptions).map(({ product, subscriptions }) => (
            <Box key={product} component="section" aria-label={PRODUCT_LABELS[product]} sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2" sx={{ borderBottom: 1, borderColor: 'divider' }}>
                {PRODUCT_LABELS[product]}: {billingMoney(subscriptions.reduce((sum, s) => sum + s.sum, 0))} ₽
              </Typography>
              {subscriptions.map((subscription) => (
                <SubscriptionBlock key={subscription.subscriptionId} subscription={subscription} />
              ))}
            </Box>
          ))
        : customer.subscriptions.map((subscription) => <SubscriptionBlock key={subscription.subscriptionId} subscription={subscription} />)}
    </Paper>
  );
}
