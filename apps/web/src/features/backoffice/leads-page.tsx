/**
 * Leads of the programme «Расти с 1С:ГРМ» for the operator: the applied-for leads with the partners who asked (until
 * their applications lapse), each dispatched to one of them; and the dispatched ones with who dispatched them and when.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  LEAD_APPLICATION_TTL_HOURS,
  LEAD_PROGRAMME_NAME,
  LEAD_TEXTS,
  type BackofficeLead,
  type BackofficeLeadFilter,
  type LeadApplicant,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { useToast } from '../../components/toast/toast-provider';
import { useBackofficeLeads, useDispatchLead } from './api/leads';
import { useLoadError } from './hooks/use-load-error';

const ConfirmDialog = lazy(() => import('../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const NewLeadDialog = lazy(() => import('./components/new-lead-dialog').then((m) => ({ default: m.NewLeadDialog })));

const FILTERS: ReadonlyArray<{ value: BackofficeLeadFilter; label: string }> = [
  { value: 'applied', label: 'Ждут передачи' },
  { value: 'pool', label: 'Общий пул' },
  { value: 'dispatched', label: 'Переданные' },
];

type Choice = { lead: BackofficeLead; applicant: LeadApplicant };

const contacts = (row: BackofficeLead) => [row.responsible, row.email, row.phone, row.inn && `ИНН ${row.inn}`].filter(Boolean).join(', ');

export function LeadsPage() {
  const paging = usePaging();
  const toast = useToast();
  const [filter, setFilter] = useState<BackofficeLeadFilter>('applied');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useBackofficeLeads({ filter, page: paging.page, pageSize: paging.pageSize || 100 });
  useLoadError(list.error, 'Не удалось загрузить лиды');
  const dispatch = useDispatchLead({
    onSuccess: (message) => toast.show(message, { severity: 'success' }),
    onError: (error) => toast.show(`${LEAD_TEXTS.dispatchFailed}: ${error.message}`, { severity: 'error' }),
  });

  const applied: Column<BackofficeLead>[] = [
    { key: 'date', label: 'Поступил', render: (row) => formatDateTime(row.date) },
    { key: 'name', label: 'Клиент', render: (row) => row.name },
    { key: 'contacts', label: 'Контакты', render: contacts },
    { key: 'expires', label: 'Вернется в пул', render: (row) => (row.expiresAt ? formatDateTime(row.expiresAt) : '—') },
    {
      key: 'applicants',
      label: 'Заявки партнеров',
      render: (row) => (
        <Stack spacing={1}>
          {row.applicants.map((applicant) => (
            <Stack key={applicant.partnerId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {applicant.partnerName} ({applicant.partnerCode}), {formatDateTime(applicant.appliedAt)}
              </Typography>
              <Button
                size="small"
                variant="contained"
                disabled={dispatch.isPending}
                onClick={() => setChoice({ lead: row, applicant })}
                aria-label={`Передать «${row.name}» партнеру ${applicant.partnerName}`}
              >
                Передать
              </Button>
            </Stack>
          ))}
        </Stack>
      ),
    },
  ];
  const pool: Column<BackofficeLead>[] = [
    { key: 'date', label: 'Поступил', render: (row) => formatDateTime(row.date) },
    { key: 'name', label: 'Клиент', render: (row) => row.name },
    { key: 'contacts', label: 'Контакты', render: contacts },
  ];
  const dispatched: Column<BackofficeLead>[] = [
    { key: 'date', label: 'Передан', render: (row) => (row.dateDispatched ? formatDateTime(row.dateDispatched) : '—') },
    { key: 'name', label: 'Клиент', render: (row) => row.name },
    { key: 'partner', label: 'Партнер', render: (row) => `${row.partnerName ?? ''} (${row.partnerCode ?? ''})` },
    { key: 'by', label: 'Кто передал', render: (row) => row.dispatchedBy ?? '—' },
    { key: 'applicants', label: 'Заявок', render: (row) => row.applicants.length },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Лиды программы «{LEAD_PROGRAMME_NAME}»
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Лид, который не передан партнеру в течение {LEAD_APPLICATION_TTL_HOURS} часов после первой заявки, возвращается в общий пул.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <NativeSelectField
          label="Лиды"
          value={filter}
          options={FILTERS}
          onChange={(next) => {
            setFilter(next);
            paging.reset();
          }}
          sx={{ minWidth: 200 }}
        />
        <Button variant="outlined" onClick={() => setAdding(true)}>
          Новый лид
        </Button>
      </Stack>
      <DataTable
        label="Лиды"
        columns={filter === 'applied' ? applied : filter === 'pool' ? pool : dispatched}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={filter === 'applied' ? 'Заявок на лиды нет' : filter === 'pool' ? LEAD_TEXTS.emptyNew : 'Переданных лидов нет'}
        loading={list.isFetching}
      />
      {adding && (
        <Suspense fallback={null}>
          <NewLeadDialog
            onCreated={(name) => toast.show(`Лид «${name}» добавлен в общий пул`, { severity: 'success' })}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
      {choice && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Передать лид партнеру?"
            text={`Клиент «${choice.lead.name}» будет передан партнеру ${choice.applicant.partnerName} (${choice.applicant.partnerCode}); партнер получит письмо, заявки других партнеров будут закрыты.`}
            confirmLabel="Передать"
            onConfirm={() => dispatch.mutate({ id: choice.lead.id, partnerId: choice.applicant.partnerId })}
            onClose={() => setChoice(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
