/** A partner's participation as GET /api/participation answers it, for unit tests: a partner under review unless told. */
import type { Participation } from '@portal/domain';

export function aParticipation(overrides: Partial<Participation> = {}): Participation {
  return {
    status: null,
    partnerId: 'p1',
    partnerCode: '10011',
    email: 'ivan@firma.ru',
    name: 'Иванов Иван',
    partnerName: 'ООО «Фирма»',
    phone: '8 912 345 67 89',
    website: null,
    publicPhone: null,
    publicName: null,
    publicEmail: null,
    publicCity: null,
    rejectedReason: null,
    offReason: null,
    partnerExchangeId: null,
    uniqueExchangeId: 'u1',
    block: null,
    ...overrides,
  };
}
