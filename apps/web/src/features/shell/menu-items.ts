/** The left menu's items by role (document 1 §2 "Left menu"). */
import { hasAuthority, RATES_MENU_YEAR, type Me } from '@portal/domain';
import { paths } from '../../config/paths';
import { adminAreaLink } from '../../lib/session';

export type MenuIcon =
  'clients' | 'market' | 'cloud' | 'admin' | 'leads' | 'rates' | 'calculators' | 'knowledge' | 'materials' | 'support' | 'partners';

export type MenuItem = {
  label: string;
  href: string;
  icon: MenuIcon;
  external?: boolean;
  /** The addresses the item is highlighted on, when not all of its section's (two items share /content). */
  current?: RegExp;
};

export function menuItems(me: Me, adminAreaUrl: string | null): MenuItem[] {
  const rates: MenuItem = { label: 'Тарифы', href: paths['rates.grm'].href({ date: RATES_MENU_YEAR }), icon: 'rates' };
  const common: MenuItem[] = [
    rates,
    { label: 'База знаний', href: paths['content.info'].href(), icon: 'knowledge', current: /^\/content\/info(?:\/|$)/ },
    // Materials open on the news (document 3 §2: content.news is the default), with videos, presentations and marketing beside.
    { label: 'Материалы', href: paths['content.news'].href(), icon: 'materials', current: /^\/content\/(?!info(?:\/|$))/ },
    { label: 'Поддержка', href: paths.feedback.href(), icon: 'support' },
  ];
  if (hasAuthority(me, 'ROLE_DISTRIBUTOR')) {
    return [{ label: 'Партнеры', href: paths['partners.list'].href(), icon: 'partners' }, ...common];
  }
  const infrastructure = hasAuthority(me, 'ROLE_IAS_USER') ? paths['cloud.calc'].href() : paths.enrollment.href();
  return [
    { label: 'Клиенты', href: paths['client.subscriptions.all'].href(), icon: 'clients' },
    { label: 'Маркет', href: paths['service.list'].href(), icon: 'market' },
    { label: 'Инфраструктура', href: infrastructure, icon: 'cloud' },
    { label: 'Администрирование', icon: 'admin', ...adminAreaLink(adminAreaUrl) },
    { label: 'Лидогенерация', href: paths['lead.tabs.new'].href(), icon: 'leads' },
    rates,
    // The calculators (document 3) for partners, beside the tariffs they price with (decision 020).
    { label: 'Калькуляторы', href: paths.calc.href(), icon: 'calculators' },
    ...common.slice(1),
  ];
}
