/**
 * The non-standard VM queue (document 2 "Confirmation dialog for a non-standard VM"; decision 017): each request with
 * its configuration and month; 'ВМ создана' makes it a subscription billed from its deployment, 'Отклонить' asks why.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  formatRubles,
  VM_REQUEST_FILTERS,
  VM_REQUEST_STATUS_LABELS,
  VM_REQUEST_TEXTS,
  vmConfigLine,
  type VmRequestDecision,
  type VmRequestFilter,
  type VmRequestItem,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { useToast } from '../../components/toast/toast-provider';
import { decideVmRequest, VM_REQUESTS_KEY, vmRequestsQuery } from './api/cloud';
import { useLoadError } from './hooks/use-load-error';

const ReasonDialog = lazy(() => import('../../components/reason-dialog/reason-dialog').then((m) => ({ default: m.ReasonDialog })));
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const FILTER_LABELS: Record<VmRequestFilter, string> = {
  NEW: 'Новые',
  CREATED: 'ВМ созданы',
  REFUSED: 'Отклоненные',
  all: 'Все',
};

export function CloudVmRequestsPage() {
  const [status, setStatus] = useState<VmRequestFilter>('NEW');
  const paging = usePaging();
  const list = useQuery(vmRequestsQuery({ status, page: paging.page, pageSize: paging.pageSize || 100 }));
  useLoadError(list.error, 'Не удалось загрузить запросы');
  const [deciding, setDeciding] = useState<{ item: VmRequestItem; decision: VmRequestDecision['decision'] } | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: VmRequestItem; decision: VmRequestDecision }) => decideVmRequest(item.requestId, decision),
    onSuccess: (item) => {
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: VM_REQUESTS_KEY });
      toast.show(item.status === 'CREATED' ? VM_REQUEST_TEXTS.created : VM_REQUEST_TEXTS.refused, { severity: 'success' });
    },
    onError: (error) => {
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: VM_REQUESTS_KEY });
      showError(apiErrorContent('Решение не сохранено', error));
    },
  });

  const columns: Array<Column<VmRequestItem>> = [
    { key: 'number', label: '№', render: (r) => r.number },
    { key: 'created', label: 'Получен', render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'partner',
      label: 'Партнер',
      render: (r) => (
        <>
          {r.partnerName} ({r.partnerCode})
          {r.requestedBy && (
            <Typography variant="caption" component="div" color="textSecondary">
              {r.requestedBy}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'project', label: 'ID проекта', render: (r) => r.projectId },
    { key: 'config', label: 'Конфигурация', render: (r) => vmConfigLine(r.config) },
    {
      key: 'price',
      label: 'В месяц',
      align: 'right',
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatRubles(r.monthPrice)}
        </Box>
      ),
    },
    {
      key: 'status',
      label: 'Статус',
      render: (r) => (
        <>
          {VM_REQUEST_STATUS_LABELS[r.status]}
          {r.decidedAt && (
            <Typography variant="caption" component="div" color="textSecondary">
              {formatDateTime(r.decidedAt)}, {r.decidedBy}
              {r.reason ? `: ${r.reason}` : ''}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      label: 'Действия',
      labelHidden: true,
      render: (r) =>
        r.status === 'NEW' && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" variant="contained" onClick={() => setDeciding({ item: r, decision: 'create' })}>
              {VM_REQUEST_TEXTS.create}
            </Button>
            <Button size="small" color="error" onClick={() => setDeciding({ item: r, decision: 'refuse' })}>
              {VM_REQUEST_TEXTS.refuse}
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {VM_REQUEST_TEXTS.title}
        </Typography>
        <NativeSelectField
          label="Статус"
          value={status}
          options={VM_REQUEST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
          sx={{ minWidth: 180 }}
        />
      </Box>
      <DataTable
        label={VM_REQUEST_TEXTS.title}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.requestId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={VM_REQUEST_TEXTS.empty}
        loading={list.isFetching}
      />
      {deciding?.decision === 'create' && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Виртуальная машина по запросу № ${deciding.item.number} создана?`}
            text={`${vmConfigLine(deciding.item.config)}. С этого момента ее стоимость начисляется партнеру «${deciding.item.partnerName}».`}
            confirmLabel={VM_REQUEST_TEXTS.create}
            onConfirm={() => decide.mutate({ item: deciding.item, decision: { decision: 'create' } })}
            onClose={() => !decide.isPending && setDeciding(null)}
          />
        </Suspense>
      )}
      {deciding?.decision === 'refuse' && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={`Отклонить запрос № ${deciding.item.number}?`}
            label={VM_REQUEST_TEXTS.refuseReason}
            confirmLabel={VM_REQUEST_TEXTS.refuse}
            busy={decide.isPending}
            requiredMessage="Укажите причину"
            destructive
            onConfirm={(reason) => decide.mutate({ item: deciding.item, decision: { decision: 'refuse', reason } })}
            onCancel={() => setDeciding(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
