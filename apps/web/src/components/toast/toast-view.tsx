/** The toast's view (see toast-provider.tsx), loaded with the first message. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { toastDuration } from '@portal/domain';
import type { Toast } from './toast-provider';

export function ToastView({ toast, onClose: handleClose }: { toast: Toast | null; onClose: () => void }) {
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={toast ? toastDuration(toast.durationMs) : undefined}
      onClose={(_event, reason) => reason !== 'clickaway' && handleClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={handleClose}
        severity={toast?.severity ?? 'info'}
        variant="filled"
        sx={{ width: '100%' }}
        action={
          toast?.link && (
            <Button color="inherit" size="small" href={toast.link.href}>
              {toast.link.label}
            </Button>
          )
        }
      >
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
