/**
 * «Просроченная задолженность» (issue 24): partners more than 10 working days overdue, for the vendor's individual
 * decision: the debt, the penalty, the days overdue and the oldest invoice; «Списать пени» with a reason, and the
 * suspension of participation as «Заявки партнеров» does it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatIsoDate, formatRubles, INVOICING_TEXTS, MESSAGES, PARTICIPATION_STATUS_LABELS } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { useDecideApplication } from './api/decide-application';
import { type OverduePartner, useOverdueQueue, useWaivePenalty } from './api/payments';
import { useLoadError } from './hooks/use-load-error';
import { DECISION_TOASTS } from './utils/application-decisions';

const ReasonDialog = lazy(() => import('../../components/reason-dialog/reason-dialog').then((m) => ({ default: m.ReasonDialog })));

type Pending = { partner: OverduePartner; action: 'waive' | 'suspend' };

export function OverduePage() {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const paging = usePaging();
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = useOverdueQueue({ page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(queue.error, 'Не удалось загрузить просроченную задолженность');
  const waive = useWaivePenalty({
    onSuccess: () => {
      toast.show(INVOICING_TEXTS.penaltyWaived, { severity: 'success' });
      setPending(null);
    },
    onError: (error) => showError(apiErrorContent('Не удалось списать пени', error)),
  });
  const suspend = useDecideApplication({
    onSuccess: () => {
      toast.show(DECISION_TOASTS.suspend, { severity: 'success' });
      setPending(null);
    },
    onError: (error) => showError(apiErrorContent('Не удалось сохранить решение', error)),
  });

  const columns: Column<OverduePartner>[] = [
    {
      key: 'partner',
      label: 'Партнер',
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.partnerName}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            Код {row.partnerCode}
            {row.participationStatus && row.participationStatus in PARTICIPATION_STATUS_LABELS
              ? `, ${PARTICIPATION_STATUS_LABELS[row.participationStatus as keyof typeof PARTICIPATION_STATUS_LABELS]}`
              : ''}
          </Typography>
        </>
      ),
    },
    { key: 'unpaid', label: 'Задолженность', align: 'right', render: (row) => formatRubles(row.unpaid) },
    { key: 'penalty', label: 'Пени', align: 'right', render: (row) => formatRubles(row.penalty) },
    { key: 'days', label: 'Раб. дн. просрочки', align: 'right', render: (row) => row.overdueWorkingDays },
    {
      key: 'oldest',
      label: 'Самый старый счет',
      render: (row) => `№ ${row.oldestInvoice.number}, оплатить до ${formatIsoDate(row.oldestInvoice.dueOn)}`,
    },
    {
      key: 'actions',
      label: 'Действия',
      labelHidden: true,
      render: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" disabled={row.penalty === 0} onClick={() => setPending({ partner: row, action: 'waive' })}>
            Списать пени
          </Button>
          {row.participationStatus !== 'off' && (
            <Button size="small" color="error" onClick={() => setPending({ partner: row, action: 'suspend' })}>
              Приостановить участие
            </Button>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Просроченная задолженность
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Партнеры с просрочкой оплаты более 10 рабочих дней: решение по каждому принимается индивидуально.
      </Typography>
      <DataTable
        label="Просроченная задолженность"
        columns={columns}
        rows={queue.data?.items}
        rowKey={(row) => row.partnerId}
        total={queue.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Партнеров с просрочкой более 10 рабочих дней нет"
        loading={queue.isFetching}
      />
      {pending && (
        <Suspense fallback={null}>
          {pending.action === 'waive' ? (
            <ReasonDialog
              title={INVOICING_TEXTS.waivePenaltyTitle(pending.partner.partnerName)}
              confirmLabel="Списать пени"
              hint={`Пени по счету № ${pending.partner.oldestInvoice.number}: ${formatRubles(pending.partner.penalty)}`}
              requiredMessage={INVOICING_TEXTS.waiverReasonRequired}
              maxLength={{ length: 1000, message: 'Не более 1000 символов' }}
              busy={waive.isPending}
              onCancel={() => setPending(null)}
              onConfirm={(reason) => waive.mutate({ invoiceId: pending.partner.oldestInvoice.invoiceId, reason })}
            />
          ) : (
            <ReasonDialog
              title={`Приостановить участие «${pending.partner.partnerName}»`}
              confirmLabel="Приостановить"
              hint="Причину увидит партнер"
              requiredMessage={MESSAGES.reasonRequired}
              busy={suspend.isPending}
              destructive
              onCancel={() => setPending(null)}
              onConfirm={(reason) => suspend.mutate({ partnerId: pending.partner.partnerId, decision: 'suspend', reason })}
            />
          )}
        </Suspense>
      )}
    </Paper>
  );
}
