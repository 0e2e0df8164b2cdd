/**
 * Distributors in the back office (issue 11): each distributor's partners, attaching a partner to another
 * distributor (recorded in the audit log), and every block and unblock with who asked and when it took effect.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, PARTNER_STATUS_LABELS, type DistributorPartner, type LockChangeItem } from '@portal/domain';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { useToast } from '../../components/toast/toast-provider';
import { useAttachPartner, useBackofficeDistributors, useDistributorPartners, useLockChanges } from './api/distributors';
import { useLoadError } from './hooks/use-load-error';

const ACTION_LABELS = { revoke: 'Блокировка', grant: 'Разблокировка' } as const;

const CHANGE_COLUMNS: Column<LockChangeItem>[] = [
  { key: 'requestedAt', label: 'Запрошено', render: (row) => formatDateTime(row.requestedAt) },
  { key: 'partner', label: 'Партнер', render: (row) => `${row.partnerName} (${row.partnerCode})` },
  { key: 'distributor', label: 'Дистрибьютор', render: (row) => row.distributorName },
  { key: 'action', label: 'Действие', render: (row) => ACTION_LABELS[row.action] },
  { key: 'reason', label: 'Причина', render: (row) => row.reason ?? '—' },
  { key: 'by', label: 'Кто', render: (row) => row.requestedBy ?? '—' },
  { key: 'applied', label: 'Выполнено', render: (row) => (row.appliedAt ? formatDateTime(row.appliedAt) : 'выполняется') },
];

export function DistributorsPage() {
  const distributors = useBackofficeDistributors();
  const [chosen, setChosen] = useState('');
  const distributorId = chosen || distributors.data?.items[0]?.id || '';
  const partnersPaging = usePaging();
  const partners = useDistributorPartners(distributorId, partnersPaging.page, partnersPaging.pageSize || ALL_ROWS_LIMIT);
  const changesPaging = usePaging();
  const changes = useLockChanges(changesPaging.page, changesPaging.pageSize || ALL_ROWS_LIMIT);
  const attach = useAttachPartner();
  const toast = useToast();
  const errorDialog = useErrorDialog();
  useLoadError(distributors.error ?? partners.error ?? changes.error, 'Не удалось загрузить дистрибьюторов');

  const options = (distributors.data?.items ?? []).map((d) => ({
    value: d.id,
    label: `${d.name} — партнеров: ${d.partners}, заблокировано: ${d.blocked}`,
  }));
  const names = (distributors.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }));

  const partnerColumns: Column<DistributorPartner>[] = [
    { key: 'name', label: 'Партнер', render: (row) => row.name },
    { key: 'code', label: 'Код', render: (row) => row.partnerCode },
    { key: 'status', label: 'Статус', render: (row) => PARTNER_STATUS_LABELS[row.status] },
    {
      key: 'attach',
      label: 'Дистрибьютор',
      render: (row) => (
        <NativeSelectField
          label={`Дистрибьютор: ${row.name}`}
          value={distributorId}
          options={names}
          disabled={attach.isPending}
          onChange={(target) =>
            attach.mutate(
              { partnerId: row.id, distributorId: target },
              {
                onSuccess: () => toast.show(`${row.name}: закреплен за другим дистрибьютором`, { severity: 'success' }),
                onError: (error) => errorDialog.showError(apiErrorContent('Не удалось закрепить партнера', error)),
              },
            )
          }
          sx={{ minWidth: 220 }}
        />
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Дистрибьюторы
      </Typography>
      <NativeSelectField
        label="Дистрибьютор"
        value={distributorId}
        options={options}
        onChange={(value) => {
          setChosen(value);
          partnersPaging.reset();
        }}
        sx={{ minWidth: 320, mb: 2 }}
      />
      <DataTable
        label="Партнеры дистрибьютора"
        columns={partnerColumns}
        rows={partners.data?.items}
        rowKey={(row) => row.id}
        total={partners.data?.total ?? 0}
        {...partnersPaging.tableProps}
        emptyText="Нет партнеров"
        loading={partners.isFetching}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Блокировки и разблокировки
      </Typography>
      <DataTable
        label="Блокировки и разблокировки"
        columns={CHANGE_COLUMNS}
        rows={changes.data?.items}
        rowKey={(row) => row.id}
        total={changes.data?.total ?? 0}
        {...changesPaging.tableProps}
        emptyText="Блокировок не было"
        loading={changes.isFetching}
      />
    </Paper>
  );
}
