import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationAdminPath, applicationClientLabel } from './rules.ts';

const customer = { name: null, responsible: null, email: null, phone: null };

describe('client label', () => {
  it('falls back name → responsible → e-mail → phone → customerId', () => {
    expect(applicationClientLabel({ customerId: 'c1', customer: { ...customer, name: 'ООО Ромашка', responsible: 'Иванов' } })).toBe(
      'ООО Ромашка',
    );
    expect(applicationClientLabel({ customerId: 'c1', customer: { ...customer, name: ' ', responsible: 'Иванов' } })).toBe('Иванов');
    expect(applicationClientLabel({ customerId: 'c1', customer: { ...customer, email: 'a@b.ru', phone: '8' } })).toBe('a@b.ru');
    expect(applicationClientLabel({ customerId: 'c1', customer: { ...customer, phone: '89161234567' } })).toBe('89161234567');
    expect(applicationClientLabel({ customerId: 'c1', customer })).toBe('c1');
  });
  it('is never empty', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.option(fc.string()),
          responsible: fc.option(fc.string()),
          email: fc.option(fc.string()),
          phone: fc.option(fc.string()),
        }),
        (c) => applicationClientLabel({ customerId: 'id', customer: c }).length > 0,
      ),
    );
  });
});

describe('admin path', () => {
  it('links by resource category', () => {
    expect(applicationAdminPath({ resourceCategory: '1c_grm_conf_manager', subscriptionId: 's' })).toBe('custom-cfg');
    expect(applicationAdminPath({ resourceCategory: '1c_ecw_application', subscriptionId: 's1' })).toBe('app/s1');
    expect(applicationAdminPath({ resourceCategory: 'ms_products', subscriptionId: 's' })).toBeNull();
  });
});
