/** QuotePanel wired to the domain's arithmetic: the markup, per-line prices, the totals and the below-cost warning. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { QUOTE_TEXTS, type QuoteLineInput } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { QuotePanel } from './quote-panel';

const LINES: QuoteLineInput[] = [
  { name: 'Рабочие места', count: 3, partnerCost: 300_000, recommendedPrice: 420_000 },
  { name: 'Диск 10 ГБ', count: 1, partnerCost: 10_001, recommendedPrice: null },
];

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <QuotePanel lines={LINES} title="Типовые конфигурации" orderHref={(id) => `#/service/x?customerId=${id ?? ''}`} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** Text without the narrow spaces the number format puts in. */
const total = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/\s/g, ' ');

describe('QuotePanel', () => {
  it('starts at the recommended price and follows a typed markup', () => {
    renderPanel();
    expect(total('quote-total-price')).toBe('4 300,01 ₽');
    expect(total('quote-total-margin')).toBe('1 200,00 ₽');
    fireEvent.change(screen.getByLabelText(QUOTE_TEXTS.markupLabel), { target: { value: '12,5' } });
    // 3000 × 1.125 = 3375; 100.01 × 1.125 = 112.51125 → 112.52
    expect(total('quote-total-price')).toBe('3 487,52 ₽');
    expect(total('quote-total-margin-percent')).toBe('11,1 %');
    fireEvent.change(screen.getByLabelText(QUOTE_TEXTS.markupLabel), { target: { value: '5000' } });
    expect(screen.getByText('Наценка — от -100 до 1000 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: QUOTE_TEXTS.save }).hasAttribute('disabled')).toBe(true);
  });

  it('takes per-line prices and asks to acknowledge a price below cost', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: QUOTE_TEXTS.modePerLine }));
    const disk = screen.getByLabelText(`${QUOTE_TEXTS.clientPrice}: Диск 10 ГБ`);
    expect((disk as HTMLInputElement).value).toBe('100,01');
    fireEvent.change(disk, { target: { value: '50' } });
    expect(total('quote-total-price')).toBe('4 250,00 ₽');
    expect(screen.getByText(QUOTE_TEXTS.belowCostWarning)).toBeTruthy();
    const save = screen.getByRole('button', { name: QUOTE_TEXTS.save });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(QUOTE_TEXTS.acknowledgeBelowCost));
    expect(save.hasAttribute('disabled')).toBe(false);
  });
});
