/** The client quote's calls (decision 021): the saved quotes, saving, deleting, and the PDFs of saved and unsaved ones. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Customer, CustomerList, Quote, QuoteCreateInput, QuoteDraftInput, QuoteList } from '@portal/domain';
import { ALL_ROWS, ALL_ROWS_LIMIT } from '../../../components/data-table/data-table';
import { api, apiBlob } from '../../../lib/api-client';

export type QuoteListParams = { customerId?: string | undefined; page: number; pageSize: number };

export const quotesQuery = ({ customerId, page, pageSize }: QuoteListParams) =>
  queryOptions({
    queryKey: ['quotes', 'list', customerId ?? null, page, pageSize],
    queryFn: () => {
      const size = pageSize === ALL_ROWS ? ALL_ROWS_LIMIT : pageSize;
      const params = new URLSearchParams({ page: String(pageSize === ALL_ROWS ? 1 : page), pageSize: String(size) });
      if (customerId) params.set('customerId', customerId);
      return api<QuoteList>(`/quotes?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export const quoteQuery = (id: string) =>
  queryOptions({ queryKey: ['quotes', 'one', id], queryFn: () => api<Quote>(`/quotes/${encodeURIComponent(id)}`) });

/** Every client of the partner, by name: a quote may be kept for any of them (an order needs more, later). */
export const quoteClientsQuery = queryOptions({
  queryKey: ['customers', 'all-by-name'],
  queryFn: async (): Promise<Customer[]> => (await api<CustomerList>('/customer-manager?pageSize=0&sort=name&order=asc')).items,
});

export const createQuote = (input: QuoteCreateInput) => api<Quote>('/quotes', { method: 'POST', body: input });

export const deleteQuote = (id: string) => api<null>(`/quotes/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A saved quote's PDF is a plain link: a GET with the session cookie. */
export const savedQuotePdfHref = (id: string) => `/api/quotes/${encodeURIComponent(id)}/pdf`;

/** An unsaved quote's PDF is rendered from the posted quote and saved by the browser. */
export async function downloadDraftPdf(draft: QuoteDraftInput): Promise<void> {
  const blob = await apiBlob('/quotes/pdf', { method: 'POST', body: draft });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `quote-${new Date().toISOString().slice(0, 10)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
