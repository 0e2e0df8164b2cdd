import type { Me } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { menuItems } from './menu-items';
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
