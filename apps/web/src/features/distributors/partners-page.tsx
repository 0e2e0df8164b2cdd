/**
 * partners.list, the distributor's landing page (document 2 §2 "Partner list", §4 "Partner lock"): search by name,
 * code or address, a status select, the table with lock dates and reasons, pause on an active partner and play on a
 * blocked one. A change is carried out by a job: the row reads 'updating' and the lock is re-read every second until
 * it changes, or the user is told to refresh.
 */
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  actionFor,
  DISTRIBUTOR_TEXTS,
  formatDateTime,
  formatRubles,
  LOCK_POLL_LIMIT,
  LOCK_POLL_MS,
  PARTNER_STATUS_LABELS,
  partnerStatusOf,
  type DistributorPartner,
  type LockAction,
  type PartnerStatus,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Column } from '../../components/data-table/data-table';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { paths } from '../../config/paths';
import { pollUntil } from '../../lib/poll';
import { useCan } from '../../lib/rights';
import { participationQuery } from '../../lib/session';
import { changeLock, fetchLock } from './api/partners';
import { CODE_AND_ADDRESS_COLUMNS, PartnerTable } from './components/partner-table';
import { ReasonsButton } from './components/reasons-button';

const PartnersChart = lazy(() => import('./components/partners-chart').then((m) => ({ default: m.PartnersChart })));
const ReconciliationExport = lazy(() => import('./components/reconciliation-export').then((m) => ({ default: m.ReconciliationExport })));
const LockDialog = lazy(() => import('./components/lock-dialog').then((m) => ({ default: m.LockDialog })));

const STATUS_TONE = { ACTIVE: 'success.main', BLOCKED: 'error.main', UPDATING: 'warning.main' } as const satisfies Record<
  PartnerStatus,
  string
>;
const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

type LockRequest = { partner: DistributorPartner; action: LockAction };

export function PartnersPage() {
  const participation = useQuery(participationQuery);
  const exchangeId = participation.data?.uniqueExchangeId ?? '';
  const [request, setRequest] = useState<LockRequest | null>(null);
  const mayLock = useCan('locks');
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorDialog = useErrorDialog();

  const markUpdating = (id: string, on: boolean) =>
    setUpdating((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleConfirm = async (reason: string) => {
    if (!request) return;
    const { partner, action } = request;
    setBusy(true);
    try {
      const answer = await changeLock(exchangeId, partner.id, { action, reason: reason || null });
      setRequest(null);
      markUpdating(partner.id, true);
      const settled =
        answer.status !== 'PENDING'
          ? answer.status
          : await pollUntil({
              read: () => fetchLock(partner.id),
              decide: (lock) => (lock.status === 'PENDING' ? null : lock.status),
              tries: LOCK_POLL_LIMIT,
              intervalMs: LOCK_POLL_MS,
            });
      if (settled === null) toast.show(DISTRIBUTOR_TEXTS.lockTimeout, { severity: 'error' });
      else toast.show(`${partner.name}: ${PARTNER_STATUS_LABELS[partnerStatusOf(settled)]}`, { severity: 'success' });
    } catch (error) {
      setRequest(null);
      errorDialog.showError(apiErrorContent(DISTRIBUTOR_TEXTS.lockFailed, error));
    } finally {
      setBusy(false);
      markUpdating(partner.id, false);
      await queryClient.invalidateQueries({ queryKey: ['distributor', 'partners'] });
    }
  };

  const statusOf = (row: DistributorPartner): PartnerStatus => (updating.has(row.id) ? 'UPDATING' : row.status);
  const columns: Column<DistributorPartner>[] = [
    {
      key: 'name',
      label: DISTRIBUTOR_TEXTS.columns.partner,
      render: (row) => <Link href={paths['partners.list.details'].href({ partnerCode: row.partnerCode })}>{row.name}</Link>,
    },
    ...CODE_AND_ADDRESS_COLUMNS,
    {
      key: 'status',
      label: DISTRIBUTOR_TEXTS.columns.status,
      render: (row) => (
        <Box component="span" sx={{ color: STATUS_TONE[statusOf(row)], fontWeight: 500, whiteSpace: 'nowrap' }}>
          {PARTNER_STATUS_LABELS[statusOf(row)]}
        </Box>
      ),
    },
    {
      key: 'debt',
      label: DISTRIBUTOR_TEXTS.columns.debt,
      align: 'right',
      render: (row) => (row.debt > 0 ? formatRubles(row.debt) : '—'),
    },
    {
      key: 'overdue',
      label: DISTRIBUTOR_TEXTS.columns.overdueDays,
      align: 'right',
      wrapHeader: true,
      render: (row) => (row.overdueWorkingDays > 0 ? row.overdueWorkingDays : '—'),
    },
    { key: 'lockDate', label: DISTRIBUTOR_TEXTS.columns.lockDate, render: (row) => dateOrDash(row.lockDate) },
    { key: 'unlockDate', label: DISTRIBUTOR_TEXTS.columns.unlockDate, render: (row) => dateOrDash(row.unlockDate) },
    { key: 'reason', label: DISTRIBUTOR_TEXTS.columns.reason, render: (row) => <ReasonsButton partner={row} /> },
    {
      key: 'action',
      label: DISTRIBUTOR_TEXTS.columns.action,
      labelHidden: true,
      render: (row) => {
        const action = actionFor(statusOf(row));
        // Blocking and unblocking are the «locks» right's (a distributor's «Только просмотр» reads the list only).
        if (!action || !mayLock) return null;
        const label = `${action === 'revoke' ? DISTRIBUTOR_TEXTS.block : DISTRIBUTOR_TEXTS.unblock}: ${row.name}`;
        return (
          <IconButton size="small" aria-label={label} title={label} onClick={() => setRequest({ partner: row, action })}>
            {action === 'revoke' ? <Pause fontSize="small" /> : <PlayArrow fontSize="small" />}
          </IconButton>
        );
      },
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {DISTRIBUTOR_TEXTS.listTitle}
        </Typography>
        <Link href={paths['partners.score'].href()}>{DISTRIBUTOR_TEXTS.scoreTitle}</Link>
      </Box>
      {/* The chart and the reconciliation's month picker load after the list. */}
      <Suspense fallback={null}>
        <PartnersChart />
        <ReconciliationExport />
      </Suspense>
      <PartnerTable label={DISTRIBUTOR_TEXTS.listTitle} columns={columns} withStatus />
      {request && (
        <Suspense fallback={null}>
          <LockDialog
            action={request.action}
            partnerName={request.partner.name}
            busy={busy}
            onConfirm={(reason) => void handleConfirm(reason)}
            onCancel={() => setRequest(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
