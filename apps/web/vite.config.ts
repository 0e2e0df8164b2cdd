import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parseAst } from 'rolldown/parseAst';
import { defineConfig, type Plugin } from 'vite';
import { chunkPlan, type PageLayout } from './chunk-plan.ts';

const serverPort = process.env.PORT ?? '8080';
const CLIENT_OUT_DIR = path.resolve(import.meta.dirname, 'dist');
/** The server-side build of the landing page is a build tool only: it stays out of dist. */
const PRERENDER_OUT_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/web-prerender');
const LANDING_MARKER = '<!--prerendered-landing-->';
/** The landing's hash path, the id of its prerendered copy (see src/lib/prerendered-landing.ts). */
const LANDING_ID = '/promo';
/**
 * The first segments of the hash paths outside the office shell (config/paths.ts): the root's loader, the landing and
 * account pages, the back office. On any other address the gate preloads the office shell's chunks with the entry.
 */
const OUTSIDE_OFFICE = ['', 'promo', 'login', 'signup', 'logout', 'client-confirm', 'ias', 'password', 'cert', 'invitation', 'backoffice'];
/** The office shell, whose chunks the gate preloads on office addresses. */
const OFFICE_LAYOUT = /[\\/]src[\\/]features[\\/]shell[\\/]office-layout\.tsx$/;

/**
 * Runs before the first paint, inline in index.html (the server's security policy allows it by its hash; a file of its
 * own would hold the first paint for a request): marks the document when its address is the landing page, whose
 * prerendered copy is put in the document only then (LANDING_UNPACK_SOURCE), and starts the app: on the landing
 * page, and only then its downloads, once the prerendered copy is painted (a hidden tab paints nothing: it starts at
 * once; the timer covers a browser that reports no paint); on any other page its downloads start at once and it runs as
 * soon as the document is parsed, as it has nothing to paint before. The entry, its imports and the office shell's
 * chunks are listed on the gate's own tag (see landingGate).
 */
const LANDING_GATE_SOURCE = `if (location.hash === '#${LANDING_ID}') document.documentElement.classList.add('landing');
(function (gate) {
  var preloaded = false;
  var started = false;
  function preload(hrefs) {
    hrefs.split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function boot() {
    // The downloads start at once: the entry and its imports, and on an office address the office shell's chunks,
    // which the router would ask for only once the entry has run.
    if (!preloaded) {
      preloaded = true;
      preload(gate.dataset.entry + ' ' + gate.dataset.preload);
      var section = location.hash.slice(1).split(/[?#]/)[0].split('/')[1] || '';
      if (${JSON.stringify(OUTSIDE_OFFICE)}.indexOf(section) < 0) preload(gate.dataset.office);
    }
    // The entry runs once the whole document is there (#root): a paint can come before the parser is done.
    if (document.readyState === 'loading') return addEventListener('DOMContentLoaded', boot);
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = gate.dataset.entry;
    document.head.appendChild(script);
  }
  var paintReported = 'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (location.hash !== '#${LANDING_ID}' || !paintReported) return boot();
  new PerformanceObserver(function () { setTimeout(boot); }).observe({ type: 'paint', buffered: true });
  addEventListener('DOMContentLoaded', function () {
    if (document.visibilityState === 'hidden') boot();
    else setTimeout(boot, 1000);
  });
})(document.currentScript);
`;

/** Text assets worth compressing; smaller files gain nothing from it. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;
/** Modules of packages/domain. */
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Whether evaluating an expression calls anything; function bodies run later and are left alone. */
function callsAnything(node: AstNode): boolean {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') return true;
  return Object.values(node).some((value) =>
    (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && callsAnything(child)),
  );
}

/**
 * The domain package's modules (other than its index) only declare things: constants, rules and zod schemas built at
 * the top level. The bundler cannot know that building a schema has no effect, so a chunk using one constant of a
 * module would carry all its schemas and zod with them. Every top-level declaration that calls something is built
 * by a function called at once and marked pure, so an unused schema (and zod, when no schema is used) is left out.
 * Marking each call pure is not enough: the marks cover a call, not the arguments, and a schema whose message is a
 * property of the module's text object (`z.string().regex(re, TEXTS.monthFormat)`) was kept, with zod, in every chunk
 * that showed one of those texts (the invoices page: 23 KB gzip of zod for nothing). The minifier unwraps the
 * functions of the declarations that stay.
 */
function pureDomainDeclarations(): Plugin {
  return {
    name: 'portal:pure-domain-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!DOMAIN_MODULE.test(id)) return null;
      const inits: AstNode[] = [];
      // TypeScript as well: the chunk plan's probe (chunk-plan.ts) runs this before the code is compiled.
      const lang = id.endsWith('.ts') ? 'ts' : 'js';
      for (const statement of parseAst(code, { lang }).body as unknown as AstNode[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) {
          if (isNode(declarator.init) && callsAnything(declarator.init)) inits.push(declarator.init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const { start, end } of inits.sort((x, y) => y.start - x.start)) {
        out = `${out.slice(0, start)}/*#__PURE__*/ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** MUI's locales' number formatter, replaced by one that builds its Intl.NumberFormat on first use. */
function lazyMuiNumberFormat(): Plugin {
  const lazyFormatter = path.resolve(import.meta.dirname, 'src/lib/mui-number-format.ts');
  const muiLocale = /[\\/]@mui[\\/]material[\\/]locale[\\/]/;
  let replaced = false;
  return {
    name: 'portal:lazy-mui-number-format',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source, importer) {
      if (source !== './utils/buildFormatNumber.mjs' || !importer || !muiLocale.test(importer)) return null;
      replaced = true;
      return lazyFormatter;
    },
    buildEnd(error) {
      // MUI moved or renamed its formatter: the app would build it on load again, unnoticed.
      if (!error && !replaced) this.error("MUI's locale no longer imports ./utils/buildFormatNumber.mjs: see lazyMuiNumberFormat");
    },
  };
}

/**
 * The app's theme has no CSS variables and one colour scheme, but MUI's `createTheme` attaches a `colorSchemes` entry
 * to every palette, and its `ThemeProvider` then renders the CSS-variables provider (mode storage, a media-query
 * listener, the variables' generator: about 8 KB gzip in the entry) that does nothing with such a theme. Inside MUI's
 * styles, `createTheme` becomes `createThemeNoVars` (what `createTheme` itself returns when no palette is given) and the
 * provider's CSS-variables branch a module that fails loudly if a theme ever asks for it.
 */
function muiThemeWithoutVariables(): Plugin {
  const muiStyles = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/;
  const noVariablesProvider = path.resolve(import.meta.dirname, 'src/lib/mui-no-css-variables.ts');
  const replaced = new Set<string>();
  return {
    name: 'portal:mui-theme-without-variables',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    async resolveId(source, importer) {
      if (!importer || !muiStyles.test(importer)) return null;
      if (source === './createTheme.mjs') {
        replaced.add(source);
        return this.resolve('./createThemeNoVars.mjs', importer);
      }
      if (source === './ThemeProviderWithVars.mjs' && /[\\/]ThemeProvider\.mjs$/.test(importer)) {
        replaced.add(source);
        return noVariablesProvider;
      }
      return null;
    },
    buildEnd(error) {
      // MUI moved or renamed these: the variables' provider would be back in the entry, unnoticed.
      if (!error && replaced.size < 2)
        this.error("MUI's styles no longer import createTheme or ThemeProviderWithVars: see muiThemeWithoutVariables");
    },
  };
}

/**
 * MUI's styled engine calls emotion's `styled(tag, options)` only. Emotion's main module also builds a styled component
 * for each of 130 HTML and SVG tags (`styled.div`) as it loads, in the entry, before the first render; its base
 * module is the same function without them.
 */
function emotionStyledBase(): Plugin {
  const styledEngine = /[\\/]@mui[\\/]styled-engine[\\/]/;
  let replaced = false;
  return {
    name: 'portal:emotion-styled-base',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    async resolveId(source, importer) {
      if (source !== '@emotion/styled' || !importer || !styledEngine.test(importer)) return null;
      replaced = true;
      return this.resolve('@emotion/styled/base', importer);
    },
    buildEnd(error) {
      if (!error && !replaced) this.error("MUI's styled engine no longer imports @emotion/styled: see emotionStyledBase");
    },
  };
}

/**
 * MUI's system takes the theme's context (its ThemeProvider and useTheme) and the global styles' serializer (its
 * GlobalStyles) from its styled engine's index, all in the entry. That index also defines `styled`, which only the
 * pages call, and a module sits in one chunk: emotion's styled and is-prop-valid (1.5 KB gzip) were in the entry. These
 * three importers get a module with what they take (src/lib/mui-styled-engine-context.ts); the pages' styled components
 * reach the index as before.
 */
function muiStyledEngineContext(): Plugin {
  const importers =
    /[\\/]@mui[\\/]system[\\/](?:ThemeProvider[\\/]ThemeProvider|useThemeWithoutDefault[\\/]useThemeWithoutDefault|GlobalStyles[\\/]GlobalStyles)\.mjs$/;
  const context = path.resolve(import.meta.dirname, 'src/lib/mui-styled-engine-context.ts');
  const replaced = new Set<string>();
  return {
    name: 'portal:mui-styled-engine-context',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    resolveId(source, importer) {
      if (source !== '@mui/styled-engine' || !importer || !importers.test(importer)) return null;
      replaced.add(importer);
      return context;
    },
    buildEnd(error) {
      // MUI moved these imports: emotion's styled would be back in the entry, unnoticed.
      if (!error && replaced.size < 3)
        this.error("MUI's system no longer imports @mui/styled-engine as expected: see muiStyledEngineContext");
    },
  };
}

/** Writes a Brotli (.br) and a gzip (.gz) sibling of a file, at maximum quality. */
async function compressFile(file: string): Promise<void> {
  const content = await fs.promises.readFile(file);
  const brotli = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  await Promise.all([fs.promises.writeFile(`${file}.br`, brotli), fs.promises.writeFile(`${file}.gz`, gzip)]);
}

/**
 * Compresses every compressible build file, so the server sends them as they are (its static files are pre-compressed)
 * instead of compressing per request.
 */
function precompress(): Plugin {
  // The build's own folder: `--outDir` builds elsewhere (a folder of one's own on a shared machine).
  let outDir = CLIENT_OUT_DIR;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(outDir, name));
      await Promise.all(files.filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_COMPRESS_BYTES).map(compressFile));
    },
  };
}

/**
 * The landing gate script, inline and first in index.html; the entry's module script becomes a module preload that the
 * gate starts after the first frame.
 */
function landingGate(): Plugin {
  return {
    name: 'portal:landing-gate',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no entry module script');
        const preloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]);
        // The office shell's chunks beyond the entry's: what every office page loads first.
        const bundle = context.bundle ?? {};
        const byFile = new Map(
          Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
        );
        const shell = [...byFile.values()].find((chunk) => chunk.facadeModuleId && OFFICE_LAYOUT.test(chunk.facadeModuleId));
        if (!shell) throw new Error('The build has no office shell chunk (OFFICE_LAYOUT)');
        const office = new Set<string>();
        const visit = (file: string) => {
          const href = `/${file}`;
          if (office.has(href) || href === entry || preloads.includes(href)) return;
          office.add(href);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(shell.fileName);
        return {
          html: html.replace(entryScript, '').replace(preloadLink, ''),
          tags: [
            {
              tag: 'script',
              attrs: { 'data-entry': entry, 'data-preload': preloads.join(' '), 'data-office': [...office].join(' ') },
              children: LANDING_GATE_SOURCE,
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * The landing's copy is inert in index.html (a template: other pages neither lay it out nor apply its styles); this
 * inline script, right after it, puts it in the document before the first paint when the address is the landing's.
 */
const LANDING_UNPACK_SOURCE = `(function (template) {
  if (document.documentElement.classList.contains('landing')) template.replaceWith(template.content);
  else template.remove();
})(document.currentScript.previousElementSibling);`;

/** After the server-side build of src/prerender.tsx: the landing page's HTML goes into the built index.html. */
function injectPrerenderedLanding(): Plugin {
  return {
    name: 'portal:prerendered-landing',
    apply: 'build',
    async closeBundle() {
      const { renderLanding } = (await import(pathToFileURL(path.join(PRERENDER_OUT_DIR, 'prerender.js')).href)) as {
        renderLanding: () => string;
      };
      const indexFile = path.join(CLIENT_OUT_DIR, 'index.html');
      const html = fs.readFileSync(indexFile, 'utf8');
      if (!html.includes(LANDING_MARKER)) throw new Error(`${indexFile} has no ${LANDING_MARKER} (is it built already?)`);
      const landing = `<template><div id="${LANDING_ID}">${renderLanding()}</div></template><script>${LANDING_UNPACK_SOURCE}</script>`;
      fs.writeFileSync(indexFile, html.replace(LANDING_MARKER, landing));
      await compressFile(indexFile);
    },
  };
}

// The domain package's modules only declare things (schemas, messages, rules): a chunk that uses one of them does
// not need the others. Its index also sets zod's Russian messages: the app does that where it validates
// (src/lib/zod-messages.ts), so that pages without a form load no zod.
// hoist-non-react-statics is CommonJS, so the bundler keeps its module (and the old react-is it requires) in the entry
// for emotion's withTheme, which nothing uses; it only defines a function.
// Other modules keep what their package.json says (zod, MUI: free of side effects).
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;
const TREESHAKE = { moduleSideEffects: (id: string) => (DOMAIN_MODULE.test(id) || SIDE_EFFECT_FREE.test(id) ? false : undefined) };

/** The layout routes and their pages, as the budget script weighs them: the chunk plan groups modules by page. */
const { BUDGETS, LAYOUTS } = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/web-bundle-sizes.mjs')).href
)) as {
  BUDGETS: { page: number };
  LAYOUTS: PageLayout[];
};
/** The plan weighs the probe's chunks, which differ a little from the build's: it keeps this far below the budget. */
const PLAN_BUDGET_MARGIN = 2 * 1024;

const chunks = chunkPlan({
  root: `${import.meta.dirname}/`,
  entry: 'src/main.tsx',
  layouts: LAYOUTS,
  pageBudget: BUDGETS.page - PLAN_BUDGET_MARGIN,
  treeshake: TREESHAKE,
  plugins: [pureDomainDeclarations(), lazyMuiNumberFormat(), muiThemeWithoutVariables(), emotionStyledBase(), muiStyledEngineContext()],
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // `vite build --ssr src/prerender.tsx` (after the client build): renders the landing page into index.html.
        plugins: [react(), muiThemeWithoutVariables(), emotionStyledBase(), injectPrerenderedLanding()],
        ssr: { noExternal: true },
        build: { outDir: PRERENDER_OUT_DIR, emptyOutDir: true, ssr: 'src/prerender.tsx', minify: false },
      }
    : {
        plugins: [
          react(),
          lazyMuiNumberFormat(),
          muiThemeWithoutVariables(),
          emotionStyledBase(),
          muiStyledEngineContext(),
          pureDomainDeclarations(),
          chunks.plugin,
          landingGate(),
          precompress(),
        ],
        server: {
          port: 5173,
          proxy: {
            '/api': `http://localhost:${serverPort}`,
            '/metrics': `http://localhost:${serverPort}`,
          },
        },
        // The manifest lets `npm run bench:web` weigh the entry and each page's chunk graph.
        build: {
          outDir: CLIENT_OUT_DIR,
          sourcemap: true,
          manifest: true,
          // Browsers without <link rel="modulepreload"> (Safari before 17) still load every chunk, only without the hint:
          // the polyfill would cost every page's entry for them alone.
          modulePreload: { polyfill: false },
          chunkSizeWarningLimit: 400,
          rolldownOptions: {
            treeshake: TREESHAKE,
            // Fewer, larger shared chunks than the automatic split (chunk-plan.ts): merged chunks of that split, so a
            // module's imports stay where the split put them (includeDependenciesRecursively: false).
            output: {
              codeSplitting: { groups: [chunks.group] },
              // A shared chunk's file is named by its hash alone: every chunk names the files it imports, and the entry
              // lists every lazy import's files to preload them, about 200 names (a page's chunks weigh 1.2–1.4 KB gzip
              // less, the entry 0.6 KB). A lazy import's own chunk keeps its module's name; the manifest names them all.
              chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
            },
          },
        },
      },
);
