// Weighs the built web app from Vite's manifest: the entry's JavaScript (what every visit downloads before any page)
// and, for each lazy page, all the JavaScript that page needs on a first visit (entry + layout + page, with every
// statically imported chunk), in gzip bytes. Run alone (`node scripts/web-bundle-sizes.mjs`) or from bench-web.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Budgets in gzip bytes: issue 34's 110 and 180 KB (decisions 046, 047). */
export const BUDGETS = { entry: 110 * 1024, page: 180 * 1024 };

/** Pages shown inside a layout route: the layout's chunks load with them (vite.config.ts plans its chunks by these too). */
export const LAYOUTS = [
  // The operator's copy of a partner's journal is the journal feature's page in the back office.
  {
    layout: 'src/features/backoffice/backoffice-layout.tsx',
    pages: /^src\/features\/(?:backoffice\/|journal\/backoffice-journal-page)/,
  },
  // A layout inside a layout: the lead tabs within the office shell.
  { layout: 'src/features/leads/leads-layout.tsx', parent: 'src/features/shell/office-layout.tsx', pages: /^src\/features\/leads\// },
  {
    layout: 'src/features/shell/office-layout.tsx',
    pages:
      /^src\/(?:features\/(?:clients\/(?!confirm-client-page)|enrollment\/(?!password-page)|market\/|subscriptions\/|order\/|orders\/|billing\/|distributors\/|api-token\/|team\/(?!invitation-page)|journal\/(?!backoffice-journal-page)|profile\/(?!certificate-check-page)|support\/|admin-apps\/|rates\/|calculators\/|quotes\/|content\/)|app\/routes\/)/,
  },
];

export function bundleSizes(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file)) {
      const content = fs.readFileSync(path.join(distDir, file));
      gzipCache.set(file, zlib.gzipSync(content, { level: 9 }).length);
    }
    return gzipCache.get(file);
  };
  /** The JavaScript files a chunk needs before it runs: itself and its static imports, transitively. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const weigh = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(entryKey);
  // The pages are what the router loads lazily: the dynamic imports of the entry's chunks, less the layouts and the
  // dialogs that load on first use.
  const entryChunkKeys = Object.keys(manifest).filter((key) => entryFiles.has(manifest[key].file));
  const routeKeys = new Set(entryChunkKeys.flatMap((key) => manifest[key].dynamicImports ?? []));
  const pages = [...routeKeys]
    .filter((key) => /^src\/(?:features|app\/routes)\//.test(key) && !LAYOUTS.some((l) => l.layout === key))
    .map((key) => {
      const files = new Set(entryFiles);
      const found = LAYOUTS.find((l) => l.pages.test(key));
      if (found) closure(found.layout, files);
      if (found?.parent) closure(found.parent, files);
      closure(key, files);
      return { page: key.replace(/^src\//, ''), gzip: weigh(files), chunks: files.size };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { entry: { gzip: weigh(entryFiles), chunks: entryFiles.size }, pages };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the sizes; returns false when a budget is exceeded. */
export function printBundleSizes(distDir) {
  const { entry, pages } = bundleSizes(distDir);
  const over = (bytes, budget) => (bytes > budget ? '  OVER BUDGET' : '');
  console.log(`\nJavaScript (gzip), budgets: entry ${kb(BUDGETS.entry)}, page ${kb(BUDGETS.page)}`);
  console.log(
    `  ${'entry (before any page)'.padEnd(52)} ${kb(entry.gzip).padStart(10)}  ${entry.chunks} chunks${over(entry.gzip, BUDGETS.entry)}`,
  );
  for (const p of pages) {
    console.log(`  ${p.page.padEnd(52)} ${kb(p.gzip).padStart(10)}  ${p.chunks} chunks${over(p.gzip, BUDGETS.page)}`);
  }
  return entry.gzip <= BUDGETS.entry && pages.every((p) => p.gzip <= BUDGETS.page);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = printBundleSizes(path.resolve(process.argv[2] ?? 'apps/web/dist'));
  process.exitCode = ok ? 0 : 1;
}
