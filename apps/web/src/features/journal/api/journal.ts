/**
 * GET /api/journal (the partner's own) and GET /api/backoffice/partners/{id}/journal (the operator's copy): pages of
 * entries, newest first, each answer saying whether more follow; and the XLSX export of the same filters.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { JournalPage } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { filterParams, type JournalFilters } from '../utils/journal-filters';

/** Whose journal: the signed-in person's organisation, or a partner the operator opened. */
export type JournalSource = { kind: 'own' } | { kind: 'partner'; partnerId: string };

const basePath = (source: JournalSource) =>
  source.kind === 'own' ? '/journal' : `/backoffice/partners/${encodeURIComponent(source.partnerId)}/journal`;

export const journalQuery = (source: JournalSource, filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: ['journal', source.kind === 'own' ? 'own' : source.partnerId, filters],
    queryFn: ({ pageParam }) => {
      const params = filterParams(filters);
      params.set('page', String(pageParam));
      return api<JournalPage>(`${basePath(source)}?${params.toString()}`);
    },
    initialPageParam: 0,
    getNextPageParam: (last: JournalPage, pages: JournalPage[]) => (last.hasMore ? pages.length : undefined),
  });

/** The workbook of every entry the filters match, downloaded as the server names it. */
export function journalExportHref(source: JournalSource, filters: JournalFilters): string {
  const query = filterParams(filters).toString();
  return `/api${basePath(source)}/export${query ? `?${query}` : ''}`;
}
