import { describe, expect, it } from 'vitest';
import { contentItemHref } from './content-links';

describe('contentItemHref', () => {
  it('puts every kind in its section', () => {
    expect(contentItemHref({ type: 'news', id: 'a1', slug: 's' })).toBe('#/content/news/a1');
    expect(contentItemHref({ type: 'video', id: 'a1', slug: 's' })).toBe('#/content/videos/a1');
    expect(contentItemHref({ type: 'presentation', id: 'a1', slug: 's' })).toBe('#/content/presentations/a1');
    expect(contentItemHref({ type: 'marketing', id: 'a1', slug: 's' })).toBe('#/content/marketing?id=a1');
    expect(contentItemHref({ type: 'info', id: 'a1', slug: 'pravila-zakaza' })).toBe('#/content/info?slug=pravila-zakaza');
  });
});
