/** One subscription of a client's month: service, start, end or 'Active', days used, total, its trial, its options. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, type BillingSubscription } from '@portal/domain';
import { billingDate, billingMoney } from '../utils/billing-format';
import { OptionsTable } from './options-table';

export type SubscriptionBlockProps = { subscription: BillingSubscription };

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Box>
  );
}

export function SubscriptionBlock({ subscription }: SubscriptionBlockProps) {
  const { trial } = subscription;
  const postPay = subscription.options.filter((option) => !option.prepaid);
  const prepaid = subscription.options.filter((option) => option.prepaid);
  return (
    <Box component="section" aria-label={subscription.service.name} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {subscription.service.name}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {' '}
          · {subscription.serviceKitName}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Fact label="Начало" value={billingDate(subscription.startDate)} />
        <Fact label="Окончание" value={subscription.endDate ? billingDate(subscription.endDate) : BILLING_TEXTS.active} />
        <Fact label="Дней использовано" value={subscription.days} />
        <Fact label="Итого" value={`${billingMoney(subscription.sum)} ₽`} />
      </Box>
      {trial && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {BILLING_TEXTS.trialRow}:
          </Box>{' '}
          {billingDate(trial.startDate)} — {billingDate(trial.endDate)}, дней: {trial.days}
        </Typography>
      )}
      <OptionsTable kind="postPay" options={postPay} />
      <OptionsTable kind="prepaid" options={prepaid} />
    </Box>
  );
}
