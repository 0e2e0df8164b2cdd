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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme, type CSSObject, type Theme } from '@mui/material/styles';
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

/**
 * The cells' and cards' parts are plain elements with class names, styled once by the page's Paper (`partStyles`): a
 * month's card drawn with MUI's Box, Stack and Typography was about twenty styled components, each resolving and
 * serializing its styles as the rows render on a phone (the rows are the page's largest paint). The classes give the
 * same CSS as those components did: `body2` and `caption` are the theme's Typography variants, `nowrap` keeps money on
 * one line (a wrapped «189 656,16 ₽» reads as three numbers), `secondary` and `danger` are the palette's secondary text
 * and error colours.
 */
const partStyles = (theme: Theme): CSSObject => ({
  '& .body2': { ...(theme.typography.body2 as CSSObject), margin: 0 },
  '& .caption': { ...(theme.typography.caption as CSSObject), margin: 0 },
  '& .strong': { fontWeight: 500 },
  '& .nowrap': { whiteSpace: 'nowrap' },
  '& .secondary': { color: theme.palette.text.secondary },
  '& .danger': { color: theme.palette.error.main },
  '& .status-line': { marginTop: theme.spacing(0.5) },
  // A month's card: its parts one under another (MUI's Stack with spacing 1), the four figures in two columns.
  '& .invoice-card': { display: 'flex', flexDirection: 'column', paddingTop: theme.spacing(0.5), paddingBottom: theme.spacing(0.5) },
  '& .invoice-card > * + *': { marginTop: theme.spacing(1) },
  '& .card-figures': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.spacing(1) },
  // «Счет (PDF)», «Акт (PDF)» and «УПД (XML)» with the act's status.
  '& .documents': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: theme.spacing(1), marginLeft: theme.spacing(-0.5) },
  '& .act-xml': { display: 'inline-flex', alignItems: 'center', columnGap: theme.spacing(0.5) },
  '& .act-xml-error': { flexBasis: '100%' },
  // The «Акт» cell: where the act stands and its decisions.
  '& .act': { minWidth: 170, maxWidth: 240 },
  '& .act-decisions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), marginTop: theme.spacing(0.5) },
});

const PagePaper = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  ...partStyles(theme),
}));

function MonthCell({ row }: { row: PartnerInvoice }) {
  return (
    <>
      <p className="body2 strong">{monthLabel(row.year, row.month)}</p>
      <p className="body2 nowrap secondary">{INVOICING_TEXTS.invoiceOf(row.number, row.issuedOn)}</p>
      <InvoiceDocuments row={row} />
    </>
  );
}

function StatusCell({ row }: { row: PartnerInvoice }) {
  return (
    <>
      <Chip size="small" label={INVOICE_STATUS_TEXTS[row.status]} color={STATUS_COLORS[row.status]} />
      <p className="body2 status-line">{INVOICING_TEXTS.paymentState(row.paid, row.unpaid)}</p>
    </>
  );
}

function DueCell({ row }: { row: PartnerInvoice }) {
  return (
    <>
      <span>{formatIsoDate(row.dueOn)}</span>
      {row.overdueWorkingDays > 0 && <p className="body2 nowrap danger">{INVOICING_TEXTS.overdueDays(row.overdueWorkingDays)}</p>}
    </>
  );
}

const penaltyText = (row: PartnerInvoice) => (row.penaltyWaived ? INVOICING_TEXTS.penaltyWaived : formatRubles(row.penalty));

const COLUMNS: Column<PartnerInvoice>[] = [
  { key: 'month', label: C.month, render: (row) => <MonthCell row={row} /> },
  { key: 'sum', label: C.sum, align: 'right', render: (row) => <div className="nowrap">{formatRubles(row.sum)}</div> },
  { key: 'status', label: C.status, render: (row) => <StatusCell row={row} /> },
  { key: 'dueOn', label: C.dueOn, wrapHeader: true, render: (row) => <DueCell row={row} /> },
  { key: 'penalty', label: C.penalty, align: 'right', render: (row) => <div className="nowrap">{penaltyText(row)}</div> },
  { key: 'act', label: C.act, render: (row) => <ActCell invoice={row} /> },
];

/** A label over its value, in a month's card. */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className="caption secondary">{label}</div>
      <div className="body2">{children}</div>
    </div>
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
      <div className="invoice-card" data-testid="invoice-card">
        <div>
          <MonthCell row={row} />
        </div>
        <div className="card-figures">
          <CardField label={C.sum}>
            <div className="nowrap">{formatRubles(row.sum)}</div>
          </CardField>
          <CardField label={C.penalty}>
            <div className="nowrap">{penaltyText(row)}</div>
          </CardField>
          <CardField label={C.status}>
            <StatusCell row={row} />
          </CardField>
          <CardField label={C.dueOn}>
            <DueCell row={row} />
          </CardField>
        </div>
        <CardField label={C.act}>
          <ActCell invoice={row} />
        </CardField>
      </div>
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
    <div className="documents">
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
    </div>
  );
}

export function InvoicesPage() {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const paging = usePaging();
  const list = useQuery(invoicesQuery(paging.page, paging.pageSize || ALL_INVOICES));
  const mayDownload = useCan('billing');
  const [bundling, setBundling] = useState(false);
  return (
    <PagePaper>
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
    </PagePaper>
  );
}
