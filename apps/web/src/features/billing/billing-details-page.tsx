/**
 * Billing details (`details?m&y`): a month's bill client by client, accrued day by day. The month comes from the
 * address (a bad one gives the current month, and the address is corrected to it); search, the subscription and option
 * filters and the page live on the page, and the export takes them. An answer whose code is not 200 turns the search
 * and filters off (document 2 §8).
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BILLING_OPTION_FILTERS,
  BILLING_SUBSCRIPTION_FILTERS,
  BILLING_TEXTS,
  billingEmptyText,
  INVOICING_TEXTS,
  type BillingCustomer,
  type BillingMonth,
  type BillingOptionFilter,
  type BillingSubscriptionFilter,
  monthLabel,
  monthOf,
  monthsBetween,
  PAGE_SIZE_DEFAULT,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SearchBar } from '../../components/search/search-bar';
import { paths } from '../../config/paths';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { billingExportHref } from './api/billing-export';
import { billingItemsQuery } from './api/billing-items';
import { CustomerBlock } from './components/customer-block';
import { SpendChartsPlaceholder } from './components/spend-charts-placeholder';
import { MonthPicker } from '../../components/month-picker/month-picker';
import { billingMoney } from './utils/billing-format';
import { useBillingMonth } from '../../lib/billing-month';
import { usePaintedFor } from '../../lib/after-paint';

const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));
/** The charts and the pager load while the month's clients show. */
const SpendCharts = lazy(() => import('./components/spend-charts').then((m) => ({ default: m.SpendCharts })));
const Pagination = lazy(() => import('@mui/material/Pagination'));

/** The clients' blocks painted with the page's first answer, before the rest: what a screen shows below the charts. */
const FIRST_BLOCKS = 2;

const SUBSCRIPTION_OPTIONS = BILLING_SUBSCRIPTION_FILTERS.map((value) => ({ value, label: BILLING_TEXTS.subscriptionFilters[value] }));
const OPTION_OPTIONS = BILLING_OPTION_FILTERS.map((value) => ({ value, label: BILLING_TEXTS.optionFilters[value] }));

type Filters = { search: string; subscriptions: BillingSubscriptionFilter; options: BillingOptionFilter };
const NO_FILTERS: Filters = { search: '', subscriptions: 'all', options: 'all' };

const monthKey = ({ year, month }: BillingMonth) => `${year}-${month}`;

export function BillingDetailsPage() {
  const [month, setMonth] = useBillingMonth();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The page belongs to a month and its filters: another month, search or filter starts again at the first page.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const pageKey = `${monthKey(month)}|${filters.search}|${filters.subscriptions}|${filters.options}`;
  const page = paging.key === pageKey ? paging.page : 1;

  const items = useQuery(billingItemsQuery({ m: month.month, y: month.year, ...filters, page, pageSize: PAGE_SIZE_DEFAULT }));
  const data = items.data;
  const failed = items.isError || (data !== undefined && data.code !== 200);
  const shown = data && data.year === month.year && data.month === month.month ? data : undefined;
  const current = monthsBetween(month, monthOf(new Date())) === 0;

  // The first blocks paint with the month's total; the rest (up to a page of clients with all their subscriptions,
  // over a thousand elements) render after that paint, in slices.
  const allShown = usePaintedFor(shown);
  const firstBlocks = (blocks: BillingCustomer[], before: number) =>
    allShown ? blocks : blocks.slice(0, Math.max(0, FIRST_BLOCKS - before));
  // The partner's own customer comes last in the month's pages of clients: its section reads the last page whichever
  // page is shown (the first page of a partner with ten clients showed no subscriptions of its own).
  const answered = shown !== undefined && !items.isPlaceholderData;
  const lastPage = answered ? Math.max(1, Math.ceil(shown.total / PAGE_SIZE_DEFAULT)) : page;
  const last = useQuery({
    ...billingItemsQuery({ m: month.month, y: month.year, ...filters, page: lastPage, pageSize: PAGE_SIZE_DEFAULT }),
    enabled: answered && lastPage !== page,
  });
  const ownFrom = lastPage === page ? shown : last.isPlaceholderData ? undefined : last.data;
  const clients = firstBlocks(shown?.customers.filter((customer) => !customer.own) ?? [], 0);
  const own = firstBlocks(ownFrom?.customers.filter((customer) => customer.own) ?? [], clients.length);
  const pages = Math.max(1, Math.ceil((shown?.total ?? 0) / PAGE_SIZE_DEFAULT));
  const first = (page - 1) * PAGE_SIZE_DEFAULT + 1;

  const setFilter = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {BILLING_TEXTS.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <MonthPicker value={month} onChange={setMonth} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Link href={paths.invoices.href()} sx={{ mr: 1 }}>
            {INVOICING_TEXTS.title}
          </Link>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              href={billingExportHref(format, month, filters)}
              title={BILLING_TEXTS.exportTitle}
              download
            >
              {format === 'xlsx' ? 'Excel' : 'CSV'}
            </Button>
          ))}
        </Box>
      </Box>

      <Typography variant="h6" component="p" aria-live="polite" sx={{ mb: 1 }}>
        Итого за {monthLabel(month.year, month.month)}: {shown ? `${billingMoney(shown.sum)} ₽` : '…'}
        {current && (
          <Typography component="span" color="textSecondary">
            {' '}
            (начислено на сегодня)
          </Typography>
        )}
      </Typography>
      {shown?.invoice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {BILLING_TEXTS.closedMonth(shown.invoice.number)}
        </Alert>
      )}

      <Box sx={{ mb: 3 }}>
        <Suspense fallback={<SpendChartsPlaceholder />}>
          <SpendCharts linkMonths placeholder={<SpendChartsPlaceholder />} />
        </Suspense>
      </Box>

      <SearchBar label="Клиент, подписка или опция" initial={filters.search} onSearch={(search) => setFilter({ search })} disabled={failed}>
        <NativeSelectField
          label="Подписки"
          value={filters.subscriptions}
          options={SUBSCRIPTION_OPTIONS}
          onChange={(subscriptions) => setFilter({ subscriptions })}
          disabled={failed}
          sx={{ minWidth: 160 }}
        />
        <NativeSelectField
          label="Опции"
          value={filters.options}
          options={OPTION_OPTIONS}
          onChange={(options) => setFilter({ options })}
          disabled={failed}
          sx={{ minWidth: 140 }}
        />
      </SearchBar>

      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void items.refetch()}>
              повторить запрос
            </Button>
          }
        >
          {BILLING_TEXTS.loadFailed}
        </Alert>
      )}

      <Box sx={{ height: 4, mb: 1 }}>
        {items.isFetching && (
          <Suspense fallback={null}>
            <LinearProgress aria-label="Загрузка" />
          </Suspense>
        )}
      </Box>

      {/* Another search's answer stands in while this one's is on the way: its "nothing found" is not this search's. */}
      {shown && !items.isPlaceholderData && shown.customers.length === 0 && (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          {billingEmptyText(filters, month, shown.monthEmpty)}
        </Typography>
      )}
      {clients.length > 0 && (
        <Box component="section" aria-labelledby="billing-clients">
          <Typography id="billing-clients" variant="h6" component="h2" sx={{ mb: 1 }}>
            Клиенты
          </Typography>
          {clients.map((customer) => (
            <CustomerBlock key={customer.customerId} customer={customer} />
          ))}
        </Box>
      )}
      {own.length > 0 && (
        <Box component="section" aria-labelledby="billing-own">
          <Typography id="billing-own" variant="h6" component="h2" sx={{ mb: 1 }}>
            {BILLING_TEXTS.ownSubscriptions}
          </Typography>
          {own.map((customer) => (
            <CustomerBlock key={customer.customerId} customer={customer} />
          ))}
        </Box>
      )}

      {shown && shown.total > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="textSecondary">
            Клиенты {first}–{Math.min(shown.total, first + PAGE_SIZE_DEFAULT - 1)} из {shown.total}
          </Typography>
          {pages > 1 && (
            <Suspense fallback={null}>
              <Pagination count={pages} page={page} onChange={(_event, next) => setPaging({ key: pageKey, page: next })} />
            </Suspense>
          )}
        </Box>
      )}

      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {BILLING_TEXTS.vatNote}
      </Typography>
    </Paper>
  );
}
