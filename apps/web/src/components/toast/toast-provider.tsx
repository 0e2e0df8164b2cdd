/** Toast messages (2 to 6 seconds, as the spec asks), shown one at a time from anywhere in the app. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { toastDuration } from '@portal/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Severity = 'success' | 'info' | 'warning' | 'error';
/** A link shown beside the message, e.g. to the rules the message refers to. */
export type ToastLink = { href: string; label: string };
export type ToastOptions = { severity?: Severity; durationMs?: number; link?: ToastLink };
type Toast = { id: number; message: string; severity: Severity; durationMs: number; link?: ToastLink | undefined };
type ToastApi = { show(message: string, options?: ToastOptions): void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((message: string, options: ToastOptions = {}) => {
    setToast({
      id: Date.now(),
      message,
      severity: options.severity ?? 'info',
      durationMs: toastDuration(options.durationMs),
      link: options.link,
    });
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const handleClose = () => setToast(null);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        autoHideDuration={toast?.durationMs}
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
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
