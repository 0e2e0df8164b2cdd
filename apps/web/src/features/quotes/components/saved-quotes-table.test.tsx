/**
 * The saved quotes as the client card shows them to every role (issue 32): the PDF for all, «Оформить заказ»,
 * «Пересчитать» and deletion only for a person with the «orders» right.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { PAGE_SIZE_DEFAULT, QUOTE_TEXTS, type MemberRole, type QuoteList } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { signedInClient } from '../../../test-fixtures/signed-in';
import { quotesQuery } from '../api/quotes';
import { SavedQuotesTable } from './saved-quotes-table';

const CUSTOMER = '5b0c9a52-2f59-4a4b-9c1e-0d7c1b7e0a01';
const LIST: QuoteList = {
  total: 1,
  items: [
    {
      id: 'q1',
      title: 'Бухгалтерия предприятия, 3 рабочих места',
      customerId: CUSTOMER,
      customerName: 'ООО «Клиент»',
      totals: { partnerCost: 300_000, clientPrice: 420_000, margin: 120_000, marginPercent: 28.6 },
      orderHref: '#/service/list',
      createdBy: 'Иван',
      createdAt: '2025-03-01T09:00:00.000Z',
      lineCount: 1,
    },
  ],
};

async function renderAs(role: MemberRole) {
  const client = signedInClient(role);
  client.setQueryData(quotesQuery({ customerId: CUSTOMER, page: 1, pageSize: PAGE_SIZE_DEFAULT }).queryKey, LIST);
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SavedQuotesTable customerId={CUSTOMER} hideClient />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('link', { name: 'PDF' });
}

describe('SavedQuotesTable', () => {
  it.each(['ADMIN', 'MANAGER'] as const)('offers a %s the order, the recount and the deletion', async (role) => {
    await renderAs(role);
    expect(screen.getByRole('link', { name: QUOTE_TEXTS.order })).toBeTruthy();
    expect(screen.getByRole('button', { name: QUOTE_TEXTS.reprice })).toBeTruthy();
    expect(screen.getByRole('button', { name: QUOTE_TEXTS.delete })).toBeTruthy();
  });

  it.each(['ACCOUNTANT', 'VIEWER'] as const)('shows a %s the quote and its PDF only', async (role) => {
    await renderAs(role);
    expect(screen.getByText(LIST.items[0]?.title ?? '')).toBeTruthy();
    expect(screen.queryByRole('link', { name: QUOTE_TEXTS.order })).toBeNull();
    expect(screen.queryByRole('button', { name: QUOTE_TEXTS.reprice })).toBeNull();
    expect(screen.queryByRole('button', { name: QUOTE_TEXTS.delete })).toBeNull();
  });
});
