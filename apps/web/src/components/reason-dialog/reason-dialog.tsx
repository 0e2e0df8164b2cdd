/** Asks for the reason of a decision (a refusal, a suspension, a block) before it is sent. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '../text-field/text-field';
import { useState } from 'react';

export type ReasonDialogProps = {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  label?: string;
  /** Shown under the field while nothing is wrong. */
  hint?: string;
  /** The message when a required reason is empty; an optional reason has none. */
  requiredMessage: string | null;
  maxLength?: { length: number; message: string };
  cancelLabel?: string;
  destructive?: boolean;
};

export function ReasonDialog({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  label = 'Причина',
  hint = ' ',
  requiredMessage,
  maxLength,
  cancelLabel = 'Отмена',
  destructive = false,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const text = reason.trim();
  const problem =
    requiredMessage !== null && text.length === 0
      ? requiredMessage
      : maxLength && text.length > maxLength.length
        ? maxLength.message
        : null;
  const shown = touched ? problem : null;
  const handleConfirm = () => {
    setTouched(true);
    if (!problem) onConfirm(text);
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required={requiredMessage !== null}
          label={label}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={shown !== null}
          helperText={shown ?? hint}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={handleConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
