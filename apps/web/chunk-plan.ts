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
 * loads both and adds to every page that loads only one the other chunk and what that chunk imports that the page
 * does not load yet (a merged chunk imports what each of its parts imports); no merge may make a page grow over its
 * budget. The merge found best by that estimate is then weighed exactly (the gzip of the merged code, at the budget
 * script's level, and each page's chunks found again through the imports) and refused when it makes a page grow over
 * its budget or costs more than it saves. It stops when no merge helps. The chunks of a lazy import's own module (their
 * names and manifest keys) are left as the bundler makes them, and two chunks are not merged when one reaches the other
 * through a third (the merged chunk and the third would import each other). The build fails if the entry ends up
 * importing a planned chunk.
 *
 * What the entry imports is one chunk (`app`): every page needs all of it before anything else, and the bundler's own
 * split made it 11 files, each a request of its own ahead of the first paint.
 */
import zlib from 'node:zlib';
import type { OutputChunk, RolldownPluginOption } from 'rolldown';
import type { Plugin } from 'vite';

/** A layout route and the lazy pages rendered inside it (scripts/web-bundle-sizes.mjs, LAYOUTS). */
export type PageLayout = { layout: string; pages: RegExp; parent?: string };

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
        // By the chunks' names: the files of shared chunks are named by their hash alone (vite.config.ts).
        const isPlanned = (file: string) => {
          const imported = bundle[file];
          return imported?.type === 'chunk' && imported.name.startsWith(PLANNED_PREFIX);
        };
        const planned = chunk.type === 'chunk' && chunk.isEntry ? chunk.imports.filter(isPlanned) : [];
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

/** Gzip bytes as the budget script weighs them (level 9). */
const gzipSize = (code: string) => zlib.gzipSync(code, { level: 9 }).length;

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
  /** A group's code as one file: the build's merged chunk is a little smaller (no imports between its parts). */
  const codeOf = (files: string[]) => files.map((file) => byFile.get(file)?.code ?? '').join('\n');

  // What each lazy import loads first: a route's page with its layout (and that layout's own layout), or a dialog or
  // part on use. These are its roots; what it loads is everything they import, recomputed as chunks merge (a merged
  // chunk imports what each of its parts imports, so a page that needs one part loads the others' imports too).
  const lazy = chunks.filter((chunk) => chunk.isDynamicEntry);
  const loads = lazy.map((chunk) => {
    const key = rel(chunk.facadeModuleId);
    // A page: a feature's module that the router (in the entry) imports lazily, as the budget script finds them.
    const isRoute =
      /^src\/(?:features|app\/routes)\//.test(key) &&
      !layoutKeys.has(key) &&
      [...initial].some((file) => byFile.get(file)?.dynamicImports.includes(chunk.fileName));
    const layout = isRoute ? layouts.find((l) => l.pages.test(key)) : undefined;
    const roots = [chunk.fileName, layout?.layout, layout?.parent]
      .map((file) => (file === chunk.fileName ? file : file ? fileOf.get(file) : undefined))
      .filter((file): file is string => file !== undefined && !initial.has(file));
    return { roots, weight: isRoute ? 1 : ON_USE_WEIGHT, isRoute };
  });
  const weights = loads.map((load) => load.weight);
  // The entry's files become one chunk (`app`): weighed as one.
  const entryGzip = gzipSize(codeOf([...initial]));

  const lazyFiles = new Set(lazy.map((chunk) => chunk.fileName));
  let groups: Group[] = chunks
    .filter((chunk) => !initial.has(chunk.fileName))
    .map((chunk) => ({
      files: [chunk.fileName],
      modules: chunk.moduleIds,
      loads: new Uint8Array(loads.length),
      gzip: gzipSize(chunk.code),
      fixed: lazyFiles.has(chunk.fileName),
    }));
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
  /** The groups a group needs before it runs: itself and its imports, transitively. */
  const reach = (group: Group, into = new Set<Group>()) => {
    if (into.has(group)) return into;
    into.add(group);
    for (const target of next(group)) reach(target, into);
    return into;
  };
  /** Sets every group's loads (which lazy imports load it first) from the current groups and their imports. */
  const markLoads = () => {
    for (const group of groups) group.loads.fill(0);
    for (const [i, load] of loads.entries()) {
      const loaded = new Set<Group>();
      for (const file of load.roots) {
        const group = groupOf.get(file);
        if (group) reach(group, loaded);
      }
      for (const group of loaded) group.loads[i] = 1;
    }
  };
  /** Each load's weight: for a page, as the budget script counts it (the entry and every chunk it loads first). */
  const weigh = () =>
    loads.map((load, i) => groups.reduce((sum, group) => sum + (group.loads[i] ? group.gzip : 0), load.isRoute ? entryGzip : 0));
  markLoads();
  let loadGzip = weigh();

  /**
   * What merging b into a file with a adds to load i when it loads a but not b: b and what b imports that it does
   * not load yet. Depends on b and i only; computed once per round.
   */
  let added = new Map<Group, Float64Array>();
  const addedBy = (group: Group) => {
    let out = added.get(group);
    if (!out) {
      out = new Float64Array(loads.length);
      const needs = [...reach(group)];
      for (const i of loads.keys()) for (const target of needs) if (!target.loads[i]) out[i] = (out[i] ?? 0) + target.gzip;
      added.set(group, out);
    }
    return out;
  };
  /**
   * The estimated change of the loads' total cost if a and b were one file (a file's bytes saved per merge estimated
   * as FILE_BYTES); null when a page would grow over its budget. The chosen merge is then weighed exactly.
   */
  const mergeCost = (a: Group, b: Group) => {
    let cost = 0;
    const addA = addedBy(a);
    const addB = addedBy(b);
    for (const [i, weight] of weights.entries()) {
      if (a.loads[i] && b.loads[i]) {
        cost -= (FILE_BYTES + FILE_WAIT_BYTES) * weight;
        continue;
      }
      if (!a.loads[i] && !b.loads[i]) continue;
      const grows = (a.loads[i] ? addB[i] : addA[i]) ?? 0;
      cost += grows * weight;
      if (loads[i]?.isRoute && (loadGzip[i] ?? 0) + grows - FILE_BYTES > pageBudget) return null;
    }
    return cost;
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
    added = new Map();
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
    refused.add(pair(a, b));
    if (reachesThroughOthers(a, b) || reachesThroughOthers(b, a)) continue;
    // The merge, weighed exactly: the merged file's own gzip, and every load's chunks found again through the imports.
    const files = [...a.files, ...b.files];
    const merged: Group = {
      files,
      modules: [...a.modules, ...b.modules],
      loads: new Uint8Array(loads.length),
      gzip: gzipSize(codeOf(files)),
      fixed: false,
    };
    const both = loads.map((_, i) => (a.loads[i] && b.loads[i] ? 1 : 0));
    const before = groups;
    groups = [...groups.filter((group) => group !== a && group !== b), merged];
    for (const file of files) groupOf.set(file, merged);
    markLoads();
    const after = weigh();
    const cost = weights.reduce(
      (sum, weight, i) => sum + weight * ((after[i] ?? 0) - (loadGzip[i] ?? 0) - (both[i] ? FILE_WAIT_BYTES : 0)),
      0,
    );
    const overBudget = loads.some((load, i) => load.isRoute && (after[i] ?? 0) > pageBudget && (after[i] ?? 0) > (loadGzip[i] ?? 0));
    if (cost < 0 && !overBudget) {
      loadGzip = after;
      continue;
    }
    // Refused: the two stay apart.
    groups = before;
    for (const group of [a, b]) for (const file of group.files) groupOf.set(file, group);
    markLoads();
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
