import type { Service } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isBusiness, kitDesk, kitService, KINDS, NO_CHOICES, orderFormHref, pricedKits } from './kinds';

const service = (patch: Partial<Service>): Service => ({
  serviceId: patch.name ?? 's',
  name: 's',
  resourceCode: 'code',
  resourceCategory: '1c_ecw_application',
  group: 'typical',
  enabledStatus: true,
  clientServerOnly: false,
  requiresActiveSubscription: false,
  lockReason: null,
  offerDeskId: 'grm',
  serviceKits: [],
  priceFrom: null,
  ...patch,
});

const grm = [
  service({ name: 'bp', resourceCode: 'bp' }),
  service({ name: 'erp', clientServerOnly: true }),
  service({ name: 'rozn', group: 'retail' }),
  service({ name: 'tools', group: 'partners' }),
  service({ name: 'off', enabledStatus: false }),
];
const names = (list: Service[]) => list.map((s) => s.name);

describe('the calculator kinds', () => {
  it('offer typical and industry configurations, only file ones on the Business tariff', () => {
    expect(KINDS.typical.configurationDesk(NO_CHOICES)).toBeNull();
    const usual = { ...NO_CHOICES, tariff: 'usual' };
    const biz = { ...NO_CHOICES, tariff: 'biz' };
    expect(names(KINDS.typical.configurations(grm, usual))).toEqual(['bp', 'erp']);
    expect(names(KINDS.typical.configurations(grm, biz))).toEqual(['bp']);
    expect(names(KINDS.industry.configurations(grm, usual))).toEqual(['rozn']);
    expect(kitDesk('typical', biz)).toBe('biz');
    expect(kitDesk('typical', usual)).toBe('grm');
  });

  it('skip the configuration manager when the modified group is of type biz', () => {
    expect(KINDS.modified.steps({ ...NO_CHOICES, groupId: 'typical' })).toEqual([
      'group',
      'configuration',
      'deployment',
      'manager',
      'counts',
    ]);
    expect(KINDS.modified.steps({ ...NO_CHOICES, groupId: 'biz' })).toEqual(['group', 'configuration', 'deployment', 'counts']);
    expect(isBusiness('modified', { ...NO_CHOICES, groupId: 'biz' })).toBe(true);
  });

  it('price the Business kit for a Business configuration, the configuration itself otherwise', () => {
    const bizKit = service({ name: 'Комплект «Бизнес»', resourceCategory: 'biz', offerDeskId: 'biz' });
    const bp = grm[0];
    expect(kitService('typical', { ...NO_CHOICES, tariff: 'biz' }, bp, [bizKit])).toBe(bizKit);
    expect(kitService('typical', { ...NO_CHOICES, tariff: 'usual' }, bp, [bizKit])).toBe(bp);
    expect(kitService('typical', { ...NO_CHOICES, tariff: 'usual' }, undefined, [bizKit])).toBeUndefined();
  });

  it('offer production deployment types only', () => {
    const kit = (usageMode: 'PRODUCTION' | 'DEMONSTRATION') => ({
      serviceKitId: usageMode,
      name: usageMode,
      usageMode,
      resourceCode: 'k',
      resourceCategory: 'k',
      expirationPeriod: null,
      blockReason: null,
    });
    expect(pricedKits(service({ serviceKits: [kit('PRODUCTION'), kit('DEMONSTRATION')] })).map((k) => k.usageMode)).toEqual(['PRODUCTION']);
  });

  it('open the matching order form prefilled, with a client when one is chosen', () => {
    const prefill = { kitId: 'k1', counts: { o1: 3 } };
    expect(orderFormHref(service({ serviceId: 'bp-id' }), prefill, null)).toBe(
      '#/service/1c_ecw_application/grm/bp-id?kitId=k1&counts=o1%3A3',
    );
    expect(
      orderFormHref(service({ serviceId: 'b', resourceCategory: 'biz', offerDeskId: 'biz' }), { ...prefill, application: 'bp' }, 'c1'),
    ).toBe('#/service/biz/biz?kitId=k1&counts=o1%3A3&application=bp&customerId=c1');
    expect(orderFormHref(service({ serviceId: 'kas', resourceCategory: 'kaspersky', offerDeskId: 'other' }), prefill, null)).toMatch(
      /^#\/service\/kaspersky\/other\/kas\?/,
    );
  });
});
