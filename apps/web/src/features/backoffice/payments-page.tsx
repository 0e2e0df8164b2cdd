/**
 * «Платежи» (issue 24): every payment received, or those waiting for the operator; a payment recorded by hand, a bank
 * statement imported (its result shown: documents, recorded, repeated, matched and what waits, with the reason), and a
 * waiting payment matched to its invoice.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatIsoDate, formatRubles, INVOICING_TEXTS, type Payment, type StatementImportResult } from '@portal/domain';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { SAMPLE_STATEMENT_HREF, useImportStatement, usePayments } from './api/payments';
import { useLoadError } from './hooks/use-load-error';

const RecordPaymentDialog = lazy(() => import('./payments/record-payment-dialog').then((m) => ({ default: m.RecordPaymentDialog })));
const MatchPaymentDialog = lazy(() => import('./payments/match-payment-dialog').then((m) => ({ default: m.MatchPaymentDialog })));

const SOURCE_LABELS: Record<Payment['source'], string> = { manual: 'Вручную', statement: 'Выписка' };

export function PaymentsPage() {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [unmatched, setUnmatched] = useState(false);
  const [recording, setRecording] = useState(false);
  const [matching, setMatching] = useState<Payment | null>(null);
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const paging = usePaging();
  const list = usePayments({ unmatched, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, 'Не удалось загрузить платежи');
  const upload = useImportStatement({
    onSuccess: (imported) => {
      setResult(imported);
      toast.show(INVOICING_TEXTS.statementImported(imported.recorded, imported.matched), { severity: 'success' });
    },
    onError: (error) => showError(apiErrorContent('Не удалось загрузить выписку', error)),
  });
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is a change too (the operator may import a statement twice).
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  const columns: Column<Payment>[] = [
    { key: 'date', label: 'Дата', render: (row) => formatIsoDate(row.receivedOn) },
    { key: 'amount', label: 'Сумма', align: 'right', render: (row) => formatRubles(row.amount) },
    {
      key: 'payer',
      label: 'Плательщик',
      render: (row) => (row.payerName ? `${row.payerName}${row.payerInn ? `, ИНН ${row.payerInn}` : ''}` : '—'),
    },
    { key: 'purpose', label: 'Назначение', render: (row) => row.purpose || '—' },
    {
      key: 'source',
      label: 'Источник',
      render: (row) => `${SOURCE_LABELS[row.source]}${row.documentNumber ? ` № ${row.documentNumber}` : ''}`,
    },
    {
      key: 'invoice',
      label: 'Счет',
      render: (row) =>
        row.invoiceNumber ? (
          `№ ${row.invoiceNumber}, ${row.partnerName ?? ''}`
        ) : (
          <Box>
            <Typography variant="body2" color="warning">
              {row.unmatchedReason ?? 'Ждет сопоставления'}
            </Typography>
            <Button size="small" onClick={() => setMatching(row)}>
              Сопоставить
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Платежи
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={SAMPLE_STATEMENT_HREF} download>
            Пример выписки
          </Button>
          <Button size="small" variant="outlined" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
            Загрузить выписку
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".txt,text/plain"
            hidden
            aria-label="Файл выписки"
            data-testid="statement-file"
            onChange={handleFile}
          />
          <Button size="small" variant="contained" onClick={() => setRecording(true)}>
            Записать платеж
          </Button>
        </Box>
      </Box>
      {result && (
        <Alert severity={result.unmatched.length ? 'warning' : 'success'} onClose={() => setResult(null)} sx={{ mb: 2 }}>
          <Typography variant="body2">
            Документов в выписке: {result.documents}. Записано платежей: {result.recorded}. Уже были загружены: {result.repeated}.
            Сопоставлено со счетами: {result.matched}.
          </Typography>
          {result.unmatched.length > 0 && (
            <>
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
                Ждут сопоставления:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {result.unmatched.map((p) => (
                  <li key={p.paymentId}>
                    <Typography variant="body2">
                      № {p.documentNumber ?? '—'} от {formatIsoDate(p.receivedOn)}, {formatRubles(p.amount)}, {p.payerName}:{' '}
                      {p.unmatchedReason}
                    </Typography>
                  </li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
      <Tabs
        value={unmatched ? 'unmatched' : 'all'}
        onChange={(_event, value) => {
          setUnmatched(value === 'unmatched');
          paging.reset();
        }}
        aria-label="Какие платежи показать"
        sx={{ mb: 1 }}
      >
        <Tab value="all" label="Все" />
        <Tab value="unmatched" label="Ждут сопоставления" />
      </Tabs>
      <DataTable
        label="Платежи"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.paymentId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={unmatched ? 'Все платежи сопоставлены со счетами' : 'Платежей пока нет'}
        loading={list.isFetching}
      />
      {recording && (
        <Suspense fallback={null}>
          <RecordPaymentDialog onClose={() => setRecording(false)} />
        </Suspense>
      )}
      {matching && (
        <Suspense fallback={null}>
          <MatchPaymentDialog payment={matching} onClose={() => setMatching(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
