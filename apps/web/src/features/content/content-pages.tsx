/**
 * The content routes of document 3 §2: content.news (default, with an id), content.videos (id),
 * content.presentations (id), content.marketing and content.info (with search). Each lists its published items a page
 * at a time, or shows one item; the knowledge base is searched by Russian words in any of their forms.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTENT_MESSAGES, type ContentType } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoadState } from '../../components/layout/page-load-state';
import { SearchBar } from '../../components/search/search-bar';
import { paths } from '../../config/paths';
import { contentItemQuery, contentListQuery, type ContentItemKey } from './api/content';
import { ContentArticle } from './components/content-article';
import { ContentList } from './components/content-list';
import { ContentTabs } from './components/content-tabs';
import { CONTENT_SECTIONS } from './content-links';

const PAGE_LIMIT = 10;

function sectionOf(type: ContentType) {
  const section = CONTENT_SECTIONS.find((s) => s.type === type);
  if (!section) throw new Error(`No section for ${type}`);
  return section;
}

function ContentItemView({ itemKey }: { itemKey: ContentItemKey }) {
  const section = sectionOf(itemKey.type);
  const item = useQuery(contentItemQuery(itemKey));
  const back = { href: paths[section.route].href(), label: section.label };
  if (!item.data) {
    return <PageLoadState title={paths[section.route].title} error={item.error} notFoundText={CONTENT_MESSAGES.notFound} back={back} />;
  }
  return <ContentArticle entry={item.data} back={back} />;
}

type ContentSectionProps = { type: ContentType; search?: string; onSearch?: (search: string) => void };

function ContentSection({ type, search, onSearch }: ContentSectionProps) {
  const section = sectionOf(type);
  const [page, setPage] = useState(1);
  const list = useQuery(contentListQuery({ type, page, limit: PAGE_LIMIT, search }));
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {paths[section.route].title}
      </Typography>
      <ContentTabs current={type} />
      {onSearch && (
        <SearchBar
          key={search ?? ''}
          label="Поиск по базе знаний"
          initial={search ?? ''}
          onSearch={(value) => {
            setPage(1);
            onSearch(value);
          }}
        />
      )}
      {list.error ? (
        <Typography color="error">Не удалось загрузить материалы. Попробуйте обновить страницу.</Typography>
      ) : list.data ? (
        <ContentList
          items={list.data.items}
          total={list.data.total}
          page={page}
          limit={PAGE_LIMIT}
          onPageChange={setPage}
          emptyText={search ? `${CONTENT_MESSAGES.nothingFound} по запросу «${search}»` : CONTENT_MESSAGES.emptySection}
          showFiles={type === 'marketing'}
        />
      ) : (
        <Typography>Загрузка…</Typography>
      )}
    </Paper>
  );
}

/** Sections whose items have an id in the path (news, videos, presentations). */
function PathSection({ type }: { type: ContentType }) {
  const { id } = useParams();
  return id ? <ContentItemView key={id} itemKey={{ type, id }} /> : <ContentSection type={type} />;
}

export const NewsPage = () => <PathSection type="news" />;
export const VideosPage = () => <PathSection type="video" />;
export const PresentationsPage = () => <PathSection type="presentation" />;

export function MarketingPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <ContentItemView key={id} itemKey={{ type: 'marketing', id }} /> : <ContentSection type="marketing" />;
}

/** content.info: the knowledge base, searched by ?search=; an article by ?slug= (the clamp toast's link) or ?id=. */
export function KnowledgeBasePage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug');
  const id = params.get('id');
  const search = params.get('search') ?? '';
  if (slug || id) {
    const itemKey: ContentItemKey = slug ? { type: 'info', slug } : { type: 'info', id: id ?? '' };
    return <ContentItemView key={slug ?? id} itemKey={itemKey} />;
  }
  return <ContentSection type="info" search={search || undefined} onSearch={(value) => setParams(value ? { search: value } : {})} />;
}
