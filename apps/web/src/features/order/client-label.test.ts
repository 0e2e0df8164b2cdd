import { expect, it } from 'vitest';
import { clientLabel } from './client-label';

it('falls back from name to responsible, email, login and id', () => {
  const base = { id: 'id-1', name: '', responsible: '', email: '', oneCId: null };
  expect(clientLabel({ ...base, name: 'ООО «А»', responsible: 'Иван' })).toBe('ООО «А»');
  expect(clientLabel({ ...base, responsible: 'Иван', email: 'a@b.ru' })).toBe('Иван');
  expect(clientLabel({ ...base, email: 'a@b.ru' })).toBe('a@b.ru');
  expect(clientLabel({ ...base, oneCId: 'login' })).toBe('login');
  expect(clientLabel(base)).toBe('id-1');
});
