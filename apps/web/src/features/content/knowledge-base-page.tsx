/**
 * content.info (document 3 §2, parameter search): the knowledge base, searched by Russian words in any of their forms
 * (the server's full-text search); an article opens by ?slug= (the order forms' «Правила заказа») or ?id=.
 */
import type { ContentItemKey } from './api/content';
import { useSearchParams } from '../../lib/router';
import { SearchBar } from '../../components/search/search-bar';
import { ContentItemView, ContentSection } from './components/content-section';

export function KnowledgeBasePage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug');
  const id = params.get('id');
  const search = params.get('search') ?? '';
  if (slug || id) {
    const itemKey: ContentItemKey = slug ? { type: 'info', slug } : { type: 'info', id: id ?? '' };
    return <ContentItemView key={slug ?? id} itemKey={itemKey} />;
  }
  return (
    <ContentSection
      type="info"
      search={search || undefined}
      searchBar={(onSearched) => (
        <SearchBar
          label="Поиск по базе знаний"
          initial={search}
          onSearch={(value) => {
            onSearched();
            setParams(value ? { search: value } : {});
          }}
        />
      )}
    />
  );
}
