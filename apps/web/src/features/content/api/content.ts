/** The blog call GET /api/content: a page of one section, one item by id or slug, or a knowledge-base search. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentList, ContentType } from '@portal/domain';
import { api } from '../../../lib/api-client';

export type ContentListParams = { type: ContentType; page: number; limit: number; search?: string };

function queryString(params: Record<string, string | number | undefined>): string {
  return new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();
}

export const contentListQuery = (params: ContentListParams) =>
  queryOptions({
    queryKey: ['content', 'list', params],
    queryFn: () => api<ContentList>(`/content?${queryString(params)}`),
    placeholderData: keepPreviousData,
  });

export type ContentItemKey = { type: ContentType; id?: string; slug?: string };

export const contentItemQuery = (key: ContentItemKey) =>
  queryOptions({
    queryKey: ['content', 'item', key],
    queryFn: async () => {
      const list = await api<ContentList>(`/content?${queryString({ type: key.type, id: key.id, slug: key.slug, limit: 1 })}`);
      const [item] = list.items;
      if (!item) throw new Error('Материал не найден');
      return item;
    },
  });

/** Where a file is served from; `download` asks for it as a download. */
export function contentFileUrl(fileId: string, download = false): string {
  return `/api/content/files/${fileId}${download ? '?download=1' : ''}`;
}
