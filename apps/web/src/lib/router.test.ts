import { describe, expect, it } from 'vitest';
import { createHashRouter, matchRoutes, type RouteObject } from './router';

const routes: RouteObject[] = [
  {
    path: '/',
    handle: 'root',
    children: [
      { index: true, handle: 'loader' },
      { path: 'cert/:number', handle: 'cert' },
      {
        handle: 'office',
        children: [
          { path: 'partners', handle: 'partners' },
          { path: 'partners/:partnerCode', handle: 'partner' },
          { path: 'partners/score', handle: 'score' },
          { path: 'calc/typical/:tariff?', handle: 'typical' },
        ],
      },
      { path: '*', handle: 'unknown' },
    ],
  },
];

const handles = (pathname: string) => matchRoutes(routes, pathname).map((match) => match.handle);
const params = (pathname: string) => matchRoutes(routes, pathname)[0]?.params;

describe('the hash router', () => {
  it('matches the index route, layouts without a path and their pages', () => {
    expect(handles('/')).toEqual(['root', 'loader']);
    expect(handles('/partners')).toEqual(['root', 'office', 'partners']);
    expect(handles('/partners/')).toEqual(['root', 'office', 'partners']);
  });

  it('prefers a static segment to a dynamic one, whatever the order', () => {
    expect(handles('/partners/score')).toEqual(['root', 'office', 'score']);
    expect(handles('/partners/P-1')).toEqual(['root', 'office', 'partner']);
    expect(params('/partners/%D0%90%201')).toEqual({ partnerCode: 'А 1' });
  });

  it('matches optional segments with or without them, case-insensitively', () => {
    expect(handles('/calc/typical')).toEqual(['root', 'office', 'typical']);
    expect(params('/calc/typical/prof')).toEqual({ tariff: 'prof' });
    expect(handles('/CALC/Typical')).toEqual(['root', 'office', 'typical']);
  });

  it('sends any other address to the splat', () => {
    expect(handles('/calc/typical/prof/more')).toEqual(['root', 'unknown']);
    expect(params('/no/such/page')).toEqual({ '*': 'no/such/page' });
  });

  it('tells a new search on the page shown from another page, which renders as a transition', () => {
    const router = createHashRouter(routes);
    router.navigate('/partners?page=1');
    expect(router.state().samePage).toBe(false);
    router.navigate('/partners?page=2', { replace: true });
    expect(router.state()).toMatchObject({ samePage: true, location: { pathname: '/partners', search: '?page=2' } });
    router.navigate('/partners/P-1');
    expect(router.state().samePage).toBe(false);
    router.navigate('/partners/P-2');
    expect(router.state().samePage).toBe(false);
    router.navigate('/partners/P-2#contacts');
    expect(router.state().samePage).toBe(true);
  });

  it('gives each visit made outside the router a key of its own, kept for Back and Forward', () => {
    const router = createHashRouter(routes);
    const visit = () => {
      window.history.pushState(null, '', '#/partners');
      window.dispatchEvent(new PopStateEvent('popstate'));
      return router.state().location.key;
    };
    const first = visit();
    const second = visit();
    expect(second).not.toBe(first);
    expect(window.history.state).toEqual({ key: second });
    expect(router.state().location.pathname).toBe('/partners');
  });
});
