/**
 * partners.list.details (document 2 §2 "Partner details"): the partner by its code, its counts and the month's total
 * bill, a month picker, the client and own subscription sections (the export's columns, a line each) with the two
 * warnings of an empty month, and the Excel export — the same figures as the partner's own billing details. The counts
 * follow the chosen month as the total does; a bad month in the address is corrected there. The partner's debt, days
 * overdue and penalty today are the partner's own figures (issue 24).
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  formatRubles,
  PARTNER_DETAILS_TEXTS,
  PARTNER_STATUS_LABELS,
  DISTRIBUTOR_TEXTS,
  INVOICING_TEXTS,
  PARTNER_LIST_PAGE_SIZE,
} from '@portal/domain';
import { useState } from 'react';
import { useParams } from '../../lib/router';
import { DetailsTable } from '../../components/layout/details-table';
import { MonthPicker } from '../../components/month-picker/month-picker';
import { paths } from '../../config/paths';
import { useBillingMonth } from '../../lib/billing-month';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { partnerExportHref, usePartnerDetails } from './api/partner-details';
import { SubscriptionsSection } from './components/subscriptions-section';
import { partnerAddress } from './utils/partner-address';

export function PartnerDetailsPage() {
  const { partnerCode = '' } = useParams();
  const [month, setMonth] = useBillingMonth();
  const [page, setPage] = useState(1);
  const details = usePartnerDetails(partnerCode, month, page);
  const data = details.data;
  // The sections wait for the chosen month's answer: another month's (kept while it loads) would say "no subscriptions"
  // of a month that has them.
  const answered = data !== undefined && !details.isPlaceholderData;
  // The month's clients come by tens with the partner's own customer last: the own section reads the last page whichever
  // page is shown, and a later page without clients says nothing of them (the first page says whether there are any).
  const lastPage = answered ? Math.max(1, Math.ceil(data.billing.total / PARTNER_LIST_PAGE_SIZE)) : page;
  const lastDetails = usePartnerDetails(partnerCode, month, lastPage, answered && lastPage !== page);
  const ownFrom = lastPage === page ? details : lastDetails;
  const own = answered && ownFrom.data && !ownFrom.isPlaceholderData ? ownFrom.data.billing.customers.filter((c) => c.own) : undefined;
  const clients = answered ? data.billing.customers.filter((c) => !c.own) : undefined;
  const clientsShown = page === 1 || clients === undefined || clients.length > 0;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {PARTNER_DETAILS_TEXTS.title}
        </Typography>
        <Link href={paths['partners.list'].href()}>{DISTRIBUTOR_TEXTS.listTitle}</Link>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <MonthPicker
          value={month}
          onChange={(next) => {
            setPage(1);
            setMonth(next);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          href={partnerExportHref(partnerCode, month)}
          download
          disabled={!data}
        >
          {PARTNER_DETAILS_TEXTS.export}
        </Button>
      </Box>
      {details.isError && (
        <Typography role="alert" color="error">
          {errorText(details.error)}
        </Typography>
      )}
      {data && (
        <>
          <DetailsTable
            label={PARTNER_DETAILS_TEXTS.title}
            busy={details.isPlaceholderData}
            rows={[
              [PARTNER_DETAILS_TEXTS.name, data.partner.name],
              [PARTNER_DETAILS_TEXTS.code, data.partner.partnerCode],
              [PARTNER_DETAILS_TEXTS.city, data.partner.city ?? '—'],
              [PARTNER_DETAILS_TEXTS.address, partnerAddress(data.partner)],
              [DISTRIBUTOR_TEXTS.columns.status, PARTNER_STATUS_LABELS[data.partner.status]],
              [PARTNER_DETAILS_TEXTS.modified, formatDateTime(data.partner.modified)],
              [PARTNER_DETAILS_TEXTS.customers, data.counts.customers],
              [PARTNER_DETAILS_TEXTS.customerSubscriptions, data.counts.customerSubscriptions],
              [PARTNER_DETAILS_TEXTS.ownSubscriptions, data.counts.ownSubscriptions],
              [PARTNER_DETAILS_TEXTS.sum, formatRubles(data.billing.sum)],
              [DISTRIBUTOR_TEXTS.columns.debt, data.debt.unpaid > 0 ? formatRubles(data.debt.unpaid) : INVOICING_TEXTS.noDebt],
              [DISTRIBUTOR_TEXTS.columns.overdueDays, data.debt.overdueWorkingDays > 0 ? data.debt.overdueWorkingDays : '—'],
              ...(data.debt.overdue > 0
                ? [[INVOICING_TEXTS.columns.penalty, formatRubles(data.debt.penalty)] satisfies [string, string]]
                : []),
            ]}
          />
        </>
      )}
      {!details.isError && (
        <>
          {clientsShown && (
            <SubscriptionsSection
              title={PARTNER_DETAILS_TEXTS.clientsSection}
              customers={clients}
              emptyText={PARTNER_DETAILS_TEXTS.noClients}
            />
          )}
          <SubscriptionsSection
            title={PARTNER_DETAILS_TEXTS.ownSection}
            customers={own}
            emptyText={PARTNER_DETAILS_TEXTS.noSubscriptions}
          />
        </>
      )}
      {data && data.billing.total > PARTNER_LIST_PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(data.billing.total / PARTNER_LIST_PAGE_SIZE)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          aria-label={PARTNER_DETAILS_TEXTS.clientsSection}
        />
      )}
    </Paper>
  );
}
