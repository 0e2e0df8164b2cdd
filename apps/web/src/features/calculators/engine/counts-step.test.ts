import type { ServiceKitExtended, ServiceOption } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { kitRows } from './counts-step';

const option = (patch: Partial<ServiceOption>): ServiceOption => ({
  serviceOptionId: 'seat',
  name: 'Рабочее место',
  resourceCode: 'bp-private-seat',
  resourceCategory: '1c_ecw_application',
  minUsageCount: 1,
  maxUsageCount: 99,
  usageCount: 1,
  editStatus: 'EDITABLE',
  tariff: { price: 5600, clientPrice: 7000, currencyCode: 'RUB', paymentPeriod: 'd' },
  trialData: { trial: false, trialLength: null, period: null },
  clientPriceEditable: false,
  ...patch,
});

const kit = (options: ServiceOption[]): ServiceKitExtended => ({
  serviceKitId: 'kit',
  name: 'Файловый',
  usageMode: 'PRODUCTION',
  resourceCode: 'bp-private-file',
  resourceCategory: '1c_ecw_application',
  expirationPeriod: null,
  blockReason: null,
  serviceId: 'service',
  serviceName: 'Доработанная 1С:Бухгалтерия предприятия',
  serviceOptions: options,
});

describe('kitRows and the client price the partner sets', () => {
  it('gives an editable option a client-price field and prices its row at the typed price', () => {
    const editable = kit([option({ clientPriceEditable: true })]);
    expect(kitRows(editable, {}).rows[0]).toMatchObject({
      tariff: { price: 5600, clientPrice: 7000 },
      clientPrice: { value: 7000, recommended: 7000, period: 'd' },
    });
    expect(kitRows(editable, {}, { seat: 10_000 }).rows[0]).toMatchObject({
      tariff: { price: 5600, clientPrice: 10_000 },
      clientPrice: { value: 10_000, recommended: 7000, period: 'd' },
    });
  });

  it('leaves the catalogue price of any other option alone and offers no field', () => {
    const [row] = kitRows(kit([option({})]), {}, { seat: 10_000 }).rows;
    expect(row?.tariff?.clientPrice).toBe(7000);
    expect(row?.clientPrice).toBeUndefined();
  });
});
