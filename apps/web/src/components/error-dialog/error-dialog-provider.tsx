/**
 * The shared error dialog of the spec: title and text, 'OK', and 'Отправить отчет об ошибке';
 * while sending it shows 'Отправка отчета..', then the response message with 'закрыть'.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { sendErrorReport } from './send-error-report';

export type ErrorDialogContent = { title: string; text: string; status?: number; url?: string; details?: string };
type ErrorDialogApi = { showError(content: ErrorDialogContent): void };
type ReportState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'done'; message: string };

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

/** A readable Russian text for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Неизвестная ошибка';
}

/** The dialog content for a failed API call, with code and address for the report. */
export function apiErrorContent(title: string, error: unknown, hint?: string): ErrorDialogContent {
  const base = errorText(error);
  if (!(error instanceof ApiRequestError)) return { title, text: hint ? `${base}. ${hint}` : base };
  return {
    title,
    text: hint ? `${base}. ${hint}` : base,
    status: error.status,
    url: error.url,
    details: `code: ${error.code}`,
  };
}

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<ErrorDialogContent | null>(null);
  const [report, setReport] = useState<ReportState>({ phase: 'idle' });
  const showError = useCallback((next: ErrorDialogContent) => {
    setReport({ phase: 'idle' });
    setContent(next);
  }, []);
  const api = useMemo(() => ({ showError }), [showError]);
  const handleClose = () => setContent(null);

  const handleSendReport = async () => {
    if (!content) return;
    setReport({ phase: 'sending' });
    try {
      const message = await sendErrorReport({
        title: content.title,
        message: content.text,
        url: content.url ?? '',
        status: content.status ?? null,
        details: [content.details, `page: ${window.location.href}`, `agent: ${navigator.userAgent}`].filter(Boolean).join('\n'),
      });
      setReport({ phase: 'done', message });
    } catch (error) {
      setReport({ phase: 'done', message: `Не удалось отправить отчет: ${errorText(error)}` });
    }
  };

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      <Dialog open={content !== null} onClose={handleClose} aria-labelledby="error-dialog-title" maxWidth="sm" fullWidth>
        <DialogTitle id="error-dialog-title">{content?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{content?.text}</DialogContentText>
          {content?.status !== undefined && (
            <DialogContentText variant="body2" sx={{ mt: 1 }}>
              Код ответа: {content.status}
              {content.url ? `, адрес: ${content.url}` : ''}
            </DialogContentText>
          )}
          {report.phase === 'sending' && (
            <>
              <DialogContentText sx={{ mt: 2 }}>Отправка отчета..</DialogContentText>
              <LinearProgress sx={{ mt: 1 }} />
            </>
          )}
          {report.phase === 'done' && (
            <DialogContentText role="status" sx={{ mt: 2, fontWeight: 500 }}>
              {report.message}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          {report.phase === 'done' ? (
            <Button onClick={handleClose}>закрыть</Button>
          ) : (
            <>
              <Button onClick={handleSendReport} disabled={report.phase === 'sending'}>
                Отправить отчет об ошибке
              </Button>
              <Button onClick={handleClose} variant="contained" disabled={report.phase === 'sending'}>
                OK
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const api = useContext(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs an ErrorDialogProvider');
  return api;
}
