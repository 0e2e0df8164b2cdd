/** The journal's filters read from the address keep only what the API accepts, and go back to it unchanged. */
import { describe, expect, it } from 'vitest';
import { filterParams, filtersFromParams, hasFilters, NO_FILTERS, periodReversed } from './journal-filters';

const PERSON = '0b5c7e1a-3f0e-4d4a-9d55-6f7f2b1c9a10';

describe('journal filters', () => {
  it('read the address and write the same query', () => {
    const params = new URLSearchParams({ actor: PERSON, action: 'act.signed', from: '2025-03-01', to: '2025-03-31', name: 'ООО «Альфа»' });
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ actor: PERSON, action: 'act.signed', from: '2025-03-01', to: '2025-03-31' });
    expect(filterParams(filters).toString()).toBe(`actor=${PERSON}&action=act.signed&from=2025-03-01&to=2025-03-31`);
  });

  it('leave out what the API would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams({ actor: 'nobody', action: 'act.eaten', from: '01.03.2025', to: '2025-3-1' }));
    expect(filters).toEqual(NO_FILTERS);
    expect(hasFilters(filters)).toBe(false);
    expect(filterParams(filters).toString()).toBe('');
  });

  it('say a period that ends before it starts', () => {
    expect(periodReversed({ ...NO_FILTERS, from: '2025-04-01', to: '2025-03-31' })).toBe(true);
    expect(periodReversed({ ...NO_FILTERS, from: '2025-03-31', to: '2025-03-31' })).toBe(false);
    expect(periodReversed({ ...NO_FILTERS, from: '2025-04-01' })).toBe(false);
  });
});
