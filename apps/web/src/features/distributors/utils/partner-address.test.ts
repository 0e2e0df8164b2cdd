import { describe, expect, it } from 'vitest';
import { partnerAddress } from './partner-address';

describe('partnerAddress', () => {
  it('joins the city, region code and address that are known', () => {
    expect(partnerAddress({ city: 'Томск', regionCode: '70', address: 'ул. Ленина, 1' })).toBe('Томск, 70, ул. Ленина, 1');
    expect(partnerAddress({ city: 'Томск', regionCode: null, address: '' })).toBe('Томск');
    expect(partnerAddress({ city: null, regionCode: null, address: null })).toBe('—');
  });
});
