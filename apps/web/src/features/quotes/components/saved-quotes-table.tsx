/**
 * Saved quotes, newest first (of one client when given): the date, the client, the configuration, the client's price
 * per month and the margin, with the PDF, «Оформить заказ» (the order form kept with the quote, for its client),
 * «Пересчитать» (a new quote from this one) and deletion — those three for a person with the «orders» right; the
 * others (the client card shows its quotes to every role) read the quotes and their PDF.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatDateTime, formatMarginPercent, formatRubles, QUOTE_TEXTS, type QuoteSummary } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { usePaging } from '../../../components/data-table/use-paging';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { useCan } from '../../../lib/rights';
import { deleteQuote, quotesQuery, savedQuotePdfHref } from '../api/quotes';

// Dialogs load when first opened.
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const RepriceDialog = lazy(() => import('./reprice-dialog').then((m) => ({ default: m.RepriceDialog })));

export type SavedQuotesTableProps = {
  /** One client's quotes (the client column is then left out). */
  customerId?: string | undefined;
  hideClient?: boolean;
};

export function SavedQuotesTable({ customerId, hideClient = false }: SavedQuotesTableProps) {
  const paging = usePaging();
  const quotes = useQuery(quotesQuery({ customerId, page: paging.page, pageSize: paging.pageSize }));
  const queryClient = useQueryClient();
  const toast = useToast();
  const [deleting, setDeleting] = useState<QuoteSummary | null>(null);
  const [repricing, setRepricing] = useState<QuoteSummary | null>(null);
  const mayOrder = useCan('orders');
  const remove = useMutation({
    mutationFn: (id: string) => deleteQuote(id),
    onSuccess: () => {
      toast.show(QUOTE_TEXTS.deleted, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
  });

  const columns: Array<Column<QuoteSummary>> = [
    { key: 'date', label: QUOTE_TEXTS.date, render: (q) => formatDateTime(q.createdAt), width: 140 },
    ...(hideClient ? [] : [{ key: 'client', label: QUOTE_TEXTS.client, render: (q: QuoteSummary) => q.customerName }]),
    { key: 'title', label: QUOTE_TEXTS.configuration, render: (q) => q.title },
    { key: 'price', label: QUOTE_TEXTS.total, align: 'right', render: (q) => formatRubles(q.totals.clientPrice) },
    {
      key: 'margin',
      label: QUOTE_TEXTS.margin,
      align: 'right',
      render: (q) => `${formatRubles(q.totals.margin)} (${formatMarginPercent(q.totals.marginPercent)})`,
    },
    {
      key: 'actions',
      label: 'Действия',
      labelHidden: true,
      render: (q) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {mayOrder && (
            <Button size="small" variant="contained" href={q.orderHref}>
              {QUOTE_TEXTS.order}
            </Button>
          )}
          <Button size="small" href={savedQuotePdfHref(q.id)} download>
            PDF
          </Button>
          {mayOrder && (
            <>
              <Button size="small" onClick={() => setRepricing(q)}>
                {QUOTE_TEXTS.reprice}
              </Button>
              <IconButton size="small" aria-label={QUOTE_TEXTS.delete} onClick={() => setDeleting(q)} disabled={remove.isPending}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={QUOTE_TEXTS.pageTitle}
        columns={columns}
        rows={quotes.data?.items}
        rowKey={(q) => q.id}
        total={quotes.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={QUOTE_TEXTS.empty}
        loading={quotes.isFetching}
      />
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={QUOTE_TEXTS.deleteTitle}
            text={`${deleting.customerName}: ${deleting.title}`}
            confirmLabel={QUOTE_TEXTS.deleteConfirm}
            onConfirm={() => remove.mutate(deleting.id)}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      )}
      {repricing && (
        <Suspense fallback={null}>
          <RepriceDialog quoteId={repricing.id} onClose={() => setRepricing(null)} />
        </Suspense>
      )}
    </>
  );
}
