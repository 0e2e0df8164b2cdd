import { describe, expect, it } from 'vitest';
import { orderSubject } from './order-subject';

describe('orderSubject', () => {
  it('names a 1C application a configuration of its Market group', () => {
    expect(orderSubject({ resourceCategory: '1c_ecw_application', group: 'typical' })).toEqual({
      subject: 'Конфигурация',
      type: 'Типовые конфигурации',
    });
    expect(orderSubject({ resourceCategory: '1c_ecw_application', group: 'private' }).type).toBe('Частные конфигурации');
    expect(orderSubject({ resourceCategory: '1c_ecw_application', group: 'unknown' }).type).toBeNull();
  });

  it('names kits, services and products', () => {
    expect(orderSubject({ resourceCategory: 'biz', group: 'provider' }).subject).toBe('Комплект');
    expect(orderSubject({ resourceCategory: '1c_ecw_support', group: 'provider' }).subject).toBe('Комплект');
    expect(orderSubject({ resourceCategory: '1c_paysleep_application', group: 'provider' }).subject).toBe('Услуга');
    for (const category of ['ms_products', '1c-ecw-terminal', 'kaspersky', '1c_grm_conf_manager', '1c_reporting']) {
      expect(orderSubject({ resourceCategory: category, group: 'provider' })).toEqual({ subject: 'Продукт', type: null });
    }
  });
});
