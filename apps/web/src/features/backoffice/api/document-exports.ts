/**
 * The back office's documents export (issue 33): the recent exports with the months one may pick, one export's progress
 * (asked again every 2 s while its job runs), starting one, its ZIP, and the partners to choose from.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_EXPORT_POLL_MS,
  type ApplicationList,
  type DocumentExport,
  type DocumentExportList,
  type DocumentExportRequest,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from './query-string';

export const isRunning = (found: DocumentExport) => found.status === 'queued' || found.status === 'running';

export const documentExportsQuery = queryOptions({
  queryKey: ['backoffice', 'document-exports'],
  queryFn: () => api<DocumentExportList>('/backoffice/document-exports'),
});

/** The recent exports; asked again while one of them runs, so that each row's progress moves. */
export function useDocumentExports() {
  return useQuery({
    ...documentExportsQuery,
    refetchInterval: (query) => (query.state.data?.items.some(isRunning) ? DOCUMENT_EXPORT_POLL_MS : false),
  });
}

export const documentExportQuery = (exportId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'document-exports', exportId],
    queryFn: () => api<DocumentExport>(`/backoffice/document-exports/${encodeURIComponent(exportId)}`),
  });

/** One export, asked again every 2 s until its job has finished (the list follows by itself while a row runs). */
export function useDocumentExport(exportId: string | null) {
  return useQuery({
    ...documentExportQuery(exportId ?? ''),
    enabled: exportId !== null,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : DOCUMENT_EXPORT_POLL_MS),
  });
}

export function useStartDocumentExport(handlers: { onSuccess: (started: DocumentExport) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DocumentExportRequest) => api<DocumentExport>('/backoffice/document-exports', { method: 'POST', body: request }),
    onSuccess: (started) => {
      queryClient.setQueryData(documentExportQuery(started.exportId).queryKey, started);
      void queryClient.invalidateQueries({ queryKey: documentExportsQuery.queryKey, exact: true });
      handlers.onSuccess(started);
    },
    onError: handlers.onError,
  });
}

export const documentExportFileHref = (exportId: string) => `/api/backoffice/document-exports/${encodeURIComponent(exportId)}/file`;

/** Partners by name or code, for choosing whose documents to export. */
export function usePartnerSearch(search: string) {
  return useQuery({
    queryKey: ['backoffice', 'applications', 'partner-search', search],
    queryFn: () => api<ApplicationList>(`/backoffice/applications?${toQueryString({ status: 'all', search, page: 1, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });
}
