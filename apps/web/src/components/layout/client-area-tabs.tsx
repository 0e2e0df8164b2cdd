/**
 * The client area's sections: clients, paid subscriptions, trial subscriptions, orders, new client — those the person's
 * role may open (issue 32: «Новый клиент» is the «clients» right's).
 */
import { useRights } from '../../lib/rights';
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
  const can = useRights();
  const shown = TABS.filter((tab) => {
    const right = paths[tab.route].right;
    return !right || can(right);
  });
  return (
    <LinkTabs
      label="Разделы клиентов"
      tabs={shown.map((tab) => ({ href: paths[tab.route].href(), label: tab.label, current: pathname === paths[tab.route].path }))}
    />
  );
}
