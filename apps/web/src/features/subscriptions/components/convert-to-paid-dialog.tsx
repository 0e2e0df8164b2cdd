/** The confirmation of 'Перейти на платную версию': what happens to the client's database and the demo, then the call. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CONVERSION_DIALOG_TEXTS, type ConversionResponse } from '@portal/domain';
import { useConvertToPaid } from '../hooks/use-convert-to-paid';

export type ConvertToPaidDialogProps = {
  subscriptionId: string;
  serviceKitId: string;
  onClose: () => void;
  onConverted?: (conversion: ConversionResponse) => void;
};

export function ConvertToPaidDialog({ subscriptionId, serviceKitId, onClose, onConverted }: ConvertToPaidDialogProps) {
  const convert = useConvertToPaid(subscriptionId, serviceKitId, { onSettled: onClose, ...(onConverted && { onConverted }) });
  const busy = convert.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="convert-to-paid-title">
      <DialogTitle id="convert-to-paid-title">{CONVERSION_DIALOG_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{CONVERSION_DIALOG_TEXTS.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {CONVERSION_DIALOG_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={() => convert.mutate()} disabled={busy}>
          {CONVERSION_DIALOG_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
