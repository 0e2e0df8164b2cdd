/**
 * How the lazy part of the app is cut into chunks. The bundler's automatic split gives every distinct set of lazy
 * imports that share a module its own chunk: with 90 lazy imports that is about 250 chunks, many of them a few hundred
 * bytes (one MUI component, one helper), and an office page loaded about 100 of them. Each file costs its own
 * import/export lines and a compression window that starts without context: about 350 bytes gzip, 30–40 KB of an
 * office page.
 *
 * The plan starts from the bundler's own split, found by bundling the app once more before the build (without
 * writing, about 2 s): for each page, the chunks it loads first beyond the entry (its layout's too, as the budget
 * script counts them); for each dialog or part loaded on use, its chunks. It then merges, greedily, the two chunks
 * whose merge lowers the pages' total cost most: a merge saves a file (its bytes and its wait) on every page that
 * loads both and adds one chunk's bytes to every page that loads only the other; no merge may make a page grow over
 * its budget. It stops when no merge helps. The chunks of a lazy import's own module (their names and manifest keys)
 * are left as the bundler makes them, and two chunks are not merged when one reaches the other through a third (the
 * merged chunk and the third would import each other). The build fails if the entry ends up importing a planned chunk.
 *
 * What the entry imports is one chunk (`app`): every page needs all of it before anything else, and the bundler's own
 * split made it 11 files, each a request of its own ahead of the first paint.
 */
import zlib from 'node:zlib';
import type { OutputChunk, RolldownPluginOption } from 'rolldown';
import type { Plugin } from 'vite';

/** A layout route and the lazy pages rendered inside it (scripts/web-bundle-sizes.mjs, LAYOUTS). */
export type PageLayout = { layout: string; pages: RegExp };

/** What a file costs beyond its code, gzip bytes: its import/export lines, a compression window without context. */
const FILE_BYTES = 350;
/**
 * What a file costs in time, as gzip bytes that take as long: over HTTP/1.1 a browser asks for at most six files at
 * once, so on a slow mobile network (150 ms round trip, 1.6 Mbit/s: Lighthouse's) each file adds about a sixth of a
 * round trip, about 5 KB of transfer. Counted at a fifth of that, so that pages do not grow much to save a file.
 */
const FILE_WAIT_BYTES = 1000;
/** A dialog or a part that loads on first use counts less than a page's first load, which the budgets are about. */
const ON_USE_WEIGHT = 0.2;
const PLANNED_PREFIX = 'shared-';
/** The chunk of everything the entry imports. */
const ENTRY_GROUP = 'app';

export type ChunkPlanOptions = {
  /** No merge may make a page (entry, layout and page, as the budget script counts) heavier than this, gzip bytes. */
  pageBudget: number;
  /** The app's directory, with a trailing slash. */
  root: string;
  /** The entry module (index.html's module script), relative to root. */
  entry: string;
  layouts: PageLayout[];
  /** What the build tree-shakes with and the plugins that change what it keeps: the probe must keep the same. */
  treeshake: { moduleSideEffects: (id: string) => boolean | undefined };
  plugins: RolldownPluginOption[];
};

/** The plugin that plans before the build (and checks the entry after it), and the chunk group that applies the plan. */
export function chunkPlan(options: ChunkPlanOptions) {
  let plan: Map<string, string> | null = null;
  const plugin: Plugin = {
    name: 'portal:chunk-plan',
    apply: 'build',
    async buildStart() {
      plan = planChunks(options, await automaticChunks(options));
    },
    generateBundle(_output, bundle) {
      for (const chunk of Object.values(bundle)) {
        const planned = chunk.type === 'chunk' && chunk.isEntry ? chunk.imports.filter((file) => file.includes(PLANNED_PREFIX)) : [];
        if (planned.length > 0) this.error(`The entry imports planned chunks (${planned.join(', ')}): see chunk-plan.ts`);
      }
    },
  };
  const name = (id: string) => {
    if (!plan) throw new Error('chunk-plan: no plan (is its plugin missing?)');
    return plan.get(id) ?? null;
  };
  return { plugin, group: { name, debugName: 'chunk-plan', includeDependenciesRecursively: false } };
}

/** The app bundled with the bundler's automatic split, minified, not written. */
async function automaticChunks({ root, entry, treeshake, plugins }: ChunkPlanOptions): Promise<OutputChunk[]> {
  // Loaded here: a static import of rolldown's API is lost when Vite bundles its config.
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({
    input: root + entry,
    cwd: root,
    platform: 'browser',
    plugins,
    treeshake,
    transform: { jsx: 'react-jsx', define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'es', minify: true });
    return output.filter((item): item is OutputChunk => item.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

type Group = { files: string[]; modules: string[]; loads: Uint8Array; gzip: number; fixed: boolean };

function planChunks({ root, layouts, pageBudget }: ChunkPlanOptions, chunks: OutputChunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return into;
    into.add(file);
    for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return new Map();
  const initial = closure(entry.fileName);
  const rel = (id: string | null) => (id?.startsWith(root) ? id.slice(root.length) : (id ?? ''));
  const fileOf = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [rel(chunk.facadeModuleId), chunk.fileName]));
  const layoutKeys = new Set(layouts.map((l) => l.layout));

  // What each lazy import loads beyond the entry: a route's page with its layout, or a dialog or part on use.
  const lazy = chunks.filter((chunk) => chunk.isDynamicEntry);
  const loads = lazy.map((chunk) => {
    const key = rel(chunk.facadeModuleId);
    // A page: a feature's module that the router (in the entry) imports lazily, as the budget script finds them.
    const isRoute =
      /^src\/(?:features|app\/routes)\//.test(key) &&
      !layoutKeys.has(key) &&
      [...initial].some((file) => byFile.get(file)?.dynamicImports.includes(chunk.fileName));
    const files = closure(chunk.fileName);
    const layout = isRoute ? layouts.find((l) => l.pages.test(key))?.layout : undefined;
    const layoutFile = layout ? fileOf.get(layout) : undefined;
    if (layoutFile) closure(layoutFile, files);
    for (const file of initial) files.delete(file);
    return { files, weight: isRoute ? 1 : ON_USE_WEIGHT, isRoute };
  });
  const weights = loads.map((load) => load.weight);
  const gzipOf = (chunk: OutputChunk) => zlib.gzipSync(chunk.code).length;
  const entryGzip = [...initial].reduce((sum, file) => sum + gzipOf(byFile.get(file) as OutputChunk), 0);

  const lazyFiles = new Set(lazy.map((chunk) => chunk.fileName));
  let groups: Group[] = chunks
    .filter((chunk) => !initial.has(chunk.fileName))
    .map((chunk) => ({
      files: [chunk.fileName],
      modules: chunk.moduleIds,
      loads: Uint8Array.from(loads, (load) => (load.files.has(chunk.fileName) ? 1 : 0)),
      gzip: gzipOf(chunk),
      fixed: lazyFiles.has(chunk.fileName),
    }));
  /** Each page's weight as the budget script counts it: the entry and every chunk the page loads first. */
  const pageGzip = loads.map((load, i) =>
    load.isRoute ? groups.reduce((sum, group) => sum + (group.loads[i] ? group.gzip : 0), entryGzip) : 0,
  );

  /** A page's weight after a and b become one file. */
  const pageGzipAfter = (a: Group, b: Group, i: number) =>
    (pageGzip[i] ?? 0) + (a.loads[i] && b.loads[i] ? -FILE_BYTES : a.loads[i] ? b.gzip : b.loads[i] ? a.gzip : 0);
  /** The change of the loads' total cost if a and b were one file; null when a page would grow over its budget. */
  const mergeCost = (a: Group, b: Group) => {
    let cost = 0;
    for (const [i, weight] of weights.entries()) {
      if (a.loads[i] && b.loads[i]) {
        cost -= (FILE_BYTES + FILE_WAIT_BYTES) * weight;
        continue;
      }
      if (!a.loads[i] && !b.loads[i]) continue;
      cost += (a.loads[i] ? b.gzip : a.gzip) * weight;
      if (loads[i]?.isRoute && pageGzipAfter(a, b, i) > pageBudget) return null;
    }
    return cost;
  };
  const groupOf = new Map<string, Group>();
  for (const group of groups) for (const file of group.files) groupOf.set(file, group);
  const next = (group: Group) => {
    const out = new Set<Group>();
    for (const file of group.files) {
      for (const imported of byFile.get(file)?.imports ?? []) {
        const target = groupOf.get(imported);
        if (target && target !== group) out.add(target);
      }
    }
    return out;
  };
  /** Whether b is reached from a through another group: merged, they and that group would import each other. */
  const reachesThroughOthers = (a: Group, b: Group) => {
    const visited = new Set<Group>();
    const stack = [...next(a)].filter((group) => group !== b);
    for (let group = stack.pop(); group; group = stack.pop()) {
      if (group === b) return true;
      if (visited.has(group)) continue;
      visited.add(group);
      stack.push(...next(group));
    }
    return false;
  };

  const refused = new Set<string>();
  const pair = (a: Group, b: Group) => `${a.files[0]} ${b.files[0]}`;
  for (;;) {
    let best: [Group, Group] | null = null;
    let bestCost = 0;
    const open = groups.filter((group) => !group.fixed);
    for (const [i, a] of open.entries()) {
      for (const b of open.slice(i + 1)) {
        if (refused.has(pair(a, b))) continue;
        const cost = mergeCost(a, b);
        if (cost !== null && cost < bestCost) [best, bestCost] = [[a, b], cost];
      }
    }
    if (!best) break;
    const [a, b] = best;
    if (reachesThroughOthers(a, b) || reachesThroughOthers(b, a)) {
      refused.add(pair(a, b));
      continue;
    }
    for (const i of pageGzip.keys()) if (loads[i]?.isRoute) pageGzip[i] = pageGzipAfter(a, b, i);
    const merged: Group = {
      files: [...a.files, ...b.files],
      modules: [...a.modules, ...b.modules],
      loads: a.loads.map((x, i) => x | (b.loads[i] ?? 0)),
      gzip: a.gzip + b.gzip - FILE_BYTES,
      fixed: false,
    };
    for (const file of merged.files) groupOf.set(file, merged);
    groups = [...groups.filter((group) => group !== a && group !== b), merged];
  }

  // Only merged chunks are named: the others stay the bundler's own.
  const plan = new Map<string, string>();
  // The entry's module stays the entry chunk and the bundler's runtime its own chunk: in the group, either would make
  // the group's chunk the one index.html starts.
  for (const file of initial) {
    for (const id of byFile.get(file)?.moduleIds ?? [])
      if (id !== entry.facadeModuleId && !id.includes('rolldown/runtime')) plan.set(id, ENTRY_GROUP);
  }
  groups
    .filter((group) => group.files.length > 1)
    .forEach((group, index) => {
      for (const id of group.modules) plan.set(id, `${PLANNED_PREFIX}${index}`);
    });
  return plan;
}
