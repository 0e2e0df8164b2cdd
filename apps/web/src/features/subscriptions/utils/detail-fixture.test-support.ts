/** A subscription detail and its options for the feature's unit tests. */
import type { SubscriptionDetail, SubscriptionOption } from '@portal/domain';

export function optionOf(overrides: Partial<SubscriptionOption> = {}): SubscriptionOption {
  return {
    subscriptionOptionId: 'so-seat',
    serviceOptionId: 'opt-seat',
    serviceOptionName: 'Рабочее место',
    resourceCode: 'bp-seat',
    resourceCategory: '1c_ecw_application',
    usageCount: 3,
    pendingCount: null,
    minUsageCount: 1,
    maxUsageCount: 99,
    editStatus: 'EDITABLE',
    tariff: { price: 4400, clientPrice: 5500, currencyCode: 'RUB', paymentPeriod: 'd' },
    monthPrice: 409_200,
    monthClientPrice: 511_500,
    prepaid: null,
    deployStatus: 'DEPLOYED',
    ...overrides,
  };
}

export function detailOf(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  return {
    subscriptionId: 'sub-1',
    customerId: 'cust-1',
    customer: {
      customerId: 'cust-1',
      name: 'ООО «Ромашка»',
      responsible: 'Соколова Татьяна',
      email: 'romashka@client.demo',
      phone: null,
      inn: null,
      city: null,
    },
    serviceId: 'svc-1',
    serviceKitId: 'kit-1',
    offerDeskId: 'grm',
    serviceName: '1С:Бухгалтерия предприятия',
    serviceKitName: 'Файловый',
    resourceCategory: '1c_ecw_application',
    usageMode: 'PRODUCTION',
    deployStatus: 'DEPLOYED',
    lastError: null,
    createDate: '2026-11-01T10:00:00.000Z',
    startDate: '2026-11-01T10:05:00.000Z',
    expirationDate: null,
    deletionReason: null,
    trialStart: null,
    trialEnd: null,
    trialActive: false,
    isDirectSubscription: false,
    includedDiskGb: 5,
    price: 409_200,
    clientPrice: 511_500,
    serviceOptions: [optionOf()],
    changeOrderId: null,
    failedChangeOrderId: null,
    convertedTo: null,
    convertedFrom: null,
    conversionKitId: null,
    ...overrides,
  };
}
