/** The pages of the subscription lists: paid and trial inside the client area, all subscriptions on their own. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ClientAreaTabs } from '../../components/layout/client-area-tabs';
import { SubscriptionList } from './subscription-list';

export function PaidSubscriptionsPage() {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Платные подписки
      </Typography>
      <ClientAreaTabs />
      <SubscriptionList filter="paid" />
    </Paper>
  );
}

export function TrialSubscriptionsPage() {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Подписки с пробным периодом
      </Typography>
      <ClientAreaTabs />
      <SubscriptionList filter="trial" />
    </Paper>
  );
}

export function AllSubscriptionsPage() {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Все подписки
      </Typography>
      <SubscriptionList filter="all" />
    </Paper>
  );
}
