/** Asks for the reason of a block (required) or of an unblock (optional) before the change is sent. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DISTRIBUTOR_TEXTS, LOCK_REASON_MAX, type LockAction } from '@portal/domain';
import { useState } from 'react';

export type LockDialogProps = {
  action: LockAction;
  partnerName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function LockDialog({ action, partnerName, busy, onConfirm, onCancel }: LockDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const revoke = action === 'revoke';
  const missing = revoke && reason.trim().length === 0;
  const tooLong = reason.trim().length > LOCK_REASON_MAX;
  const error = touched && (missing || tooLong);
  const handleConfirm = () => {
    setTouched(true);
    if (!missing && !tooLong) onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="lock-dialog-title">
      <DialogTitle id="lock-dialog-title">
        {revoke ? DISTRIBUTOR_TEXTS.blockTitle(partnerName) : DISTRIBUTOR_TEXTS.unblockTitle(partnerName)}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required={revoke}
          label={revoke ? DISTRIBUTOR_TEXTS.lockReasonLabel : DISTRIBUTOR_TEXTS.unlockReasonLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          helperText={error ? (missing ? DISTRIBUTOR_TEXTS.reasonRequired : DISTRIBUTOR_TEXTS.reasonTooLong) : ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{DISTRIBUTOR_TEXTS.cancel}</Button>
        <Button variant="contained" color={revoke ? 'error' : 'primary'} onClick={handleConfirm} disabled={busy}>
          {revoke ? DISTRIBUTOR_TEXTS.block : DISTRIBUTOR_TEXTS.unblock}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
