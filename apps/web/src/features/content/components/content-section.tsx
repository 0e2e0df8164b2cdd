/** A section's list: its title, the sections' links, an optional search, and its items a page at a time. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTENT_MESSAGES, type ContentType } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageLoadState } from '../../../components/layout/page-load-state';
import { paths } from '../../../config/paths';
import { contentItemQuery, contentListQuery, type ContentItemKey } from '../api/content';
import { CONTENT_SECTIONS } from '../content-links';
import { ContentArticle } from './content-article';
import { ContentList } from './content-list';
import { ContentTabs } from './content-tabs';

const PAGE_LIMIT = 10;

function sectionOf(type: ContentType) {
  const section = CONTENT_SECTIONS.find((s) => s.type === type);
  if (!section) throw new Error(`No section for ${type}`);
  return section;
}

/** One item by id or slug, with the way back to its section. */
export function ContentItemView({ itemKey }: { itemKey: ContentItemKey }) {
  const section = sectionOf(itemKey.type);
  const item = useQuery(contentItemQuery(itemKey));
  const back = { href: paths[section.route].href(), label: section.label };
  if (!item.data) {
    return <PageLoadState title={paths[section.route].title} error={item.error} notFoundText={CONTENT_MESSAGES.notFound} back={back} />;
  }
  return <ContentArticle entry={item.data} back={back} />;
}

export type ContentSectionProps = {
  type: ContentType;
  search?: string;
  /** The search form, above the list (the knowledge base's). */
  searchBar?: (onSearched: () => void) => ReactNode;
};

export function ContentSection({ type, search, searchBar }: ContentSectionProps) {
  const section = sectionOf(type);
  const [page, setPage] = useState(1);
  const list = useQuery(contentListQuery({ type, page, limit: PAGE_LIMIT, search }));
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {paths[section.route].title}
      </Typography>
      <ContentTabs current={type} />
      {searchBar?.(() => setPage(1))}
      {list.error ? (
        <Typography color="error">Не удалось загрузить материалы. Попробуйте обновить страницу.</Typography>
      ) : list.data && !(list.isPlaceholderData && list.data.items.length === 0) ? (
        // Another search's items stay while this one's are on the way; its "nothing found" would not be this search's.
        <ContentList
          busy={list.isPlaceholderData}
          items={list.data.items}
          total={list.data.total}
          page={page}
          limit={PAGE_LIMIT}
          onPageChange={setPage}
          emptyText={search ? `${CONTENT_MESSAGES.nothingFound} по запросу «${search}»` : CONTENT_MESSAGES.emptySection}
          showFiles={type === 'marketing'}
        />
      ) : (
        <Typography role="status">Загрузка…</Typography>
      )}
    </Paper>
  );
}
