import { ORDER_MESSAGES, SUPPORT_MESSAGES, type Customer, type Service, type Subscription } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { cardGroups, customerOrderBlock } from './card-groups';

const customer: Customer = {
  id: 'c-1',
  name: 'ООО «Ромашка»',
  responsible: 'Соколова Татьяна',
  email: 'romashka@client.demo',
  phone: null,
  inn: '6658000001',
  kpp: null,
  city: null,
  street: null,
  chiefName: null,
  customerCode: '0001',
  oneCId: null,
  onecUsername: null,
  numberOfEmloyees: null,
  status: 'confirmed',
  countryUin: null,
  regionUin: null,
  mainActivityType: null,
  exchangeId: 'x',
  regnum: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const service = (
  name: string,
  resourceCategory: string,
  offerDeskId: Service['offerDeskId'] = 'other',
  lockReason: string | null = null,
): Service => ({
  serviceId: `s-${name}`,
  name,
  resourceCode: name,
  resourceCategory,
  group: 'provider',
  enabledStatus: true,
  clientServerOnly: false,
  requiresActiveSubscription: false,
  lockReason,
  offerDeskId,
  serviceKits: [],
  priceFrom: null,
});

const subscription = (serviceName: string, resourceCategory: string | null): Subscription => ({
  subscriptionId: `sub-${serviceName}`,
  customerId: 'c-1',
  customerName: 'ООО «Ромашка»',
  serviceId: null,
  resourceCategory,
  price: 0,
  startDate: null,
  serviceName,
  serviceKitName: 'Файловый',
  usageMode: 'PRODUCTION',
  deployStatus: 'DEPLOYED',
  trialStart: null,
  trialEnd: null,
  createDate: '2026-11-01T00:00:00.000Z',
  expirationDate: null,
  onTrial: false,
  convertedTo: null,
  conversionKitId: null,
});

const services = [
  service('1С:Бухгалтерия', '1c_ecw_application', 'grm'),
  service('Комплект «Бизнес»', 'biz', 'biz'),
  service('Комплект поддержки ИТС', '1c_ecw_support'),
  service('Терминальный доступ', '1c-ecw-terminal', 'other', 'Нужна активная подписка'),
  service('Антивирус Касперского', 'kaspersky'),
  service('Конфигуратор', '1c_grm_conf_manager', 'special'),
];

describe('cardGroups', () => {
  it('puts each subscription under its category, the unknown ones last', () => {
    const groups = cardGroups(
      [subscription('1С:Бухгалтерия', '1c_ecw_application'), subscription('Антивирус', 'kaspersky'), subscription('Старый продукт', null)],
      services,
      customer,
    );
    expect(groups.map((g) => [g.key, g.subscriptions.map((s) => s.serviceName)])).toEqual([
      ['applications', ['1С:Бухгалтерия']],
      ['biz', []],
      ['support', []],
      ['services', []],
      ['thirdParty', ['Антивирус']],
      ['other', ['Старый продукт']],
    ]);
  });

  it('offers the Market for applications and each service’s own form, with this client', () => {
    const groups = cardGroups([], services, customer);
    const offers = Object.fromEntries(groups.map((g) => [g.key, g.offers]));
    expect(offers.applications).toEqual([{ label: 'Выбрать приложение', href: '#/service/list?customerId=c-1', disabledReason: null }]);
    expect(offers.biz).toEqual([{ label: 'Комплект «Бизнес»', href: '#/service/biz/biz?customerId=c-1', disabledReason: null }]);
    expect(offers.thirdParty?.[0]?.href).toMatch(/^#\/service\/kaspersky\/other\/[^?]+\?customerId=c-1$/);
    expect(offers.services?.[0]?.disabledReason).toBe('Нужна активная подписка');
    expect(groups.some((g) => g.offers.some((o) => o.label === 'Конфигуратор'))).toBe(false);
  });
});

describe('customerOrderBlock', () => {
  it('names why a client cannot order', () => {
    expect(customerOrderBlock({ ...customer, inn: null }, 'biz')).toBe(ORDER_MESSAGES.clientHasNoInn);
    expect(customerOrderBlock({ ...customer, status: 'unconfirmed' }, 'biz')).toBe(ORDER_MESSAGES.clientNotAllowed);
    expect(customerOrderBlock(customer, '1c_ecw_support')).toBe(SUPPORT_MESSAGES.noRegnum);
    expect(customerOrderBlock({ ...customer, regnum: '800172634' }, '1c_ecw_support')).toBeNull();
  });
});
