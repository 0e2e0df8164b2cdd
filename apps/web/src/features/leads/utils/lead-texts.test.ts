import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { failureText, productsText } from './lead-texts';

describe('lead texts', () => {
  it('names the products with their counts', () => {
    expect(
      productsText([
        { productId: 'bp', qty: 3, name: '1С:Бухгалтерия предприятия' },
        { productId: 'x', qty: 1, name: null },
      ]),
    ).toBe('1С:Бухгалтерия предприятия × 3, x × 1');
    expect(productsText([])).toBe('—');
  });

  it('adds the server’s reason to a refused call, not to a server failure', () => {
    const refused = new ApiRequestError(409, { code: 'LEAD_ALREADY_APPLIED', message: 'Вы уже отправили заявку' }, '/api/leads');
    expect(failureText('Ошибка', refused)).toBe('Ошибка: Вы уже отправили заявку');
    expect(failureText('Ошибка', new ApiRequestError(500, { code: 'X', message: 'boom' }, '/api/leads'))).toBe('Ошибка');
  });
});
