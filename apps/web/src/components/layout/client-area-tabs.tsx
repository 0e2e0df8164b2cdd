/** The client area's sections: clients, paid subscriptions, trial subscriptions, orders, new client. */
import { useLocation } from '../../lib/router';
import { paths, type RouteName } from '../../config/paths';
import { LinkTabs } from './link-tabs';

const TABS: Array<{ route: RouteName; label: string }> = [
  { route: 'client.subscriptions.all', label: 'Клиенты' },
  { route: 'client.subscriptions.payed', label: 'Платные подписки' },
  { route: 'client.subscriptions.trial', label: 'Пробный период' },
  { route: 'order.list', label: 'Заказы' },
  { route: 'client.subscriptions.reg', label: 'Новый клиент' },
];

export function ClientAreaTabs() {
  const { pathname } = useLocation();
  return (
    <LinkTabs
      label="Разделы клиентов"
      tabs={TABS.map((tab) => ({ href: paths[tab.route].href(), label: tab.label, current: pathname === paths[tab.route].path }))}
    />
  );
}
