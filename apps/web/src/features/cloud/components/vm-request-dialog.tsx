/**
 * The non-standard VM request (document 2 "Confirmation dialog for a non-standard VM"): the question, the project ID
 * (mcsXXXXX; 'Отправить' disabled while it is empty), then the spec's success or failure text.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CLOUD_TEXTS, PROJECT_ID_PATTERN, type VmConfig, formatRubles } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { sendVmRequest } from '../api/vm-request';

export type VmRequestDialogProps = { config: VmConfig; summary: string; onClose: () => void };

export function VmRequestDialog({ config, summary, onClose }: VmRequestDialogProps) {
  const [projectId, setProjectId] = useState('');
  const [formatShown, setFormatShown] = useState(false);
  const send = useMutation({ mutationFn: (id: string) => sendVmRequest(id, config) });
  const trimmed = projectId.trim();
  const wrongFormat = formatShown && !PROJECT_ID_PATTERN.test(trimmed);

  const handleSend = () => {
    if (!PROJECT_ID_PATTERN.test(trimmed)) {
      setFormatShown(true);
      return;
    }
    send.mutate(trimmed);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="vm-request-title" maxWidth="sm" fullWidth>
      {send.isSuccess ? (
        <>
          <DialogTitle id="vm-request-title">{CLOUD_TEXTS.requestSent}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {CLOUD_TEXTS.requestSentText} Запрос № {send.data.number}, стоимость виртуальной машины {formatRubles(send.data.monthPrice)} в
              месяц.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Закрыть
            </Button>
          </DialogActions>
        </>
      ) : send.isError ? (
        <>
          <DialogTitle id="vm-request-title">{CLOUD_TEXTS.requestFailed}</DialogTitle>
          <DialogContent>
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(send.error)}
            </Alert>
            <DialogContentText>{CLOUD_TEXTS.requestFailedText}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>{summary}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{CLOUD_TEXTS.cancel}</Button>
            <Button variant="contained" onClick={() => send.mutate(trimmed)}>
              Повторить
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id="vm-request-title">{CLOUD_TEXTS.requestTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{summary}</DialogContentText>
            <TextField
              label={CLOUD_TEXTS.projectId}
              value={projectId}
              required
              fullWidth
              placeholder="mcsXXXXX"
              error={wrongFormat}
              helperText={wrongFormat ? CLOUD_TEXTS.projectIdFormat : CLOUD_TEXTS.projectIdHint}
              onChange={(event) => setProjectId(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 23, autoComplete: 'off' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{CLOUD_TEXTS.cancel}</Button>
            <Button variant="contained" disabled={trimmed === '' || send.isPending} onClick={handleSend}>
              {CLOUD_TEXTS.send}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
