import { describe, expect, it } from 'vitest';
import { aMe } from '../../../test-fixtures/me';
import { menuItems } from '../menu-items';
import { isCurrent } from './side-menu';

const items = menuItems(aMe(['ROLE_PARTNER']), null);
const item = (label: string) => {
  const found = items.find((i) => i.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('isCurrent', () => {
  it('tells the knowledge base from the materials, both under /content', () => {
    expect(isCurrent(item('База знаний'), '/content/info')).toBe(true);
    expect(isCurrent(item('Материалы'), '/content/info')).toBe(false);
    expect(isCurrent(item('Материалы'), '/content/marketing')).toBe(true);
    expect(isCurrent(item('Материалы'), '/content/news/1')).toBe(true);
    expect(isCurrent(item('База знаний'), '/content/news/1')).toBe(false);
  });

  it('highlights other items by their section', () => {
    expect(isCurrent(item('Клиенты'), '/client/payed')).toBe(true);
    expect(isCurrent(item('Клиенты'), '/service/list')).toBe(false);
  });
});
