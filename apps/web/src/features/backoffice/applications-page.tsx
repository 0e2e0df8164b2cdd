/** The queue of partner applications with the operator's decisions: approve, refuse, suspend, wait. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  PARTICIPATION_STATUS_LABELS,
  type ApplicationFilter,
  type ApplicationItem,
  type ParticipationDecision,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { applicationsQuery, armProvisionerFailure, decideApplication } from './api/backoffice-api';
import { ReasonDialog } from './components/reason-dialog';
import { FilterSelect } from './components/filter-select';
import { SearchBar } from '../../components/search/search-bar';

const FILTER_LABELS: Record<ApplicationFilter, string> = {
  pending: 'На рассмотрении',
  on: 'Активные',
  wait: 'Ожидание',
  refused: 'Отклоненные',
  off: 'Приостановленные',
  all: 'Все',
};

const DECISION_TOASTS: Record<ParticipationDecision, string> = {
  approve: 'Заявка одобрена, партнеру отправлено письмо',
  refuse: 'Заявка отклонена, партнеру отправлено письмо',
  suspend: 'Участие приостановлено, партнеру отправлено письмо',
  wait: 'Заявка переведена в ожидание',
};

type ReasonRequest = { item: ApplicationItem; decision: 'refuse' | 'suspend' };

export function ApplicationsPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [status, setStatus] = useState<ApplicationFilter>('pending');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const list = useQuery(applicationsQuery({ status, search, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT }));

  const decide = useMutation({
    mutationFn: ({ item, decision, reason }: { item: ApplicationItem; decision: ParticipationDecision; reason?: string }) =>
      decideApplication(item.partnerId, { decision, reason }),
    onSuccess: (_item, { decision }) => {
      toast.show(DECISION_TOASTS[decision], { severity: 'success' });
      setReasonRequest(null);
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) => showError(apiErrorContent('Не удалось сохранить решение', error)),
  });

  const armFailure = useMutation({
    mutationFn: (item: ApplicationItem) => armProvisionerFailure(item.partnerId),
    onSuccess: (_result, item) =>
      toast.show(`Следующее развертывание партнера ${item.partnerCode} завершится ошибкой`, { severity: 'info' }),
    onError: (error) => showError(apiErrorContent('Не удалось настроить симулятор', error)),
  });

  const columns: Column<ApplicationItem>[] = [
    {
      key: 'company',
      label: 'Компания',
      render: (row) => (
        <>
          <Typography variant="body2">{row.partnerName}</Typography>
          <Typography variant="caption" color="text.secondary">
            Код {row.partnerCode}
          </Typography>
        </>
      ),
    },
    {
      key: 'contact',
      label: 'Контакты',
      render: (row) => (
        <>
          <Typography variant="body2">{row.name}</Typography>
          <Typography variant="body2">{row.email}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {row.phone}
          </Typography>
        </>
      ),
    },
    { key: 'distributor', label: 'Дистрибьютор', render: (row) => row.distributorName ?? '—' },
    {
      key: 'status',
      label: 'Статус',
      render: (row) => (
        <Stack spacing={0.5}>
          <Chip
            size="small"
            label={PARTICIPATION_STATUS_LABELS[row.status ?? 'null']}
            color={row.status === 'on' ? 'success' : row.status === null ? 'warning' : 'default'}
          />
          {(row.rejectedReason ?? row.offReason) && (
            <Typography variant="caption" color="text.secondary">
              {row.rejectedReason ?? row.offReason}
            </Typography>
          )}
        </Stack>
      ),
    },
    { key: 'created', label: 'Подана', render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'decided',
      label: 'Решение',
      render: (row) => (row.decidedAt ? `${formatDateTime(row.decidedAt)}${row.decidedBy ? `, ${row.decidedBy}` : ''}` : '—'),
    },
    {
      key: 'actions',
      label: 'Действия',
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'stretch', minWidth: 140 }}>
          {row.status !== 'on' && (
            <Button
              size="small"
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ item: row, decision: 'approve' })}
            >
              Одобрить
            </Button>
          )}
          {row.status !== 'refused' && (
            <Button
              size="small"
              color="error"
              disabled={decide.isPending}
              onClick={() => setReasonRequest({ item: row, decision: 'refuse' })}
            >
              Отклонить
            </Button>
          )}
          {row.status !== 'off' && (
            <Button size="small" disabled={decide.isPending} onClick={() => setReasonRequest({ item: row, decision: 'suspend' })}>
              Приостановить
            </Button>
          )}
          {row.status === 'on' && (
            <Button size="small" color="secondary" disabled={armFailure.isPending} onClick={() => armFailure.mutate(row)}>
              Сбой развертывания
            </Button>
          )}
          {row.status !== 'wait' && (
            <Button size="small" disabled={decide.isPending} onClick={() => decide.mutate({ item: row, decision: 'wait' })}>
              Ожидание
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Заявки партнеров
      </Typography>
      <SearchBar
        label="Компания, код или E-mail"
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
        }}
      >
        <FilterSelect
          label="Статус"
          value={status}
          options={FILTER_LABELS}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
      </SearchBar>
      <DataTable
        label="Заявки партнеров"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.partnerId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Нет заявок"
        loading={list.isFetching}
      />
      {reasonRequest && (
        <ReasonDialog
          title={
            reasonRequest.decision === 'refuse'
              ? `Отклонить заявку «${reasonRequest.item.partnerName}»`
              : `Приостановить участие «${reasonRequest.item.partnerName}»`
          }
          confirmLabel={reasonRequest.decision === 'refuse' ? 'Отклонить' : 'Приостановить'}
          busy={decide.isPending}
          onCancel={() => setReasonRequest(null)}
          onConfirm={(reason) => decide.mutate({ item: reasonRequest.item, decision: reasonRequest.decision, reason })}
        />
      )}
    </Paper>
  );
}
