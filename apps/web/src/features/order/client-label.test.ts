import { expect, it } from 'vitest';
import { clientLabel, orderSummary } from './client-label';

it('falls back from name to responsible, email, login and id', () => {
  const base = { id: 'id-1', name: '', responsible: '', email: '', oneCId: null };
  expect(clientLabel({ ...base, name: 'ООО «А»', responsible: 'Иван' })).toBe('ООО «А»');
  expect(clientLabel({ ...base, responsible: 'Иван', email: 'a@b.ru' })).toBe('Иван');
  expect(clientLabel({ ...base, email: 'a@b.ru' })).toBe('a@b.ru');
  expect(clientLabel({ ...base, oneCId: 'login' })).toBe('login');
  expect(clientLabel(base)).toBe('id-1');
});

it('sums an order up with its client and the partner’s monthly price, or free', () => {
  const client = { id: 'id-1', name: 'ООО «А»', responsible: '', email: '', oneCId: null };
  expect(orderSummary('1С:Розница, Файловый', client, 123_456)).toBe(
    '1С:Розница, Файловый, клиент «ООО «А»». Стоимость для партнера: 1 234,56 ₽ в месяц.',
  );
  expect(orderSummary('1С:Розница, Демо', client, null)).toBe('1С:Розница, Демо, клиент «ООО «А»». Стоимость для партнера: бесплатно.');
});
