/**
 * The delete icon of a licence (document 1 §4: licences and orders are deleted at once after a confirmation; document 2
 * "Active licences"), with the deletion's call and re-reading — for lists outside this feature, composed in by the app.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { DELETE_AT_ONCE, DELETION_FLOW_MESSAGES } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { useDeleteSubscription, type DeletionHandlers } from '../hooks/use-subscription-deletion';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export type ConfirmDeleteButtonProps = {
  subscriptionId: string;
  name: string;
  /** Deletion is offered for a working subscription with no change in progress. */
  disabled?: boolean;
  onOutcome?: DeletionHandlers['onOutcome'];
};

export function ConfirmDeleteButton({ subscriptionId, name, disabled, onOutcome }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSubscription(subscriptionId, { onOutcome });
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
            onConfirm={() => remove.mutate({ delayDays: DELETE_AT_ONCE })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
