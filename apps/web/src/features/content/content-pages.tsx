/**
 * The content routes of document 3 §2 without a search: content.news (default, with an id), content.videos (id),
 * content.presentations (id) and content.marketing. Each lists its published items a page at a time, or shows one.
 */
import type { ContentType } from '@portal/domain';
import { useParams, useSearchParams } from '../../lib/router';
import { ContentItemView, ContentSection } from './components/content-section';

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
