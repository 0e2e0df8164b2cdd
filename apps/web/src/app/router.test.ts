import type { RouteObject } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../config/paths';
import { isRouteHandle } from '../lib/route-access';
import { router } from './router';

const names = Object.keys(paths) as RouteName[];

describe('the router', () => {
  const leaves = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));

  it('gives every page and every redirect a handle with its access, from config/paths', () => {
    const pages = leaves(router.routes).filter((route) => route.path !== '*');
    expect(pages.length).toBeGreaterThan(60);
    for (const route of pages) {
      expect(isRouteHandle(route.handle), route.path ?? 'index').toBe(true);
      if (!isRouteHandle(route.handle)) continue;
      const title = route.handle.title;
      const declared = names.filter((name) => paths[name].title === title).map((name) => paths[name].access);
      expect(declared, route.path ?? 'index').toContainEqual(route.handle.access);
    }
  });

  it('has a page for every route of config/paths', () => {
    const routed = new Set(leaves(router.routes).flatMap((route) => (isRouteHandle(route.handle) ? [route.handle.title] : [])));
    for (const name of names) expect(routed.has(paths[name].title), name).toBe(true);
  });
});
