import type { ServiceKit } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isChosenKitOrderable } from './kit-choice';

const kit = (serviceKitId: string, blockReason: string | null = null): ServiceKit => ({
  serviceKitId,
  name: serviceKitId,
  usageMode: 'PRODUCTION',
  resourceCode: serviceKitId,
  resourceCategory: '1c_ecw_application',
  expirationPeriod: null,
  blockReason,
});
const service = { serviceKits: [kit('file'), kit('server', 'Недоступно')], lockReason: null };

describe('isChosenKitOrderable', () => {
  it('takes a loaded kit of the service that nothing blocks', () => {
    expect(isChosenKitOrderable(service, 'file', true)).toBe(true);
  });

  it('refuses no choice, a kit the service lacks and a kit not loaded yet', () => {
    expect(isChosenKitOrderable(service, null, true)).toBe(false);
    expect(isChosenKitOrderable(service, 'cloud', true)).toBe(false);
    expect(isChosenKitOrderable(service, 'file', false)).toBe(false);
    expect(isChosenKitOrderable(undefined, 'file', true)).toBe(false);
  });

  it('refuses a blocked kit and a locked service', () => {
    expect(isChosenKitOrderable(service, 'server', true)).toBe(false);
    expect(isChosenKitOrderable({ ...service, lockReason: 'Нужна рабочая подписка' }, 'file', true)).toBe(false);
  });
});
