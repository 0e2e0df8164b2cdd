/** The queue of partner applications with the operator's decisions: approve, refuse, suspend, wait; a partner's invoices and acts. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  formatDateTime,
  PARTICIPATION_STATUS_LABELS,
  type ApplicationFilter,
  type ApplicationItem,
  type ParticipationDecision,
  MESSAGES,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { SearchBar } from '../../components/search/search-bar';
import { useToast } from '../../components/toast/toast-provider';
import { useArmProvisionerFailure } from './api/arm-provisioner-failure';
import { useDecideApplication } from './api/decide-application';
import { useApplications } from './api/get-applications';
import { ApplicationActions } from './components/application-actions';
import { FilterSelect } from './components/filter-select';
import { useLoadError } from './hooks/use-load-error';
import { APPLICATION_FILTER_LABELS, DECISION_TOASTS, needsReason, statusTone } from './utils/application-decisions';
import { decisionText } from './utils/decision-text';

/** The reason dialog loads when a decision asks for a reason. */
const ReasonDialog = lazy(() => import('../../components/reason-dialog/reason-dialog').then((m) => ({ default: m.ReasonDialog })));
const CertificateDialog = lazy(() => import('./components/certificate-dialog').then((m) => ({ default: m.CertificateDialog })));
const PartnerInvoicesDialog = lazy(() =>
  import('./components/partner-invoices-dialog').then((m) => ({ default: m.PartnerInvoicesDialog })),
);

type ReasonRequest = { item: ApplicationItem; decision: 'refuse' | 'suspend' };

const EMPTY_TEXTS: Record<ApplicationFilter, string> = {
  pending: 'Новых заявок нет',
  on: 'Активных партнеров нет',
  wait: 'Заявок в ожидании нет',
  refused: 'Отклоненных заявок нет',
  off: 'Приостановленных партнеров нет',
  all: 'Заявок нет',
};

function StatusCell({ row }: { row: ApplicationItem }) {
  const reason = row.status === 'refused' ? row.rejectedReason : row.status === 'off' ? row.offReason : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={PARTICIPATION_STATUS_LABELS[row.status ?? 'null']} color={statusTone(row.status)} />
      {reason && (
        <Typography variant="caption" color="textSecondary">
          Причина: {reason}
        </Typography>
      )}
    </Stack>
  );
}

export function ApplicationsPage() {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [status, setStatus] = useState<ApplicationFilter>('pending');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const [certificateFor, setCertificateFor] = useState<ApplicationItem | null>(null);
  const [invoicesOf, setInvoicesOf] = useState<ApplicationItem | null>(null);
  const list = useApplications({ status, search, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, 'Не удалось загрузить заявки');

  const decide = useDecideApplication({
    onSuccess: (_item, { decision }) => {
      toast.show(DECISION_TOASTS[decision], { severity: 'success' });
      setReasonRequest(null);
    },
    onError: (error) => showError(apiErrorContent('Не удалось сохранить решение', error)),
  });

  const armFailure = useArmProvisionerFailure({
    onSuccess: (item) =>
      toast.show(`Следующее развертывание или изменение подписки партнера ${item.partnerCode} завершится ошибкой`, { severity: 'info' }),
    onError: (error) => showError(apiErrorContent('Не удалось настроить симулятор', error)),
  });

  const handleDecide = (item: ApplicationItem, decision: ParticipationDecision) => {
    if (needsReason(decision)) setReasonRequest({ item, decision });
    else decide.mutate({ partnerId: item.partnerId, decision });
  };
  const actions = (row: ApplicationItem) => (
    <ApplicationActions
      item={row}
      busy={decide.isPending}
      onDecide={handleDecide}
      onArmFailure={(item) => armFailure.mutate(item)}
      onCertificate={setCertificateFor}
      onInvoices={setInvoicesOf}
    />
  );

  const wideColumns: Column<ApplicationItem>[] = [
    {
      key: 'company',
      label: 'Компания',
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.partnerName}
          </Typography>
          <Typography variant="caption" color="textSecondary">
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
    { key: 'status', label: 'Статус', render: (row) => <StatusCell row={row} /> },
    { key: 'created', label: 'Подана', render: (row) => formatDateTime(row.createdAt) },
    { key: 'decided', label: 'Решение', render: decisionText },
    { key: 'actions', label: 'Действия', render: actions },
  ];

  // Under 900 px the seven columns do not fit; each application becomes one cell with its actions below.
  const narrowColumns: Column<ApplicationItem>[] = [
    {
      key: 'application',
      label: 'Заявка',
      render: (row) => (
        <Stack spacing={1} sx={{ py: 0.5 }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{row.partnerName}</Typography>
            <Typography variant="caption" color="textSecondary">
              Код {row.partnerCode} · подана {formatDateTime(row.createdAt)}
            </Typography>
          </Box>
          <StatusCell row={row} />
          <Typography variant="body2">
            {row.name}, {row.email}, {row.phone}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Дистрибьютор: {row.distributorName ?? '—'} · Решение: {decisionText(row)}
          </Typography>
          {actions(row)}
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
          options={APPLICATION_FILTER_LABELS}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
      </SearchBar>
      <DataTable
        label="Заявки партнеров"
        columns={narrow ? narrowColumns : wideColumns}
        rows={list.data?.items}
        rowKey={(row) => row.partnerId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={search ? 'По вашему запросу ничего не найдено' : EMPTY_TEXTS[status]}
        loading={list.isFetching}
      />
      {reasonRequest && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={
              reasonRequest.decision === 'refuse'
                ? `Отклонить заявку «${reasonRequest.item.partnerName}»`
                : `Приостановить участие «${reasonRequest.item.partnerName}»`
            }
            confirmLabel={reasonRequest.decision === 'refuse' ? 'Отклонить' : 'Приостановить'}
            hint="Причину увидит партнер"
            requiredMessage={MESSAGES.reasonRequired}
            busy={decide.isPending}
            onCancel={() => setReasonRequest(null)}
            onConfirm={(reason) => decide.mutate({ partnerId: reasonRequest.item.partnerId, decision: reasonRequest.decision, reason })}
          />
        </Suspense>
      )}
      {certificateFor && (
        <Suspense fallback={null}>
          <CertificateDialog
            partnerId={certificateFor.partnerId}
            partnerName={certificateFor.partnerName}
            onClose={() => setCertificateFor(null)}
          />
        </Suspense>
      )}
      {invoicesOf && (
        <Suspense fallback={null}>
          <PartnerInvoicesDialog
            partnerId={invoicesOf.partnerId}
            partnerName={invoicesOf.partnerName}
            onClose={() => setInvoicesOf(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
