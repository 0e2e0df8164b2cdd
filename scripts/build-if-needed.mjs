// `npm start` builds the web app only when its sources are newer than the last build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'apps/web/dist/index.html';
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src', 'package-lock.json'];

function newest(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const stale = !fs.existsSync(built) || Math.max(...sources.filter((s) => fs.existsSync(s)).map(newest)) > fs.statSync(built).mtimeMs;
if (stale) execSync('npm run build', { stdio: 'inherit' });
