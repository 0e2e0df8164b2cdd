import { describe, expect, it } from 'vitest';
import { VAT_NOTE } from '../pricing/vat.ts';
import { BILLING_TEXTS, billingEmptyText, billingFiltersLabel, type BillingFilters } from './billing-texts.ts';

const NONE: BillingFilters = { search: '', subscriptions: 'all', options: 'all' };
const MONTH = { year: 2026, month: 9 };

describe('billing texts', () => {
  it('shows the one VAT note of the portal: without VAT, and 22 percent from 2026', () => {
    expect(BILLING_TEXTS.vatNote).toBe(VAT_NOTE);
    expect(BILLING_TEXTS.vatNote).toContain('без учета НДС');
    expect(BILLING_TEXTS.vatNote).toContain('с 2026 года');
    expect(BILLING_TEXTS.vatNote).toContain('22 процента');
  });

  it("says the spec's trial text to the byte (its «c» is Latin), and a month with nothing its own text", () => {
    expect(billingEmptyText({ ...NONE, subscriptions: 'trial' }, MONTH, false)).toBe('Нет подписок c пробным периодом');
    expect(BILLING_TEXTS.emptyTrial.split(' ')[2]).toBe('c');
    expect(billingEmptyText({ ...NONE, subscriptions: 'prod' }, MONTH, false)).toBe('Нет платных подписок');
    expect(billingEmptyText({ ...NONE, options: 'active' }, MONTH, false)).toBe('Нет активных опций');
    expect(billingEmptyText({ ...NONE, search: 'Ромашка', subscriptions: 'trial' }, MONTH, false)).toBe(
      'Ничего не найдено по запросу «Ромашка»',
    );
    const nothing = 'За октябрь 2026 начислений нет: подписки клиентов в этом месяце не работали';
    expect(billingEmptyText(NONE, MONTH, true)).toBe(nothing);
    expect(billingEmptyText({ ...NONE, subscriptions: 'trial' }, MONTH, true)).toBe(nothing);
  });

  it('names the filters in the export, or the whole month', () => {
    expect(billingFiltersLabel(NONE)).toBe('Отбор: весь месяц, все клиенты');
    expect(billingFiltersLabel({ search: 'ромаш', subscriptions: 'prod', options: 'active' })).toBe(
      'Отбор: поиск «ромаш»; подписки: Платные; опции: Активные',
    );
  });
});
