/**
 * The lists' last column: a delete icon for a working (DEPLOYED) subscription; on the paid tab an undo icon instead
 * while a deletion is planned (document 1 §2 Subscription lists). Licences and orders are deleted after a
 * confirmation only, a day later, and their planned deletion is undone here on every tab (document 1 §4).
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Undo from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { deletionFlow, DELETION_MESSAGES, formatDateTime, type Subscription } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../lib/rights';
import { useCancelDeletion } from '../hooks/use-cancel-deletion';
import { ConfirmDeleteButton } from './confirm-delete-button';

/** The dialog and its form library load when it is first opened. */
const DeleteSubscriptionDialog = lazy(() => import('./delete-subscription-dialog').then((m) => ({ default: m.DeleteSubscriptionDialog })));

export type DeletionCellProps = { subscription: Subscription; undoPlanned: boolean };

export function DeletionCell({ subscription, undoPlanned }: DeletionCellProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelDeletion(subscription.subscriptionId);
  // Deleting is an order's kind of change: only the «orders» right is offered it.
  const mayOrder = useCan('orders');
  if (subscription.deployStatus !== 'DEPLOYED' || !mayOrder) return null;
  if (deletionFlow(subscription.resourceCategory) === 'confirmOnly') {
    return (
      <ConfirmDeleteButton
        subscriptionId={subscription.subscriptionId}
        name={`${subscription.serviceName} (${subscription.serviceKitName})`}
        plannedDeletion={subscription.expirationDate}
      />
    );
  }

  if (undoPlanned && subscription.expirationDate) {
    return (
      <Tooltip title={DELETION_MESSAGES.planned(formatDateTime(subscription.expirationDate))} describeChild>
        <IconButton aria-label="Отменить удаление" size="small" onClick={() => !cancel.isPending && cancel.mutate()}>
          <Undo fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title="Удалить подписку">
        <IconButton aria-label="Удалить подписку" size="small" onClick={() => setOpen(true)}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <DeleteSubscriptionDialog subscription={subscription} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
