/** Runs only the job workers (`npm run worker`), for several workers beside the API instances on PostgreSQL. */
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { briefError } from './db/errors.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { startBoss } from './jobs/boss.ts';
import { registerWorkers } from './jobs/workers.ts';
import { outboxMailer } from './ports/mailer/mailer.ts';
import { smtpMailer } from './ports/mailer/smtp-mailer.ts';
import { simulatedProvisioner } from './ports/provisioner/simulated-provisioner.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL: the embedded database belongs to the one process that opened it');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, limits: config.database, log });
await prepareDatabase(database);
const boss = await startBoss(database, config.jobs);
boss.on('error', (error) => log.error({ err: briefError(error) }, 'job queue error'));
const stopTakeover = await registerWorkers(
  boss,
  database.db,
  {
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer,
    provisioner: simulatedProvisioner(database.db, { deployMs: config.provisionerDeployMs }),
    publicUrl: config.publicUrl,
    webhooks: config.webhooks,
    vendor: config.vendor,
  },
  log,
  config.jobs,
);
log.info('worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'worker stopping');
    stopTakeover();
    void boss
      .stop({ graceful: true, timeout: 10_000 })
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
