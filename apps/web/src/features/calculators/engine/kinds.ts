/**
 * The calculators as data: each kind names its steps, where its configurations come from and which deployment types
 * they offer, and which order form the result opens. One engine (calculator-engine.tsx) walks these steps for every kind.
 */
import {
  BUSINESS_CATEGORY,
  isBusinessApplication,
  MODIFIED_GROUPS,
  NON_CONFIGURATION_GROUPS,
  orderFormOf,
  orderPrefillQuery,
  PAYSLIP_CATEGORY,
  SUPPORT_CATEGORY,
  tariffChoice,
  TYPICAL_GROUPS,
  type CalculatorServiceGroup,
  type OfferDeskId,
  type OrderPrefill,
  type Service,
} from '@portal/domain';
import { paths } from '../../../config/paths';

export type EngineKind = 'typical' | 'industry' | 'modified' | 'private' | 'other' | 'support';
export type StepId = 'tariff' | 'group' | 'configuration' | 'deployment' | 'manager' | 'counts';

export type EngineChoices = {
  /** Typical and industry: 'biz' or 'usual'. */
  tariff: string | null;
  /** Modified: a MODIFIED_GROUPS id. */
  groupId: string | null;
  serviceId: string | null;
  kitId: string | null;
  useManager: boolean;
};

export const NO_CHOICES: EngineChoices = { tariff: null, groupId: null, serviceId: null, kitId: null, useManager: false };

const TERMINAL_CATEGORY = '1c-ecw-terminal';
const APPLICATION_CATEGORY = '1c_ecw_application';
export const MANAGER_CATEGORY = '1c_grm_conf_manager';

const isApplication = (s: Service) => s.resourceCategory === APPLICATION_CATEGORY && s.enabledStatus;
const isTypical = (s: Service) => TYPICAL_GROUPS.includes(s.group);
const isIndustry = (s: Service) => !TYPICAL_GROUPS.includes(s.group) && !NON_CONFIGURATION_GROUPS.includes(s.group);

export function groupOf(choices: EngineChoices): CalculatorServiceGroup | null {
  return MODIFIED_GROUPS.find((g) => g.id === choices.groupId) ?? null;
}

/** Whether the result is the Business kit: the typical and industry calculators' Business tariff, or a biz group. */
export function isBusiness(kind: EngineKind, choices: EngineChoices): boolean {
  if (kind === 'typical' || kind === 'industry') return tariffChoice(choices.tariff)?.type === 'biz';
  if (kind === 'modified') return groupOf(choices)?.type === 'biz';
  return false;
}

export type KindDefinition = {
  title: string;
  /** The route whose page this is (the title and the back arrow). */
  steps: (choices: EngineChoices) => StepId[];
  /** The desk the configurations (or products) are chosen from; null until an earlier step is chosen. */
  configurationDesk: (choices: EngineChoices) => OfferDeskId | null;
  configurations: (services: readonly Service[], choices: EngineChoices) => Service[];
  /** The label of the configuration step. */
  configurationLabel: string;
  /** The label of the counts step. */
  countsLabel: string;
  /** Whether the count inputs need a tariff chosen first. */
  needsTariff: boolean;
};

const byGroup = (filter: (s: Service) => boolean) => (services: readonly Service[], choices: EngineChoices, kind: EngineKind) =>
  services.filter((s) => isApplication(s) && filter(s) && (!isBusiness(kind, choices) || isBusinessApplication(s)));

export const KINDS: Record<EngineKind, KindDefinition> = {
  typical: {
    title: 'Типовые конфигурации',
    steps: () => ['tariff', 'configuration', 'deployment', 'counts'],
    configurationDesk: (c) => (c.tariff ? 'grm' : null),
    configurations: (services, c) => byGroup(isTypical)(services, c, 'typical'),
    configurationLabel: 'Конфигурация',
    countsLabel: 'Рабочие места',
    needsTariff: true,
  },
  industry: {
    title: 'Отраслевые конфигурации',
    steps: () => ['tariff', 'configuration', 'deployment', 'counts'],
    configurationDesk: (c) => (c.tariff ? 'grm' : null),
    configurations: (services, c) => byGroup(isIndustry)(services, c, 'industry'),
    configurationLabel: 'Конфигурация',
    countsLabel: 'Рабочие места',
    needsTariff: true,
  },
  modified: {
    title: 'Доработанные конфигурации',
    // The configuration manager is skipped when the group is of type biz.
    steps: (c) => ['group', 'configuration', 'deployment', ...(groupOf(c)?.type === 'biz' ? [] : (['manager'] as const)), 'counts'],
    configurationDesk: (c) => (groupOf(c) ? 'grm' : null),
    configurations: (services, c) => {
      const group = groupOf(c);
      if (!group) return [];
      if (group.type === 'biz')
        return services.filter((s) => isApplication(s) && (isTypical(s) || isIndustry(s)) && isBusinessApplication(s));
      return services.filter((s) => isApplication(s) && (group.id === 'typical' ? isTypical(s) : isIndustry(s)));
    },
    configurationLabel: 'Базовая конфигурация',
    countsLabel: 'Рабочие места',
    needsTariff: false,
  },
  private: {
    title: 'Собственные разработки',
    steps: () => ['configuration', 'deployment', 'counts'],
    configurationDesk: () => 'other',
    configurations: (services) => services.filter(isApplication),
    configurationLabel: 'Базовая конфигурация',
    countsLabel: 'Количество мест',
    needsTariff: false,
  },
  other: {
    title: 'Продукты сторонних вендоров',
    steps: () => ['configuration', 'counts'],
    configurationDesk: () => 'other',
    configurations: (services) =>
      services.filter(
        (s) =>
          s.enabledStatus && ![APPLICATION_CATEGORY, SUPPORT_CATEGORY, TERMINAL_CATEGORY, PAYSLIP_CATEGORY].includes(s.resourceCategory),
      ),
    configurationLabel: 'Продукт',
    countsLabel: 'Количество мест',
    needsTariff: false,
  },
  support: {
    title: 'Базовый комплект поддержки',
    steps: () => ['configuration', 'counts'],
    configurationDesk: () => 'other',
    configurations: (services) => services.filter((s) => s.enabledStatus && s.resourceCategory === SUPPORT_CATEGORY),
    configurationLabel: 'Комплект поддержки',
    countsLabel: 'Количество',
    needsTariff: false,
  },
};

/** The desk whose service's deployment types the result is priced with: the Business kit's desk, else the configuration's. */
export function kitDesk(kind: EngineKind, choices: EngineChoices): OfferDeskId | null {
  if (isBusiness(kind, choices)) return 'biz';
  return KINDS[kind].configurationDesk(choices);
}

/** The service whose deployment types are offered: the Business kit itself, or the chosen configuration. */
export function kitService(kind: EngineKind, choices: EngineChoices, configuration: Service | undefined, bizServices: readonly Service[]) {
  if (!configuration) return undefined;
  if (isBusiness(kind, choices)) return bizServices.find((s) => s.resourceCategory === BUSINESS_CATEGORY);
  return configuration;
}

/** Production deployment types only: a calculator prices what the client will pay for. */
export const pricedKits = (service: Service | undefined) => (service?.serviceKits ?? []).filter((k) => k.usageMode === 'PRODUCTION');

/**
 * The address of the order form a result opens, prefilled with its choices and, when given, a client: the Business
 * kit's form with the application, else the form the service's category opens.
 */
export function orderFormHref(
  service: Pick<Service, 'serviceId' | 'resourceCategory' | 'offerDeskId'>,
  prefill: OrderPrefill,
  customerId: string | null,
): string {
  const query = { ...orderPrefillQuery(prefill), ...(customerId ? { customerId } : {}) };
  if (service.resourceCategory === BUSINESS_CATEGORY) return paths['service.biz'].href({ offerDeskId: service.offerDeskId }, query);
  return paths[orderFormOf(service.resourceCategory)].href({ offerDeskId: service.offerDeskId, serviceId: service.serviceId }, query);
}
