/** The left menu's items by role and by the person's rights (document 1 §2 "Left menu", issue 32). */
import { hasAuthority, RATES_MENU_YEAR, type Me } from '@portal/domain';
import { paths, type RouteName } from '../../config/paths';
import { routeRedirect } from '../../lib/route-access';
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

/**
 * Only what the person's role may open (issue 32): an item leads to a page whose route the role passes
 * (config/paths.ts), never to a redirect.
 */
export function menuItems(me: Me, adminAreaUrl: string | null): MenuItem[] {
  const may = (name: RouteName) => routeRedirect(me, paths[name].access, paths[name].right) === null;
  const rates: MenuItem = { label: 'Тарифы', href: paths['rates.grm'].href({ date: RATES_MENU_YEAR }), icon: 'rates' };
  const support: MenuItem[] = may('feedback') ? [{ label: 'Поддержка', href: paths.feedback.href(), icon: 'support' }] : [];
  const common: MenuItem[] = [
    rates,
    { label: 'База знаний', href: paths['content.info'].href(), icon: 'knowledge', current: /^\/content\/info(?:\/|$)/ },
    // Materials open on the news (document 3 §2: content.news is the default), with videos, presentations and marketing beside.
    { label: 'Материалы', href: paths['content.news'].href(), icon: 'materials', current: /^\/content\/(?!info(?:\/|$))/ },
    ...support,
  ];
  if (hasAuthority(me, 'ROLE_DISTRIBUTOR')) {
    return [{ label: 'Партнеры', href: paths['partners.list'].href(), icon: 'partners' }, ...common];
  }
  const items: (MenuItem | false)[] = [
    { label: 'Клиенты', href: paths['client.subscriptions.all'].href(), icon: 'clients' },
    may('service.list') && { label: 'Маркет', href: paths['service.list'].href(), icon: 'market' },
    infrastructureItem(me, may),
    { label: 'Администрирование', icon: 'admin', ...adminAreaLink(adminAreaUrl) },
    { label: 'Лидогенерация', href: paths['lead.tabs.new'].href(), icon: 'leads' },
    rates,
    // The calculators (document 3) for partners, beside the tariffs they price with (decision 020).
    may('calc') && { label: 'Калькуляторы', href: paths.calc.href(), icon: 'calculators' },
    ...common.slice(1),
  ];
  return items.filter((item) => item !== false);
}

/**
 * «Инфраструктура»: the calculator with ROLE_IAS_USER, enrolment without it; a role that orders nothing sees only the
 * active licences (with ROLE_IAS_USER), or no item.
 */
function infrastructureItem(me: Me, may: (name: RouteName) => boolean): MenuItem | false {
  const ias = hasAuthority(me, 'ROLE_IAS_USER');
  const name: RouteName = ias ? (may('cloud.calc') ? 'cloud.calc' : 'cloud.list') : 'enrollment';
  return may(name) && { label: 'Инфраструктура', href: paths[name].href(), icon: 'cloud' };
}

export type ProfileMenuLink = { label: string; href: string };

/**
 * The profile menu's links: the organisation's profile, one's own security, and for those whose role may:
 * «Сотрудники», «Журнал действий» and the API token.
 */
export function profileMenuLinks(me: Me): ProfileMenuLink[] {
  const links: [RouteName, string][] = [
    ['profile', 'Профиль'],
    ['members', paths.members.title],
    ['journal', paths.journal.title],
    ['token', paths.token.title],
    ['profile.security', 'Безопасность'],
  ];
  return links
    .filter(([name]) => routeRedirect(me, paths[name].access, paths[name].right) === null)
    .map(([name, label]) => ({ label, href: paths[name].href() }));
}
