// CI's second API pass, on PostgreSQL, started beside the end-to-end journeys (npm's pretest:e2e hook): the journeys
// leave the CPU idle while they wait for the browser and the deployments, and the pass fills that time instead of
// adding its minutes after them. Only when CI asks for it (CI_API_PASS_DIR, where the log and the exit status go, and
// CI_API_PASS_DATABASE_URL); otherwise it does nothing. `.ci/run` waits for the status and fails on a failed pass.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.CI_API_PASS_DIR;
const databaseUrl = process.env.CI_API_PASS_DATABASE_URL;
if (dir && databaseUrl) {
  fs.mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'log');
  const status = path.join(dir, 'status');
  // Niced, so the journeys keep the CPU they need; each test file has a database of its own on the server.
  const child = spawn('bash', ['-c', `nice -n 10 npm run test:api > "${log}" 2>&1; echo $? > "${status}"`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, CI_API_PASS_DIR: '', CI_API_PASS_DATABASE_URL: '' },
  });
  child.unref();
  console.log(`API tests on PostgreSQL started beside the journeys (log: ${log})`);
}
