/** Each kind of content lives in its section: the route of its list and the address of one item. */
import type { ContentEntry, ContentType } from '@portal/domain';
import { paths, type RouteName } from '../../config/paths';

export const CONTENT_SECTIONS: ReadonlyArray<{ type: ContentType; route: RouteName; label: string }> = [
  { type: 'news', route: 'content.news', label: 'Новости' },
  { type: 'video', route: 'content.videos', label: 'Видео' },
  { type: 'presentation', route: 'content.presentations', label: 'Презентации' },
  { type: 'marketing', route: 'content.marketing', label: 'Материалы' },
  { type: 'info', route: 'content.info', label: 'База знаний' },
];

export function contentItemHref(entry: Pick<ContentEntry, 'type' | 'id' | 'slug'>): string {
  switch (entry.type) {
    case 'news':
      return paths['content.news'].href({ id: entry.id });
    case 'video':
      return paths['content.videos'].href({ id: entry.id });
    case 'presentation':
      return paths['content.presentations'].href({ id: entry.id });
    case 'marketing':
      return paths['content.marketing'].href({}, { id: entry.id });
    case 'info':
      return paths['content.info'].href({}, { slug: entry.slug });
  }
}
