/**
 * The shared error dialog of the spec: title and text, 'OK', and 'Отправить отчет об ошибке';
 * while sending it shows 'Отправка отчета..', then the response message with 'закрыть'.
 * The dialog itself (and the report's request code) loads the first time an error is shown.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Me, Participation } from '@portal/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-error';

const ErrorDialog = lazy(() => import('./error-dialog').then((m) => ({ default: m.ErrorDialog })));

export type ErrorDialogContent = {
  title: string;
  text: string;
  status?: number;
  url?: string;
  details?: string;
  /** The support project the report concerns (infrastructure errors report to 'infra'); 'ecw' otherwise. */
  projectId?: 'ecw' | 'infra';
};

/**
 * The support project a report concerns: the one the error names, either as its field or as the `projectId: infra`
 * line of its details (the infrastructure's errors carry it so), else 'ecw'.
 */
export function reportProject(content: Pick<ErrorDialogContent, 'projectId' | 'details'>): 'ecw' | 'infra' {
  if (content.projectId) return content.projectId;
  return /^projectId:\s*infra\s*$/m.test(content.details ?? '') ? 'infra' : 'ecw';
}

/** The support form takes the error along in its address; a long one is cut to keep the address reasonable. */
const ERROR_INFO_MAX = 1500;

/** What the support request carries about the error. */
export function errorInfoOf(content: ErrorDialogContent, page: string): string {
  const lines = [
    content.title,
    content.text,
    content.status === undefined ? '' : `Код ответа: ${content.status}${content.url ? `, адрес: ${content.url}` : ''}`,
    content.details ?? '',
    `Страница: ${page}`,
  ];
  return lines.filter(Boolean).join('\n').slice(0, ERROR_INFO_MAX);
}

/**
 * A partner inside the office reports through the support form; anyone else (before sign-in, while the participation
 * cannot be read, operators) sends an error report.
 */
function reportsThroughSupport(queryClient: QueryClient): boolean {
  const me = queryClient.getQueryData<Me | null>(['me']);
  const participation = queryClient.getQueryData<Participation | null>(['participation']);
  // A person whose role may not write to support (issue 32) sends the report straight to the operators instead.
  return (
    Boolean(me?.authorities.some((a) => a.authority === 'ROLE_PARTNER')) &&
    participation?.status === 'on' &&
    Boolean(me?.rights.includes('support'))
  );
}
type ErrorDialogApi = { showError(content: ErrorDialogContent): void };
export type ReportState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'done'; message: string };

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
  const queryClient = useQueryClient();
  const [content, setContent] = useState<ErrorDialogContent | null>(null);
  const [report, setReport] = useState<ReportState>({ phase: 'idle' });
  // Once shown, the dialog stays mounted so that it closes with its transition.
  const [shown, setShown] = useState(false);
  const showError = useCallback((next: ErrorDialogContent) => {
    setShown(true);
    setReport({ phase: 'idle' });
    setContent(next);
  }, []);
  const api = useMemo(() => ({ showError }), [showError]);
  const handleClose = () => setContent(null);

  const handleSendReport = async () => {
    if (!content) return;
    if (reportsThroughSupport(queryClient)) {
      // The report opens the support form with the error attached (document 1 §2, document 2 "Feedback").
      const errorInfo = errorInfoOf(content, window.location.href);
      setContent(null);
      window.location.hash = paths.feedback.href({}, { errorInfo, projectId: reportProject(content) });
      return;
    }
    setReport({ phase: 'sending' });
    try {
      const { sendErrorReport } = await import('./send-error-report');
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
      {shown && (
        <Suspense fallback={null}>
          <ErrorDialog content={content} report={report} onClose={handleClose} onSendReport={handleSendReport} />
        </Suspense>
      )}
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const api = useContext(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs an ErrorDialogProvider');
  return api;
}
