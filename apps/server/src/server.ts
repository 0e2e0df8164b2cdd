/** Starts the portal: API, web app and (by default) the job workers, on one port. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, DEMO_LOGINS } from './seed/demo-world.ts';

const config = loadConfig();
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
