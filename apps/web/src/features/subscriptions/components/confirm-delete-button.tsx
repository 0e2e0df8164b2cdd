/**
 * The delete icon of a licence (document 1 §4: licences and orders are deleted after a confirmation, with a one-day
 * delay; document 2 "Active licences"), with the deletion's call and re-reading — for lists outside this feature,
 * composed in by the app. While the deletion is planned the icon is the undo of it, as on the paid list.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Undo from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import { CONFIRM_ONLY_DELETION_DELAY_DAYS, DELETION_FLOW_MESSAGES, DELETION_MESSAGES, formatDateTime } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { useCan } from '../../../lib/rights';
import { useCancelDeletion } from '../hooks/use-cancel-deletion';
import { useDeleteSubscription, type DeletionHandlers } from '../hooks/use-subscription-deletion';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export type ConfirmDeleteButtonProps = {
  subscriptionId: string;
  name: string;
  /** The planned deletion (ISO), if any: the control then cancels it. */
  plannedDeletion?: string | null;
  /** Deletion is offered for a working subscription with no change in progress. */
  disabled?: boolean;
  onOutcome?: DeletionHandlers['onOutcome'];
};

export function ConfirmDeleteButton({ subscriptionId, name, plannedDeletion, disabled, onOutcome }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSubscription(subscriptionId, { onOutcome });
  const cancel = useCancelDeletion(subscriptionId);
  const mayOrder = useCan('orders');
  if (!mayOrder) return null;
  if (plannedDeletion) {
    return (
      <Tooltip title={DELETION_MESSAGES.planned(formatDateTime(plannedDeletion))} describeChild>
        <span>
          <IconButton
            aria-label={`Отменить удаление: ${name}`}
            size="small"
            disabled={disabled || cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            <Undo fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title="Удалить подписку">
        <span>
          <IconButton
            aria-label={`Удалить подписку: ${name}`}
            size="small"
            disabled={disabled || remove.isPending}
            onClick={() => setOpen(true)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Удалить подписку?"
            text={`${name}. ${DELETION_FLOW_MESSAGES.confirmProduct}`}
            confirmLabel="Удалить"
            onConfirm={() => remove.mutate({ delayDays: CONFIRM_ONLY_DELETION_DELAY_DAYS })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
