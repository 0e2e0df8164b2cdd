/**
 * The client card's groups of subscriptions (document 1 §2 Client area): by the product's category, each with what
 * may be ordered into it for this client — the application Market, or each service's own order form — and the
 * reason when this client cannot order it.
 */
import {
  isOrderableCustomer,
  ORDER_MESSAGES,
  orderFormOf,
  SUPPORT_CATEGORY,
  SUPPORT_MESSAGES,
  type Customer,
  type Service,
  type Subscription,
} from '@portal/domain';
import { paths } from '../../../config/paths';

export type CardGroupKey = 'applications' | 'biz' | 'support' | 'services' | 'thirdParty' | 'other';

type CardGroupDefinition = { key: CardGroupKey; title: string; categories: ReadonlyArray<string> };

const GROUPS: ReadonlyArray<CardGroupDefinition> = [
  { key: 'applications', title: 'Приложения 1С', categories: ['1c_ecw_application'] },
  { key: 'biz', title: 'Комплект «Бизнес»', categories: ['biz'] },
  { key: 'support', title: 'Комплекты поддержки', categories: [SUPPORT_CATEGORY] },
  { key: 'services', title: 'Сервисы провайдера', categories: ['1c-ecw-terminal', '1c_reporting', '1c_paysleep_application'] },
  // Products of other vendors: the third-party apps block.
  { key: 'thirdParty', title: 'Сторонние приложения', categories: ['kaspersky', 'ms_products'] },
];
const OTHER: CardGroupDefinition = { key: 'other', title: 'Другие подписки', categories: [] };

export type CardOffer = { label: string; href: string; disabledReason: string | null };
export type CardGroup = { key: CardGroupKey; title: string; subscriptions: Subscription[]; offers: CardOffer[] };

/** Why this client cannot order a product of the category, or null. */
export function customerOrderBlock(customer: Pick<Customer, 'status' | 'inn' | 'regnum'>, category: string): string | null {
  if (!customer.inn) return ORDER_MESSAGES.clientHasNoInn;
  if (!isOrderableCustomer(customer)) return ORDER_MESSAGES.clientNotAllowed;
  if (category === SUPPORT_CATEGORY && !customer.regnum) return SUPPORT_MESSAGES.noRegnum;
  return null;
}

function offersOf(group: CardGroupDefinition, services: ReadonlyArray<Service>, customer: Customer): CardOffer[] {
  const query = { customerId: customer.id };
  if (group.key === 'applications') {
    // Many applications: the Market chooses one, with the client kept.
    return [
      {
        label: 'Выбрать приложение',
        href: paths['service.list'].href({}, query),
        disabledReason: customerOrderBlock(customer, '1c_ecw_application'),
      },
    ];
  }
  return services
    .filter((service) => group.categories.includes(service.resourceCategory) && service.offerDeskId !== 'special')
    .map((service) => ({
      label: service.name,
      href:
        service.resourceCategory === 'biz'
          ? paths['service.biz'].href({ offerDeskId: service.offerDeskId }, query)
          : paths[orderFormOf(service.resourceCategory)].href({ offerDeskId: service.offerDeskId, serviceId: service.serviceId }, query),
      disabledReason: customerOrderBlock(customer, service.resourceCategory) ?? service.lockReason,
    }));
}

/** Every group in its order (the other subscriptions last, when there are any), with its subscriptions and offers. */
export function cardGroups(subscriptions: ReadonlyArray<Subscription>, services: ReadonlyArray<Service>, customer: Customer): CardGroup[] {
  const groupOf = (subscription: Subscription) =>
    GROUPS.find((group) => subscription.resourceCategory !== null && group.categories.includes(subscription.resourceCategory)) ?? OTHER;
  const groups = GROUPS.map((group) => ({
    key: group.key,
    title: group.title,
    subscriptions: subscriptions.filter((subscription) => groupOf(subscription) === group),
    offers: offersOf(group, services, customer),
  }));
  const others = subscriptions.filter((subscription) => groupOf(subscription) === OTHER);
  return others.length > 0 ? [...groups, { key: OTHER.key, title: OTHER.title, subscriptions: others, offers: [] }] : groups;
}
