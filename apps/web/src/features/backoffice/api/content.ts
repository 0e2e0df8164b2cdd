/** The operators' content calls: the list, one item, writing, publishing, files. */
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  BackofficeContentItem,
  BackofficeContentRow,
  ContentAttachment,
  ContentStatus,
  ContentType,
  ContentWrite,
} from '@portal/domain';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export type ContentFilter = { type: ContentType | 'all'; status: ContentStatus | 'all' };

export const backofficeContentQuery = (params: PageParams & ContentFilter) => {
  const { type, status, ...page } = params;
  const filters = { ...(type === 'all' ? {} : { type }), ...(status === 'all' ? {} : { status }) };
  return queryOptions({
    queryKey: ['backoffice', 'content', 'list', params],
    queryFn: () => api<{ items: BackofficeContentRow[]; total: number }>(`/backoffice/content?${toQueryString({ ...page, ...filters })}`),
    placeholderData: keepPreviousData,
  });
};

export const backofficeContentItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'content', 'item', id],
    queryFn: () => api<BackofficeContentItem>(`/backoffice/content/${id}`),
  });

export const saveContent = (id: string | null, body: ContentWrite) =>
  id
    ? api<BackofficeContentItem>(`/backoffice/content/${id}`, { method: 'PUT', body })
    : api<BackofficeContentItem>('/backoffice/content', { method: 'POST', body });

export const setContentPublished = (id: string, published: boolean) =>
  api<BackofficeContentItem>(`/backoffice/content/${id}/${published ? 'publish' : 'unpublish'}`, { method: 'POST' });

export const uploadContentFile = (id: string, file: File) =>
  api<ContentAttachment>(`/backoffice/content/${id}/files?${toQueryString({ name: file.name })}`, { method: 'POST', file });

export const deleteContentFile = (id: string, fileId: string) =>
  api<null>(`/backoffice/content/${id}/files/${fileId}`, { method: 'DELETE' });

/** After a write: the operator's list and the partners' pages read afresh. */
export function useRefreshContent() {
  const queryClient = useQueryClient();
  return useCallback(
    (item?: BackofficeContentItem) => {
      if (item) queryClient.setQueryData(backofficeContentItemQuery(item.id).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'content', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
    [queryClient],
  );
}
