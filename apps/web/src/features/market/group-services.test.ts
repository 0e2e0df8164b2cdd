import type { Service } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { groupServices } from './group-services';

const service = (name: string, group: string): Service => ({
  serviceId: name,
  name,
  resourceCode: name,
  resourceCategory: '1c_ecw_application',
  group,
  enabledStatus: true,
  clientServerOnly: false,
  requiresActiveSubscription: false,
  lockReason: null,
  offerDeskId: 'grm',
  serviceKits: [],
  priceFrom: null,
});

describe('groupServices', () => {
  const services = [service('1С:Розница', 'retail'), service('1С:Бухгалтерия', 'typical'), service('Конфигуратор', 'partners')];

  it('keeps the spec order of groups and drops empty ones', () => {
    expect(groupServices(services, '').map((s) => s.title)).toEqual([
      'Типовые конфигурации',
      'Отраслевые решения: розница',
      'Только для партнеров',
    ]);
  });

  it('filters by the search text, case-insensitively', () => {
    expect(groupServices(services, 'РОЗН').flatMap((s) => s.services.map((x) => x.name))).toEqual(['1С:Розница']);
    expect(groupServices(services, 'нет такого')).toEqual([]);
  });
});
