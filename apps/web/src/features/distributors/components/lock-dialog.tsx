/** Asks for the reason of a block (required) or of an unblock (optional) before the change is sent. */
import { DISTRIBUTOR_TEXTS, LOCK_REASON_MAX, type LockAction } from '@portal/domain';
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog';

export type LockDialogProps = {
  action: LockAction;
  partnerName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function LockDialog({ action, partnerName, busy, onConfirm, onCancel }: LockDialogProps) {
  const revoke = action === 'revoke';
  return (
    <ReasonDialog
      title={revoke ? DISTRIBUTOR_TEXTS.blockTitle(partnerName) : DISTRIBUTOR_TEXTS.unblockTitle(partnerName)}
      label={revoke ? DISTRIBUTOR_TEXTS.lockReasonLabel : DISTRIBUTOR_TEXTS.unlockReasonLabel}
      confirmLabel={revoke ? DISTRIBUTOR_TEXTS.block : DISTRIBUTOR_TEXTS.unblock}
      cancelLabel={DISTRIBUTOR_TEXTS.cancel}
      requiredMessage={revoke ? DISTRIBUTOR_TEXTS.reasonRequired : null}
      maxLength={{ length: LOCK_REASON_MAX, message: DISTRIBUTOR_TEXTS.reasonTooLong }}
      destructive={revoke}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
