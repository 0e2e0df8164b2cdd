import { describe, expect, it } from 'vitest';
import { customerTitle } from './customer-block';

describe('customerTitle', () => {
  it('is the name, else the responsible, else the client-with-ID text', () => {
    expect(customerTitle({ name: 'ООО «Ромашка»', responsible: 'Соколова', customerId: 'c1' })).toBe('ООО «Ромашка»');
    expect(customerTitle({ name: ' ', responsible: 'Соколова Татьяна', customerId: 'c1' })).toBe('Соколова Татьяна');
    expect(customerTitle({ name: '', responsible: '', customerId: 'c1' })).toBe('Клиент с ID c1');
  });
});
