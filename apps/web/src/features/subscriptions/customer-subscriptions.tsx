/** A client's subscriptions on the client card: the lists' own status (with retry) and price cells, polled while settling. */
import { formatDateTime, type Subscription } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { customerSubscriptionsQuery } from './api/subscriptions';
import { DeployStatusCell } from './components/deploy-status-cell';
import { PriceCell } from './components/price-cell';

const COLUMNS: Column<Subscription>[] = [
  { key: 'service', label: 'Продукт', render: (row) => row.serviceName },
  { key: 'kit', label: 'Тип', render: (row) => row.serviceKitName },
  { key: 'price', label: 'Стоимость в месяц', render: (row) => <PriceCell subscription={row} /> },
  { key: 'status', label: 'Статус', render: (row) => <DeployStatusCell subscription={row} /> },
  { key: 'mode', label: 'Режим', render: (row) => (row.usageMode === 'DEMONSTRATION' ? 'Пробный период' : 'Платная') },
  { key: 'created', label: 'Дата создания', render: (row) => formatDateTime(row.createDate) },
  { key: 'end', label: 'Окончание пробного периода', render: (row) => (row.trialEnd ? formatDateTime(row.trialEnd) : '—') },
];

export type CustomerSubscriptionsProps = { customerId: string };

export function CustomerSubscriptions({ customerId }: CustomerSubscriptionsProps) {
  const subscriptions = useQuery(customerSubscriptionsQuery(customerId));
  return (
    <DataTable
      label="Подписки клиента"
      columns={COLUMNS}
      rows={subscriptions.data?.items ?? []}
      rowKey={(row) => row.subscriptionId}
      total={subscriptions.data?.total ?? 0}
      page={1}
      pageSize={0}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
      emptyText={subscriptions.isError ? errorText(subscriptions.error) : 'Нет элементов для отображения'}
      loading={subscriptions.isFetching}
    />
  );
}
