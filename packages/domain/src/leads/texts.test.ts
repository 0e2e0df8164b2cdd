import { describe, expect, it } from 'vitest';
import { LEAD_TEXTS, myLeadsEmptyText } from './texts.ts';

describe('«Мои лиды» without rows', () => {
  it('names the search that matched nothing', () => {
    expect(myLeadsEmptyText('Ромашка')).toBe('Ничего не найдено по запросу «Ромашка»');
    expect(myLeadsEmptyText('  7702070139 ')).toBe('Ничего не найдено по запросу «7702070139»');
  });
  it('says there are no own clients only without a search', () => {
    expect(myLeadsEmptyText('')).toBe(LEAD_TEXTS.emptyMy);
    expect(myLeadsEmptyText('   ')).toBe('Нет своих клиентов');
  });
});
