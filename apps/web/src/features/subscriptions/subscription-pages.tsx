/**
 * The pages of the subscription lists: paid and trial inside the client area; all subscriptions on their own
 * page with the demo customer and demo partner lists as tabs (kept in the query so a reload stays on the tab).
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SubscriptionFilter } from '@portal/domain';
import { useSearchParams } from '../../lib/router';
import { ClientAreaTabs } from '../../components/layout/client-area-tabs';
import { PanelTabs } from '../../components/layout/panel-tabs';
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

const ALL_PAGE_TABS: Array<{ filter: SubscriptionFilter; label: string }> = [
  { filter: 'all', label: 'Все подписки' },
  { filter: 'demoCustomer', label: 'Демо клиентов' },
  { filter: 'demoPartner', label: 'Демо партнера' },
];

export function AllSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const filter = ALL_PAGE_TABS.find((tab) => tab.filter === params.get('list'))?.filter ?? 'all';
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Все подписки
      </Typography>
      <PanelTabs
        label="Списки подписок"
        tabs={ALL_PAGE_TABS.map((tab) => ({ value: tab.filter, label: tab.label }))}
        value={filter}
        onChange={(next) => setParams(next === 'all' ? {} : { list: next }, { replace: true })}
      />
      <SubscriptionList key={filter} filter={filter} />
    </Paper>
  );
}
