/**
 * Deleting from the detail page (document 1 §2 Subscription detail, §4 Subscription deletion) with the lists' dialog
 * and calls: plan, change the date, cancel, delete at once — shown only for a working subscription; licences and
 * orders are deleted after a confirmation only, a day later (cancellable until then); a product the portal cannot
 * remove itself links to its own page in the administration area, in a new tab (without one, to the portal's
 * applications table narrowed to it); a failed removal can be retried.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  adminAreaApplicationPath,
  CONFIRM_ONLY_DELETION_DELAY_DAYS,
  DELETE_AT_ONCE,
  DELETION_FLOW_MESSAGES,
  DELETION_MESSAGES,
  deletionFlow,
  type SubscriptionDetail,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/rights';
import { adminAreaPage, runtimeConfigQuery, type AdminAreaLink } from '../../../lib/session';
import { useCancelDeletion } from '../hooks/use-cancel-deletion';
import { useDeleteSubscription, type DeletionHandlers } from '../hooks/use-subscription-deletion';
import { rowStackSx } from '../../../components/layout/stack-sx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const DeleteSubscriptionDialog = lazy(() => import('./delete-subscription-dialog').then((m) => ({ default: m.DeleteSubscriptionDialog })));

/**
 * Where a product the portal cannot remove itself is deleted (document 1 §4, "an external application page"): its own
 * page in the configured administration area, or else the portal's applications table narrowed to it.
 */
function adminAreaSubscriptionLink(adminAreaUrl: string | null, subscriptionId: string): AdminAreaLink {
  if (!adminAreaUrl) return { href: paths.admin.href({}, { subscriptionId }), external: false };
  return adminAreaPage(adminAreaUrl, adminAreaApplicationPath(subscriptionId));
}

export type DetailDeletionProps = { detail: SubscriptionDetail; onOutcome: DeletionHandlers['onOutcome'] };

export function DetailDeletion({ detail, onOutcome }: DetailDeletionProps) {
  const [dialog, setDialog] = useState<'plan' | 'atOnce' | 'confirm' | null>(null);
  const config = useQuery(runtimeConfigQuery);
  const remove = useDeleteSubscription(detail.subscriptionId, { onOutcome });
  const cancel = useCancelDeletion(detail.subscriptionId);
  const flow = deletionFlow(detail.resourceCategory);
  const subscription = { ...detail, customerName: detail.customer.name };
  // A change in progress blocks a deletion (the server refuses it too).
  const blocked = detail.changeOrderId !== null || remove.isPending || cancel.isPending;
  // Deleting (and retrying a deletion) is the «orders» right's; the others read the subscription only.
  const mayOrder = useCan('orders');
  if (!mayOrder) return null;

  if (detail.deployStatus === 'DELETE_FAILED') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={remove.isPending} onClick={() => remove.mutate({ delayDays: DELETE_AT_ONCE })}>
            {DELETION_FLOW_MESSAGES.retry}
          </Button>
        }
      >
        {DELETION_MESSAGES.failed}
        {detail.lastError ? `: ${detail.lastError}` : ''}
      </Alert>
    );
  }
  if (detail.deployStatus !== 'DEPLOYED') return null;

  if (flow === 'adminArea') {
    const link = adminAreaSubscriptionLink(config.data?.adminAreaUrl ?? null, detail.subscriptionId);
    return (
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {DELETION_FLOW_MESSAGES.openAdminArea}
          </Button>
        }
      >
        {DELETION_FLOW_MESSAGES.adminArea}
      </Alert>
    );
  }

  return (
    <Box sx={{ ...rowStackSx(1), flexWrap: 'wrap' }}>
      {flow === 'confirmOnly' ? (
        detail.expirationDate ? (
          <Button disabled={blocked} onClick={() => cancel.mutate()}>
            Отменить удаление
          </Button>
        ) : (
          <Button color="error" variant="outlined" disabled={blocked} onClick={() => setDialog('confirm')}>
            Удалить подписку
          </Button>
        )
      ) : (
        <>
          <Button variant="outlined" disabled={blocked} onClick={() => setDialog('plan')}>
            {detail.expirationDate ? 'Изменить дату удаления' : 'Запланировать удаление'}
          </Button>
          <Button color="error" variant="outlined" disabled={blocked} onClick={() => setDialog('atOnce')}>
            Удалить сразу
          </Button>
          {detail.expirationDate && (
            <Button disabled={blocked} onClick={() => cancel.mutate()}>
              Отменить удаление
            </Button>
          )}
        </>
      )}
      {(dialog === 'plan' || dialog === 'atOnce') && (
        <Suspense fallback={null}>
          <DeleteSubscriptionDialog subscription={subscription} intent={dialog} onClose={() => setDialog(null)} onOutcome={onOutcome} />
        </Suspense>
      )}
      {dialog === 'confirm' && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Удалить подписку?"
            text={`${detail.serviceName} (${detail.serviceKitName}). ${DELETION_FLOW_MESSAGES.confirmProduct}`}
            confirmLabel="Удалить"
            onConfirm={() => remove.mutate({ delayDays: CONFIRM_ONLY_DELETION_DELAY_DAYS })}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
