/**
 * The queue of infrastructure access (issue 12): the operator approves or refuses a request, suspends and resumes
 * access, sends a new password link and reads each partner's audit trail.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  availableIasDecisions,
  formatDateTime,
  IAS_BACKOFFICE_TEXTS,
  IAS_DECISION_LABELS,
  IAS_DECISION_TOASTS,
  IAS_FILTERS,
  IAS_STATE_LABELS,
  IAS_TEXTS,
  iasReasonRequired,
  MESSAGES,
  type IasAccessItem,
  type IasDecision,
  type IasFilter,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { SearchBar } from '../../components/search/search-bar';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { useToast } from '../../components/toast/toast-provider';
import { useDecideAccess, useInfrastructureQueue, useResendPasswordLink } from './api/infrastructure';
import { useLoadError } from './hooks/use-load-error';
import { IAS_FILTER_LABELS, iasStatusTone } from './utils/infrastructure-decisions';
import { decisionText } from './utils/decision-text';

const ReasonDialog = lazy(() => import('../../components/reason-dialog/reason-dialog').then((m) => ({ default: m.ReasonDialog })));
const AccessHistoryDialog = lazy(() => import('./components/access-history-dialog').then((m) => ({ default: m.AccessHistoryDialog })));

type ReasonRequest = { item: IasAccessItem; decision: IasDecision };

const DECISION_BUTTON: Record<IasDecision, { variant: 'contained' | 'outlined'; color: 'primary' | 'error' | 'inherit' }> = {
  approve: { variant: 'contained', color: 'primary' },
  refuse: { variant: 'outlined', color: 'error' },
  suspend: { variant: 'outlined', color: 'inherit' },
  resume: { variant: 'contained', color: 'primary' },
};

function StatusCell({ row }: { row: IasAccessItem }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={IAS_STATE_LABELS[row.status]} color={iasStatusTone(row.status)} />
      {row.reason && (
        <Typography variant="caption" color="textSecondary">
          {IAS_TEXTS.reason(row.reason)}
        </Typography>
      )}
    </Stack>
  );
}

function passwordText(row: IasAccessItem): string {
  if (row.passwordSetAt) return `Создан ${formatDateTime(row.passwordSetAt)}`;
  if (row.linkExpiresAt) return `Ссылка действует до ${formatDateTime(row.linkExpiresAt)}`;
  return row.status === 'on' ? 'Не создан, ссылка истекла' : '—';
}

export function InfrastructurePage() {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [status, setStatus] = useState<IasFilter>('pending');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const [historyOf, setHistoryOf] = useState<IasAccessItem | null>(null);
  const list = useInfrastructureQueue({ status, search, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, IAS_BACKOFFICE_TEXTS.loadFailed);

  const decide = useDecideAccess({
    onSuccess: (_item, { decision }) => {
      toast.show(IAS_DECISION_TOASTS[decision], { severity: 'success' });
      setReasonRequest(null);
    },
    onError: (error) => showError(apiErrorContent(IAS_BACKOFFICE_TEXTS.decisionFailed, error)),
  });
  const resend = useResendPasswordLink({
    onSuccess: () => toast.show(IAS_BACKOFFICE_TEXTS.linkResent, { severity: 'success' }),
    onError: (error) => showError(apiErrorContent(IAS_BACKOFFICE_TEXTS.decisionFailed, error)),
  });
  const busy = decide.isPending || resend.isPending;

  const handleDecide = (item: IasAccessItem, decision: IasDecision) => {
    if (iasReasonRequired(decision)) setReasonRequest({ item, decision });
    else decide.mutate({ item, decision });
  };

  const actions = (row: IasAccessItem) => (
    <Box
      role="group"
      aria-label={`Доступ к 1С:ОИ «${row.partnerName}»`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 200 }}
    >
      {availableIasDecisions(row.status).map((decision) => (
        <Button key={decision} size="small" {...DECISION_BUTTON[decision]} disabled={busy} onClick={() => handleDecide(row, decision)}>
          {IAS_DECISION_LABELS[decision]}
        </Button>
      ))}
      {row.status === 'on' && (
        <Button size="small" color="secondary" disabled={busy} onClick={() => resend.mutate(row)}>
          {IAS_BACKOFFICE_TEXTS.resendLink}
        </Button>
      )}
      <Button size="small" color="inherit" onClick={() => setHistoryOf(row)}>
        {IAS_BACKOFFICE_TEXTS.history}
      </Button>
    </Box>
  );

  const company = (row: IasAccessItem) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.partnerName}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        Код {row.partnerCode}
      </Typography>
    </>
  );

  const wideColumns: Column<IasAccessItem>[] = [
    { key: 'company', label: 'Компания', render: company },
    { key: 'login', label: 'Логин', render: (row) => row.email },
    { key: 'distributor', label: 'Дистрибьютор', render: (row) => row.distributorName ?? '—' },
    { key: 'status', label: 'Статус', render: (row) => <StatusCell row={row} /> },
    {
      key: 'requested',
      label: 'Подана',
      render: (row) => (
        <>
          <Typography variant="body2">{formatDateTime(row.requestedAt)}</Typography>
          {row.requestedBy && (
            <Typography variant="caption" color="textSecondary">
              {row.requestedBy}
            </Typography>
          )}
          {row.note && (
            <Typography variant="caption" component="p">
              {row.note}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'decided', label: 'Решение', render: decisionText },
    { key: 'password', label: 'Пароль', render: passwordText },
    { key: 'actions', label: 'Действия', render: actions },
  ];

  const narrowColumns: Column<IasAccessItem>[] = [
    {
      key: 'request',
      label: 'Заявка',
      render: (row) => (
        <Stack spacing={1} sx={{ py: 0.5 }}>
          <Box>{company(row)}</Box>
          <StatusCell row={row} />
          <Typography variant="body2">
            Логин {row.email} · дистрибьютор {row.distributorName ?? '—'}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Подана {formatDateTime(row.requestedAt)} · решение: {decisionText(row)} · пароль: {passwordText(row)}
          </Typography>
          {actions(row)}
        </Stack>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {IAS_BACKOFFICE_TEXTS.title}
      </Typography>
      <SearchBar
        label={IAS_BACKOFFICE_TEXTS.search}
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
        }}
      >
        {/* The browser's own list: MUI's Select would bring Menu and Popover to this page for five words. */}
        <NativeSelectField
          label="Статус"
          value={status}
          options={IAS_FILTERS.map((filter) => ({ value: filter, label: IAS_FILTER_LABELS[filter] }))}
          sx={{ minWidth: 200 }}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
      </SearchBar>
      <DataTable
        label={IAS_BACKOFFICE_TEXTS.title}
        columns={narrow ? narrowColumns : wideColumns}
        rows={list.data?.items}
        rowKey={(row) => row.requestId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={search ? 'По вашему запросу ничего не найдено' : IAS_BACKOFFICE_TEXTS.empty[status]}
        loading={list.isFetching}
      />
      {reasonRequest && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={
              reasonRequest.decision === 'refuse'
                ? IAS_BACKOFFICE_TEXTS.refuseTitle(reasonRequest.item.partnerName)
                : IAS_BACKOFFICE_TEXTS.suspendTitle(reasonRequest.item.partnerName)
            }
            confirmLabel={IAS_DECISION_LABELS[reasonRequest.decision]}
            hint={IAS_BACKOFFICE_TEXTS.reasonHint}
            requiredMessage={MESSAGES.reasonRequired}
            maxLength={{ length: 1000, message: MESSAGES.tooLong(1000) }}
            busy={decide.isPending}
            destructive={reasonRequest.decision === 'refuse'}
            onCancel={() => setReasonRequest(null)}
            onConfirm={(reason) => decide.mutate({ item: reasonRequest.item, decision: reasonRequest.decision, reason })}
          />
        </Suspense>
      )}
      {historyOf && (
        <Suspense fallback={null}>
          <AccessHistoryDialog item={historyOf} onClose={() => setHistoryOf(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
