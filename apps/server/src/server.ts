/** Starts the portal: API, web app and (by default) the job workers, on one port. */
import pino from 'pino';
import { buildApp } from './app.ts';
import { configProblems, loadConfig } from './config.ts';
import { DEMO_PASSWORD, DEMO_LOGINS } from './seed/demo-world.ts';

const config = loadConfig();
const problems = configProblems(config);
if (problems.length > 0) {
  // A logger of its own at the default level: no LOG_LEVEL may hide why the process did not start.
  const log = pino();
  for (const problem of problems) log.fatal(problem);
  process.exit(1);
}
const app = await buildApp({ config });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
if (config.seedDemo) {
  const lines = DEMO_LOGINS.map((login) => `  ${login.email.padEnd(24)} ${login.description}`);
  console.log(`\nПортал партнеров: ${config.publicUrl}\nДемо-входы (пароль ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
}
