/**
 * The order list (document 1 §2 Subscription lists: "all clients and orders"; document 3 order list table): 10 orders
 * a page, newest first, a search by number, client or product, and ?subscriptionId= for one subscription's orders.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatRubles, ORDER_KIND_LABELS, ORDER_LIST_TEXTS, ORDER_STATUS_LABELS, type OrderSummary } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { DataTable, type Column, ALL_ROWS_LIMIT } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { ClientAreaTabs } from '../../components/layout/client-area-tabs';
import { SearchBar } from '../../components/search/search-bar';
import { paths } from '../../config/paths';
import { ordersQuery } from './api/orders';
import { ORDER_STATUS_COLORS } from './order-status';

const COLUMNS: Column<OrderSummary>[] = [
  {
    key: 'number',
    label: 'Номер',
    render: (row) => <Link href={paths['order.detail'].href({ id: row.orderId })}>{row.number}</Link>,
  },
  { key: 'created', label: 'Дата', render: (row) => formatDateTime(row.createdAt) },
  { key: 'kind', label: 'Вид', render: (row) => ORDER_KIND_LABELS[row.kind] },
  {
    key: 'client',
    label: 'Клиент',
    render: (row) => <Link href={paths['client.detail.item'].href({ customerId: row.customerId })}>{row.customerName}</Link>,
  },
  {
    key: 'product',
    label: 'Продукт',
    render: (row) => (
      <Link href={paths['client.detail.item'].href({ customerId: row.customerId }, { subscriptionId: row.subscriptionId })}>
        {`${row.serviceName} (${row.serviceKitName})`}
      </Link>
    ),
  },
  {
    key: 'status',
    label: 'Статус',
    render: (row) => <Chip size="small" label={ORDER_STATUS_LABELS[row.status]} color={ORDER_STATUS_COLORS[row.status]} />,
  },
  {
    key: 'price',
    label: 'Стоимость в месяц',
    render: (row) => formatRubles(row.price, 0),
  },
];

export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const subscriptionId = params.get('subscriptionId');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const list = useQuery(ordersQuery({ page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT, search, subscriptionId }));
  const first = list.data?.items[0];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {ORDER_LIST_TEXTS.title}
      </Typography>
      <ClientAreaTabs />
      {subscriptionId && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setParams({}, { replace: true })}>
              Все заказы
            </Button>
          }
        >
          Заказы подписки{first ? `: ${first.serviceName} (${first.serviceKitName}), ${first.customerName}` : ''}
        </Alert>
      )}
      <SearchBar
        label="Поиск заказов"
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
        }}
      />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        label={ORDER_LIST_TEXTS.title}
        columns={COLUMNS}
        rows={list.data?.items}
        rowKey={(row) => row.orderId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={ORDER_LIST_TEXTS.empty}
        loading={list.isFetching}
      />
    </Paper>
  );
}
