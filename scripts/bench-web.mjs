// `npm run bench:web`: builds the web app, prints its JavaScript sizes against the budgets, starts the portal on a free
// port with a fresh embedded database (demo data), and runs Lighthouse (Debian's Chromium) on the landing page, the
// Market, the client list, the billing details, «Счета и акты», the cloud calculator and the back office's payments in
// mobile and desktop modes, printing the performance scores.
// Options (environment): BENCH_WEB_PORT (default: a free port), BENCH_WEB_RUNS (Lighthouse runs per page and mode, the
// median is printed; default 1), BENCH_WEB_SKIP_BUILD=1 (use the existing build), BENCH_WEB_ONLY (audit only the pages
// whose address contains it), BENCH_WEB_MODES (mobile, desktop or both, comma-separated; default both), BENCH_WEB_REPORT_DIR (writes each run's Lighthouse report there as JSON), BENCH_WEB_DIST (a built app elsewhere, e.g. a copy
// kept to compare with; implies no build), CHROMIUM_PATH.
// Exits 1 when a size budget is exceeded or a score is below its target.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { printBundleSizes } from './web-bundle-sizes.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.env.BENCH_WEB_DIST || path.join(repoRoot, 'apps/web/dist'));
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const TARGETS = { mobile: 0.95, desktop: 0.98 };
/** The demo world's accounts the pages are audited as (null: signed out). */
const LOGINS = {
  partner: { email: 'partner@demo.ru', password: 'demo12345' },
  operator: { email: 'operator@demo.ru', password: 'demo12345' },
};
const PAGES = [
  { name: 'landing (/#/promo)', hash: '#/promo', as: null },
  { name: 'Market (/#/service/list)', hash: '#/service/list', as: 'partner' },
  { name: 'clients (/#/client/all)', hash: '#/client/all', as: 'partner' },
  { name: 'billing details (/#/details)', hash: '#/details', as: 'partner' },
  { name: 'invoices (/#/invoices)', hash: '#/invoices', as: 'partner' },
  { name: 'cloud calculator (/#/cloud/calc)', hash: '#/cloud/calc', as: 'partner' },
  { name: 'payments (/#/backoffice/payments)', hash: '#/backoffice/payments', as: 'operator' },
];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become ready within 120 s');
}

async function sessionCookie(baseUrl, login) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse now and then fails to record a page's trace (NO_NAVSTART): such a run is repeated, not counted as 0. */
const AUDIT_ATTEMPTS = 3;

async function audit(chrome, url, mode, cookie) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  if (cookie) flags.extraHeaders = { Cookie: cookie };
  let result;
  for (let attempt = 1; attempt <= AUDIT_ATTEMPTS; attempt += 1) {
    result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined);
    if (!result.lhr.runtimeError) break;
  }
  const { categories, audits, runtimeError } = result.lhr;
  const reportDir = process.env.BENCH_WEB_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).hash.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${mode}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
  }
  if (runtimeError) console.log(`    Lighthouse could not audit ${url} (${mode}): ${runtimeError.code} ${runtimeError.message}`);
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: categories.performance.score ?? 0,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1' && !process.env.BENCH_WEB_DIST)
    execSync('npm run build', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const sizesOk = printBundleSizes(distDir);

  execSync('bash scripts/ensure-chromium.sh', { cwd: repoRoot, stdio: 'inherit' });
  const port = Number(process.env.BENCH_WEB_PORT || (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const server = spawn(process.execPath, ['--experimental-strip-types', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: distDir,
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  let scoresOk = true;
  try {
    await waitUntilReady(baseUrl, server);
    const cookies = {};
    for (const [who, login] of Object.entries(LOGINS)) cookies[who] = await sessionCookie(baseUrl, login);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    console.log(
      `\nLighthouse performance (median of ${runs} run${runs > 1 ? 's' : ''}), targets: mobile ${TARGETS.mobile}, desktop ${TARGETS.desktop}`,
    );
    console.log(`  ${'page'.padEnd(36)} ${'mode'.padEnd(8)} score    FCP ms   LCP ms   TBT ms   JS transferred`);
    for (const page of PAGES.filter((p) => p.hash.includes(process.env.BENCH_WEB_ONLY ?? ''))) {
      for (const mode of (process.env.BENCH_WEB_MODES ?? 'mobile,desktop').split(',')) {
        const results = [];
        for (let i = 0; i < runs; i += 1)
          results.push(await audit(chrome, `${baseUrl}/${page.hash}`, mode, page.as ? cookies[page.as] : null));
        const score = median(results.map((r) => r.score));
        const ok = score >= TARGETS[mode];
        scoresOk &&= ok;
        const cells = [
          score.toFixed(2).padStart(5),
          ...['fcp', 'lcp', 'tbt'].map((key) =>
            Math.round(median(results.map((r) => r[key])))
              .toString()
              .padStart(8),
          ),
          `${median(results.map((r) => r.scriptKb)).toFixed(1)} KB`.padStart(16),
        ];
        console.log(`  ${page.name.padEnd(36)} ${mode.padEnd(8)} ${cells.join(' ')}${ok ? '' : '  BELOW TARGET'}`);
      }
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!sizesOk || !scoresOk) {
    console.log('\nbench:web: a budget or a target was missed.');
    process.exitCode = 1;
  }
}

await main();
