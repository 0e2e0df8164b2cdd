/**
 * The app's hash router: the part of React Router's data router the app used (decision 038), in about 2 KB gzip
 * instead of 29 KB in the entry. Routes are objects as React Router's (`path`, `index`, `element`, `lazy`, `loader`,
 * `handle`, `children`); on each navigation the loaders of the routes that start matching (or match with other
 * parameters) run at once, the lazy routes of the new address load side by side, and the new page is shown once
 * they are there (the previous one stays until then). Hooks and components keep React Router's names and meanings:
 * useLocation, useParams, useSearchParams, useNavigate, useMatches, Outlet, Navigate, and MemoryRouter for the
 * build-time landing page. Paths match case-insensitively, static segments before dynamic ones, `:name?` optional,
 * `*` the rest.
 */
import {
  createContext,
  createElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

export type Params = Record<string, string | undefined>;

export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  handle?: unknown;
  /** Runs when the route starts matching or its parameters change (not the search); what it returns is not kept. */
  loader?: (args: { params: Params; searchParams: URLSearchParams }) => unknown;
  /** The route's component, loaded before the route is first shown. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
};

export type Location = { pathname: string; search: string; hash: string; key: string };
export type RouteMatch = {
  route: RouteObject;
  params: Params;
  pathname: string;
  handle: unknown;
  /** A lazy route's component, once loaded. */
  component?: ComponentType;
};
export type NavigateOptions = { replace?: boolean };
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** `samePage`: the routes and their parameters are the ones shown before; only the search or the hash changed. */
type RouterState = { location: Location; matches: RouteMatch[]; error: unknown; samePage: boolean };

export type HashRouter = {
  routes: RouteObject[];
  state: () => RouterState;
  subscribe: (listener: () => void) => () => void;
  navigate: NavigateFunction;
};

type Branch = { routes: RouteObject[]; segments: string[]; score: number; order: number };

const PARAM = /^:[\w-]+$/;

/** React Router's ranking: static segments 10, dynamic 3, empty 1, an index route 2 more, a splat 2 less. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** `a/:b?/c` stands for `a/c` and `a/:b/c`. */
function explode(path: string): string[] {
  const parts = path.split('/');
  const optional = parts.findIndex((part) => part.endsWith('?'));
  if (optional < 0) return [path];
  const rest = parts.slice(optional + 1).join('/');
  const before = parts.slice(0, optional).join('/');
  const required = parts[optional]?.slice(0, -1) ?? '';
  return explode([before, required, rest].filter((part, i) => part !== '' || i === 0).join('/')).concat(
    explode([before, rest].filter((part, i) => part !== '' || i === 0).join('/')),
  );
}

const joinPaths = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

function branchesOf(routes: RouteObject[], parentPath = '', parents: RouteObject[] = [], into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    if (route.children?.length) branchesOf(route.children, path, chain, into);
    if (route.path === undefined && !route.index) continue;
    for (const full of explode(path || '/')) {
      const segments = full.replace(/\/+$/, '').split('/');
      into.push({ routes: chain, segments, score: scoreOf(segments, Boolean(route.index)), order: into.length });
    }
  }
  return into;
}

function matchBranch(branch: Branch, pathname: string): Params | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const params: Params = {};
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (PARAM.test(segment)) {
      if (part === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        params[segment.slice(1)] = part;
      }
    } else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

export function matchRoutes(routes: RouteObject[], pathname: string, branches = rankedBranches(routes)): RouteMatch[] {
  for (const branch of branches) {
    const params = matchBranch(branch, pathname);
    if (params) return branch.routes.map((route) => ({ route, params, pathname, handle: route.handle }));
  }
  return [];
}

function rankedBranches(routes: RouteObject[]): Branch[] {
  return branchesOf(routes).sort((a, b) => b.score - a.score || a.order - b.order);
}

/** `/a?b#c`, as the hash router holds it. */
function parsePath(path: string, key: string): Location {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  let pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  return { pathname, search: search === '?' ? '' : search, hash, key };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(): Location {
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string') return parsePath(window.location.hash.slice(1), state.key);
  // An entry made outside the router (a hash link, an address typed, the first page) gets a key of its own, kept in the
  // history so Back and Forward find it: two such visits to one address are two visits (the loader asks afresh).
  const key = newKey();
  window.history.replaceState({ ...state, key }, '', window.location.href);
  return parsePath(window.location.hash.slice(1), key);
}

/** The loaded components of lazy routes. */
const components = new WeakMap<RouteObject, ComponentType>();

function loadRoute(route: RouteObject): Promise<void> | null {
  if (!route.lazy || components.has(route)) return null;
  return route.lazy().then(({ Component }) => void components.set(route, Component));
}

/**
 * A router on the address's hash (the app's only one), started at once: the first address's loaders and lazy routes
 * start when it is created, as the entry runs.
 */
export function createHashRouter(routes: RouteObject[]): HashRouter {
  const branches = rankedBranches(routes);
  const listeners = new Set<() => void>();
  let state: RouterState = { location: readLocation(), matches: [], error: null, samePage: false };
  let pending = 0;

  /** The address shown, or being loaded: a popstate and the hashchange of the same step are one navigation. */
  let requested = state.location;

  const go = (location: Location) => {
    requested = location;
    const matches = matchRoutes(routes, location.pathname, branches);
    let samePage = matches.length === state.matches.length;
    for (const match of matches) {
      const before = state.matches.find((old) => old.route === match.route);
      const same = before !== undefined && JSON.stringify(before.params) === JSON.stringify(match.params);
      samePage &&= same;
      if (match.route.loader && !same) match.route.loader({ params: match.params, searchParams: new URLSearchParams(location.search) });
    }
    const loads = matches.map((match) => loadRoute(match.route)).filter((load) => load !== null);
    const id = ++pending;
    const commit = (error: unknown) => {
      if (id !== pending) return;
      state = { location, matches: matches.map((match) => ({ ...match, component: components.get(match.route) })), error, samePage };
      for (const listener of listeners) listener();
    };
    if (loads.length === 0) commit(null);
    else Promise.all(loads).then(() => commit(null), commit);
  };

  const navigate: NavigateFunction = (to, options = {}) => {
    const location = parsePath(to, newKey());
    const href = `#${location.pathname}${location.search}${location.hash}`;
    if (options.replace) window.history.replaceState({ key: location.key }, '', href);
    else window.history.pushState({ key: location.key }, '', href);
    go(location);
  };

  const onAddressChange = () => {
    const location = readLocation();
    const { pathname, search, hash, key } = requested;
    if (location.pathname === pathname && location.search === search && location.hash === hash && location.key === key) return;
    go(location);
  };
  window.addEventListener('popstate', onAddressChange);
  window.addEventListener('hashchange', onAddressChange);

  go(state.location);
  return {
    routes,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
  };
}

type RouterContextValue = { location: Location; matches: RouteMatch[]; navigate: NavigateFunction };
const RouterContext = createContext<RouterContextValue | null>(null);
/** The depth of the route an element renders for (Outlet renders the next one). */
const DepthContext = createContext(-1);

function useRouter(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks are used outside a router');
  return value;
}

function RouteElement({ matches, depth }: { matches: RouteMatch[]; depth: number }) {
  const match = matches[depth];
  if (!match) return null;
  const element = match.route.element ?? (match.component ? createElement(match.component) : <Outlet />);
  return <DepthContext.Provider value={depth}>{element}</DepthContext.Provider>;
}

const LOAD_FAILED_TEXT = 'Не удалось загрузить страницу. Обновите страницу.';

export function RouterProvider({ router }: { router: HashRouter }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    // Another page renders as a transition: the page shown stays responsive meanwhile. A new search on the same page
    // is urgent, like the typing that wrote it: state a page mirrors to its address must not meet an older address
    // rendered later (a transition can be overtaken by the person's next keystroke).
    const update = () => {
      const next = router.state();
      if (next.samePage) setState(next);
      else startTransition(() => setState(next));
    };
    const unsubscribe = router.subscribe(update);
    update();
    return unsubscribe;
  }, [router]);
  const value = useMemo(() => ({ location: state.location, matches: state.matches, navigate: router.navigate }), [state, router]);
  if (state.error) return <p role="alert">{LOAD_FAILED_TEXT}</p>;
  return (
    <RouterContext.Provider value={value}>
      <RouteElement matches={state.matches} depth={0} />
    </RouterContext.Provider>
  );
}

/** Renders its children at a fixed address (the build-time rendering of the landing page); navigating does nothing. */
export function MemoryRouter({ initialEntries, children }: { initialEntries: [string]; children: ReactNode }) {
  const value = useMemo(() => ({ location: parsePath(initialEntries[0], 'default'), matches: [], navigate: () => {} }), [initialEntries]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function Outlet() {
  const { matches } = useRouter();
  const depth = useContext(DepthContext);
  return <RouteElement matches={matches} depth={depth + 1} />;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useMatches(): RouteMatch[] {
  return useRouter().matches;
}

export function useParams(): Params {
  const { matches } = useRouter();
  return matches[matches.length - 1]?.params ?? {};
}

type SearchInit = string | URLSearchParams | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(init).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams];
}

/** Goes to `to` once rendered (in an effect, as React Router's does). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
