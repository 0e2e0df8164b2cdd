/** The client area's tabs: clients, paid subscriptions, trial subscriptions, orders, new client. */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation } from '../../lib/router';
import { paths, type RouteName } from '../../config/paths';

const TABS: Array<{ route: RouteName; label: string }> = [
  { route: 'client.subscriptions.all', label: 'Клиенты' },
  { route: 'client.subscriptions.payed', label: 'Платные подписки' },
  { route: 'client.subscriptions.trial', label: 'Пробный период' },
  { route: 'order.list', label: 'Заказы' },
  { route: 'client.subscriptions.reg', label: 'Новый клиент' },
];

export function ClientAreaTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname === paths[tab.route].path)?.route ?? false;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label="Разделы клиентов" sx={{ mb: 2 }}>
      {TABS.map((tab) => (
        <Tab key={tab.route} value={tab.route} label={tab.label} href={paths[tab.route].href()} component="a" />
      ))}
    </Tabs>
  );
}
