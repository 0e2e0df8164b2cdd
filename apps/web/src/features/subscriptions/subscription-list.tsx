/** One subscription list (all, paid or trial): search, 10 rows a page, the spec's columns, empty texts and load failure. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatDateTime, SUBSCRIPTION_EMPTY_TEXTS, type Subscription, type SubscriptionFilter } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { rowStackSx } from '../../components/layout/stack-sx';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/rights';
import { subscriptionsQuery } from './api/subscriptions';
import { DeletionCell } from './components/deletion-cell';
import { DeployStatusCell } from './components/deploy-status-cell';
import { DeployStatusIcon } from './components/deploy-status-icon';
import { KitTypeIcon } from './components/kit-type-icon';
import { PriceCell } from './components/price-cell';

const ListLoadError = lazy(() => import('./components/list-load-error').then((m) => ({ default: m.ListLoadError })));
/** 'Перейти на платную версию' shows on the trial list's working demos only: it loads when one is shown. */
const ConvertToPaidButton = lazy(() => import('./components/convert-to-paid-button').then((m) => ({ default: m.ConvertToPaidButton })));

const date = (value: string | null) => (value ? formatDateTime(value) : '—');

const COLUMNS: Record<string, Column<Subscription>> = {
  client: {
    key: 'client',
    label: 'Клиент',
    render: (row) => <Link href={paths['client.detail.item'].href({ customerId: row.customerId })}>{row.customerName}</Link>,
  },
  // The product opens the subscription's detail.
  product: {
    key: 'product',
    label: 'Продукт',
    render: (row) => (
      <Link href={paths['client.detail.item'].href({ customerId: row.customerId }, { subscriptionId: row.subscriptionId })}>
        {row.serviceName}
      </Link>
    ),
  },
  type: { key: 'type', label: 'Тип', render: (row) => row.serviceKitName },
  typeIcon: { key: 'type', label: 'Тип', render: (row) => <KitTypeIcon subscription={row} /> },
  price: { key: 'price', label: 'Стоимость в месяц', render: (row) => <PriceCell subscription={row} /> },
  status: { key: 'status', label: 'Статус', render: (row) => <DeployStatusCell subscription={row} /> },
  statusIcon: { key: 'status', label: 'Статус', render: (row) => <DeployStatusIcon subscription={row} /> },
  // The trial tab's status, with 'Перейти на платную версию' for a running demo.
  trialStatus: {
    key: 'status',
    label: 'Статус',
    render: (row) => (
      <Box sx={{ ...rowStackSx(1), alignItems: 'center', flexWrap: 'wrap' }}>
        <DeployStatusCell subscription={row} />
        {row.conversionKitId && (
          <Suspense fallback={null}>
            <ConvertToPaidButton subscriptionId={row.subscriptionId} serviceKitId={row.conversionKitId} />
          </Suspense>
        )}
      </Box>
    ),
  },
  created: { key: 'created', label: 'Дата создания', render: (row) => date(row.createDate) },
  start: { key: 'start', label: 'Дата начала', render: (row) => date(row.startDate ?? row.createDate) },
  trialStart: { key: 'trialStart', label: 'Начало пробного периода', render: (row) => date(row.trialStart) },
  trialEnd: { key: 'trialEnd', label: 'Окончание пробного периода', render: (row) => date(row.trialEnd) },
  // The planned deletion date when there is one, else a trial's end.
  end: { key: 'end', label: 'Дата окончания', render: (row) => date(row.expirationDate ?? row.trialEnd) },
  delete: { key: 'delete', label: 'Удаление', labelHidden: true, render: (row) => <DeletionCell subscription={row} undoPlanned={false} /> },
  deleteOrUndo: {
    key: 'delete',
    label: 'Удаление',
    labelHidden: true,
    render: (row) => <DeletionCell subscription={row} undoPlanned />,
  },
};

// The spec's columns in its order, with the monthly price added after the product (and its type, where that follows).
const COLUMNS_BY_FILTER: Record<SubscriptionFilter, Array<keyof typeof COLUMNS>> = {
  all: ['client', 'product', 'type', 'price', 'status', 'created', 'end', 'delete'],
  paid: ['client', 'product', 'price', 'start', 'statusIcon', 'typeIcon', 'deleteOrUndo'],
  trial: ['client', 'product', 'price', 'trialStart', 'trialEnd', 'trialStatus', 'type', 'delete'],
  demoCustomer: ['client', 'product', 'type', 'price', 'status', 'created', 'end', 'delete'],
  demoPartner: ['client', 'product', 'type', 'price', 'status', 'created', 'end', 'delete'],
};

const DELETION_COLUMNS: Array<keyof typeof COLUMNS> = ['delete', 'deleteOrUndo'];

export type SubscriptionListProps = { filter: SubscriptionFilter };

export function SubscriptionList({ filter }: SubscriptionListProps) {
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const list = useQuery(subscriptionsQuery({ filter, search, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }));
  // Deleting is the «orders» right's: without it the list has no deletion column.
  const mayOrder = useCan('orders');
  const columns = COLUMNS_BY_FILTER[filter]
    .filter((key) => mayOrder || !DELETION_COLUMNS.includes(key))
    .flatMap((key) => (COLUMNS[key] ? [COLUMNS[key]] : []));

  return (
    <>
      <SearchBar
        label="Поиск подписок"
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
        }}
      />
      {list.isError && (
        <Suspense fallback={null}>
          <ListLoadError error={list.error} onRetry={() => void list.refetch()} />
        </Suspense>
      )}
      <DataTable
        label="Подписки"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.subscriptionId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={SUBSCRIPTION_EMPTY_TEXTS[filter]}
        loading={list.isFetching}
      />
    </>
  );
}
