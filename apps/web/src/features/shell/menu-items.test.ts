import { MEMBER_ROLES, type Me, type MemberRole } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../../config/paths';
import { routeRedirect } from '../../lib/route-access';
import { menuItems, profileMenuLinks } from './menu-items';
import { aMe } from '../../test-fixtures/me';

const me = (...authorities: string[]): Me => aMe(authorities, { username: 'u', name: null, partner: null, partnerCode: null });

describe('menuItems', () => {
  it('gives partners the spec items in order', () => {
    expect(menuItems(me('ROLE_PARTNER'), null).map((i) => i.label)).toEqual([
      'Клиенты',
      'Маркет',
      'Инфраструктура',
      'Администрирование',
      'Лидогенерация',
      'Тарифы',
      'Калькуляторы',
      'База знаний',
      'Материалы',
      'Поддержка',
    ]);
  });

  it('gives distributors partners, tariffs, knowledge base, materials and support', () => {
    expect(menuItems(me('ROLE_DISTRIBUTOR'), null).map((i) => i.label)).toEqual([
      'Партнеры',
      'Тарифы',
      'База знаний',
      'Материалы',
      'Поддержка',
    ]);
  });

  it('opens Materials on the news', () => {
    expect(menuItems(me('ROLE_PARTNER'), null).find((i) => i.label === 'Материалы')?.href).toBe('#/content/news');
    expect(menuItems(me('ROLE_DISTRIBUTOR'), null).find((i) => i.label === 'Материалы')?.href).toBe('#/content/news');
  });

  it('leads Infrastructure to the calculator only with the infrastructure flag', () => {
    const find = (m: Me) => menuItems(m, null).find((i) => i.label === 'Инфраструктура')?.href;
    expect(find(me('ROLE_PARTNER'))).toBe('#/enrollment');
    expect(find(me('ROLE_PARTNER', 'ROLE_IAS_USER'))).toBe('#/cloud/calc');
  });

  it('links Tariffs to the 2025 rates and Administration to /#/office/list of the admin area', () => {
    const items = menuItems(me('ROLE_PARTNER'), 'https://admin.example.org/a/');
    expect(items.find((i) => i.label === 'Тарифы')?.href).toBe('#/rates/grm/2025');
    expect(items.find((i) => i.label === 'Администрирование')).toMatchObject({
      href: 'https://admin.example.org/a/#/office/list',
      external: true,
    });
  });

  it('keeps Administration inside the portal when no administration area is configured', () => {
    expect(menuItems(me('ROLE_PARTNER'), null).find((i) => i.label === 'Администрирование')).toEqual({
      label: 'Администрирование',
      href: '#/admin',
      icon: 'admin',
      external: false,
    });
  });
});

const person = (role: MemberRole, ...authorities: string[]): Me =>
  aMe(authorities.length ? authorities : ['ROLE_PARTNER'], { role, partner: null, partnerCode: null });
const labels = (m: Me) => menuItems(m, null).map((i) => i.label);

/** The route an office link leads to. */
function routeAt(href: string): RouteName | undefined {
  const path = href.replace(/^#/, '').split('?')[0] ?? '';
  return (Object.keys(paths) as RouteName[]).find((name) =>
    new RegExp(`^${paths[name].path.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}

describe('menuItems by the person’s role (issue 32)', () => {
  it('gives the manager everything but money: the Market, infrastructure and calculators stay', () => {
    expect(labels(person('MANAGER'))).toEqual(labels(me('ROLE_PARTNER')));
  });

  it('gives the accountant no Market, infrastructure or calculators', () => {
    expect(labels(person('ACCOUNTANT'))).toEqual([
      'Клиенты',
      'Администрирование',
      'Лидогенерация',
      'Тарифы',
      'База знаний',
      'Материалы',
      'Поддержка',
    ]);
  });

  it('gives the read-only person no support form either, and the active licences for the infrastructure', () => {
    expect(labels(person('VIEWER'))).toEqual(['Клиенты', 'Администрирование', 'Лидогенерация', 'Тарифы', 'База знаний', 'Материалы']);
    const items = menuItems(person('VIEWER', 'ROLE_PARTNER', 'ROLE_IAS_USER'), null);
    expect(items.find((i) => i.label === 'Инфраструктура')?.href).toBe('#/cloud/list');
  });

  it('gives a distributor’s read-only person no support form', () => {
    expect(labels(person('VIEWER', 'ROLE_DISTRIBUTOR'))).toEqual(['Партнеры', 'Тарифы', 'База знаний', 'Материалы']);
    expect(labels(person('MANAGER', 'ROLE_DISTRIBUTOR'))).toContain('Поддержка');
  });

  it('leads every item of every role to a page that role opens', () => {
    for (const role of MEMBER_ROLES) {
      for (const authorities of [['ROLE_PARTNER'], ['ROLE_PARTNER', 'ROLE_IAS_USER'], ['ROLE_DISTRIBUTOR']]) {
        const who = person(role, ...authorities);
        for (const item of [...menuItems(who, null), ...profileMenuLinks(who)]) {
          if ('external' in item && item.external) continue;
          const name = routeAt(item.href);
          expect(name, `${role} ${item.label}`).toBeDefined();
          if (name)
            expect(routeRedirect(who, paths[name].access, paths[name].right), `${role} ${authorities.join()} ${item.label}`).toBeNull();
        }
      }
    }
  });
});

describe('profileMenuLinks', () => {
  const links = (m: Me) => profileMenuLinks(m).map((l) => l.label);

  it('offers the administrator the profile, «Сотрудники», the journal and the API token', () => {
    expect(links(person('ADMIN'))).toEqual(['Профиль', 'Сотрудники', 'Журнал действий', 'Токен API', 'Безопасность']);
    expect(profileMenuLinks(person('ADMIN')).find((l) => l.label === 'Сотрудники')?.href).toBe('#/office/members');
  });

  it('offers the other roles the profile (to read) and their own security', () => {
    for (const role of ['MANAGER', 'ACCOUNTANT', 'VIEWER'] as const) expect(links(person(role)), role).toEqual(['Профиль', 'Безопасность']);
  });

  it('offers a distributor’s administrator its profile and people, not the partner’s journal or token', () => {
    expect(links(person('ADMIN', 'ROLE_DISTRIBUTOR'))).toEqual(['Профиль', 'Сотрудники', 'Безопасность']);
  });
});
