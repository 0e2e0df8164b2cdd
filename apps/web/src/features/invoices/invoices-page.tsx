/**
 * «Счета и акты» (issue 24): every closed month's invoice with its status, due date, working days overdue and penalty,
 * its invoice and act as PDF, and the act's signature or reasoned refusal; the debt on top. A phone shows each month as
 * a card with all of it (issue 31).
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DOCUMENT_BUNDLE_TEXTS,
  formatIsoDate,
  formatRubles,
  INVOICE_STATUS_TEXTS,
  INVOICING_TEXTS,
  monthLabel,
  type PartnerInvoice,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { useCan } from '../../lib/rights';
import { invoiceDocumentHref } from './api/invoice-documents';
import { invoicesQuery } from './api/get-invoices';
import { ActCell } from './components/act-cell';
import { ActXmlLink } from './components/act-xml-link';
import { DebtSummary } from './components/debt-summary';

/** «Документы за период» loads when opened: its dialog and checkboxes are not needed for the invoices' first paint. */
const DocumentBundleDialog = lazy(() => import('./components/document-bundle-dialog').then((m) => ({ default: m.DocumentBundleDialog })));

const STATUS_COLORS: Record<PartnerInvoice['status'], 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  ISSUED: 'default',
  SIGNED: 'info',
  PARTIALLY_PAID: 'warning',
  PAID: 'success',
  OVERDUE: 'error',
};

const C = INVOICING_TEXTS.columns;
/** «Все» asks for the most the route gives at once (a hundred months: eight years of invoices). */
const ALL_INVOICES = 100;

/** Money keeps its figures on one line: a wrapped «189 656,16 ₽» reads as three numbers. */
const nowrap = { whiteSpace: 'nowrap' } as const;

function MonthCell({ row }: { row: PartnerInvoice }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {monthLabel(row.year, row.month)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={nowrap}>
        {INVOICING_TEXTS.invoiceOf(row.number, row.issuedOn)}
      </Typography>
      <InvoiceDocuments row={row} />
    </>
  );
}

function StatusCell({ row }: { row: PartnerInvoice }) {
  return (
    <>
      <Chip size="small" label={INVOICE_STATUS_TEXTS[row.status]} color={STATUS_COLORS[row.status]} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {INVOICING_TEXTS.paymentState(row.paid, row.unpaid)}
      </Typography>
    </>
  );
}

function DueCell({ row }: { row: PartnerInvoice }) {
  return (
    <>
      <span>{formatIsoDate(row.dueOn)}</span>
      {row.overdueWorkingDays > 0 && (
        <Typography variant="body2" color="error.main" sx={nowrap}>
          {INVOICING_TEXTS.overdueDays(row.overdueWorkingDays)}
        </Typography>
      )}
    </>
  );
}

const penaltyText = (row: PartnerInvoice) => (row.penaltyWaived ? INVOICING_TEXTS.penaltyWaived : formatRubles(row.penalty));

const COLUMNS: Column<PartnerInvoice>[] = [
  { key: 'month', label: C.month, render: (row) => <MonthCell row={row} /> },
  { key: 'sum', label: C.sum, align: 'right', render: (row) => <Box sx={nowrap}>{formatRubles(row.sum)}</Box> },
  { key: 'status', label: C.status, render: (row) => <StatusCell row={row} /> },
  { key: 'dueOn', label: C.dueOn, wrapHeader: true, render: (row) => <DueCell row={row} /> },
  { key: 'penalty', label: C.penalty, align: 'right', render: (row) => <Box sx={nowrap}>{penaltyText(row)}</Box> },
  { key: 'act', label: C.act, render: (row) => <ActCell invoice={row} /> },
];

/** A label over its value, in a month's card. */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

/**
 * Under 900 px the six columns do not fit (a phone showed the month and the sum, the rest scrolled out of reach): each
 * month is one card with every field, its documents and the act's decisions.
 */
const CARD_COLUMNS: Column<PartnerInvoice>[] = [
  {
    key: 'invoice',
    label: C.month,
    labelHidden: true,
    render: (row) => (
      <Stack spacing={1} sx={{ py: 0.5 }} data-testid="invoice-card">
        <Box>
          <MonthCell row={row} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
          <CardField label={C.sum}>
            <Box sx={nowrap}>{formatRubles(row.sum)}</Box>
          </CardField>
          <CardField label={C.penalty}>
            <Box sx={nowrap}>{penaltyText(row)}</Box>
          </CardField>
          <CardField label={C.status}>
            <StatusCell row={row} />
          </CardField>
          <CardField label={C.dueOn}>
            <DueCell row={row} />
          </CardField>
        </Box>
        <CardField label={C.act}>
          <ActCell invoice={row} />
        </CardField>
      </Stack>
    ),
  },
];

const documentLink = { whiteSpace: 'nowrap', px: 0.5 } as const;

/**
 * «Счет (PDF)», «Акт (PDF)» and «УПД (XML)», downloaded as the server names them; the XML's act status beside it, as
 * the file states it (the status follows the document).
 */
function InvoiceDocuments({ row }: { row: PartnerInvoice }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, ml: -0.5 }}>
      {(['invoice', 'act'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          startIcon={<FileDownloadOutlined />}
          href={invoiceDocumentHref(row.invoiceId, kind)}
          aria-label={`${kind === 'invoice' ? INVOICING_TEXTS.invoicePdf : INVOICING_TEXTS.actPdf} № ${row.number}`}
          download
          sx={documentLink}
        >
          {kind === 'invoice' ? INVOICING_TEXTS.invoicePdf : INVOICING_TEXTS.actPdf}
        </Button>
      ))}
      <ActXmlLink invoice={row} />
    </Box>
  );
}

export function InvoicesPage() {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const paging = usePaging();
  const list = useQuery(invoicesQuery(paging.page, paging.pageSize || ALL_INVOICES));
  const mayDownload = useCan('billing');
  const [bundling, setBundling] = useState(false);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {INVOICING_TEXTS.title}
        </Typography>
        {mayDownload && (list.isPending || (list.data?.total ?? 0) > 0) && (
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} disabled={list.isPending} onClick={() => setBundling(true)}>
            {DOCUMENT_BUNDLE_TEXTS.button}
          </Button>
        )}
      </Box>
      {bundling && (
        <Suspense fallback={null}>
          <DocumentBundleDialog onClose={() => setBundling(false)} />
        </Suspense>
      )}
      {/* While the list loads, the debt's block and the button keep their places: nothing below moves when it comes. */}
      {(list.data || !list.isError) && <DebtSummary debt={list.data?.debt} />}
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        label={INVOICING_TEXTS.title}
        columns={narrow ? CARD_COLUMNS : COLUMNS}
        rows={list.data?.items}
        rowKey={(row) => row.invoiceId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={INVOICING_TEXTS.empty}
        loading={list.isFetching}
      />
    </Paper>
  );
}
