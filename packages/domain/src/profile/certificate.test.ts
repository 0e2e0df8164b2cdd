import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../format/date.ts';
import { certificateNumberFor, certificateState, isCertificateValid } from './certificate.ts';

describe('certificate', () => {
  it('numbers by year and sequence', () => {
    expect(certificateNumberFor(2026, 42)).toBe('ГРМ-2026-00042');
  });
  it('is valid through its end day while the partner works', () => {
    const base = { certificateEndDate: '2026-12-31', participationStatus: 'on', blocked: false };
    expect(isCertificateValid({ ...base, today: '2026-12-31' })).toBe(true);
    expect(isCertificateValid({ ...base, today: '2027-01-01' })).toBe(false);
    expect(isCertificateValid({ ...base, participationStatus: 'off', today: '2026-06-01' })).toBe(false);
    expect(isCertificateValid({ ...base, blocked: true, today: '2026-06-01' })).toBe(false);
    expect(isCertificateValid({ ...base, certificateEndDate: null, today: '2026-06-01' })).toBe(false);
  });
  it('formats dates', () => {
    expect(formatIsoDate('2026-12-31')).toBe('31.12.2026');
  });
  it('is prepared once the public name is filled and until it has a number', () => {
    const ready = { publicName: 'Ромашка', certificateNumber: 'ГРМ-2026-00001', certificateEndDate: '2026-12-31' };
    expect(certificateState(ready)).toBe('ready');
    expect(certificateState({ ...ready, certificateNumber: null, certificateEndDate: null })).toBe('preparing');
    expect(certificateState({ ...ready, publicName: null })).toBe('fillPublicName');
    expect(certificateState({ ...ready, publicName: '  ' })).toBe('fillPublicName');
    expect(certificateState({ publicName: null, certificateNumber: null, certificateEndDate: null })).toBe('fillPublicName');
  });
});
