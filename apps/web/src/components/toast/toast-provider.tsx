/** Toast messages (2 to 6 seconds, as the spec asks), shown one at a time from anywhere in the app. */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The snackbar loads with the first message. */
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

type Severity = 'success' | 'info' | 'warning' | 'error';
/** A link shown beside the message, e.g. to the rules the message refers to. */
export type ToastLink = { href: string; label: string };
export type ToastOptions = { severity?: Severity; durationMs?: number; link?: ToastLink };
/** durationMs as asked; the view keeps it within the spec's limits. */
export type Toast = { id: number; message: string; severity: Severity; durationMs: number | undefined; link?: ToastLink | undefined };
type ToastApi = { show(message: string, options?: ToastOptions): void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((message: string, options: ToastOptions = {}) => {
    setToast({
      id: Date.now(),
      message,
      severity: options.severity ?? 'info',
      durationMs: options.durationMs,
      link: options.link,
    });
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const handleClose = () => setToast(null);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast !== null && (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClose={handleClose} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
