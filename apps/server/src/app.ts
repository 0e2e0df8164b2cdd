/** Builds the Fastify application: third-party plugins, then ours, then routes — in that order. */
import { randomUUID } from 'node:crypto';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/domain';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type onRouteHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { registerOpenApi } from './plugins/external/openapi.ts';
import { registerCompression } from './plugins/external/compression.ts';
import { registerSecurity } from './plugins/external/security.ts';
import { registerAnswerHeaders } from './plugins/app/answer-headers.ts';
import { registerAuth } from './plugins/app/auth.ts';
import { registerErrorHandler } from './plugins/app/errors.ts';
import { answerClientError, answerFrameworkError, registerInputCheck } from './plugins/app/request-errors.ts';
import { registerJobs } from './plugins/app/jobs.ts';
import { registerMetrics } from './plugins/app/metrics.ts';
import { responseSerializerCompiler } from './plugins/app/response-serializer.ts';
import { registerSpa } from './plugins/app/spa.ts';
import { outboxMailer } from './ports/mailer/mailer.ts';
import { smtpMailer } from './ports/mailer/smtp-mailer.ts';
import { directoryAccountDirectory } from './ports/account-directory/directory-account-directory.ts';
import { simulatedProvisioner } from './ports/provisioner/simulated-provisioner.ts';
import { builtinCityDirectory } from './ports/city-directory/builtin-city-directory.ts';
import { dadataCityDirectory } from './ports/city-directory/dadata-city-directory.ts';
import { adminApplicationRoutes } from './routes/admin-application.routes.ts';
import { clientQuoteRoutes } from './routes/client-quote.routes.ts';
import { profileRoutes } from './routes/profile.routes.ts';
import { requisitesRoutes } from './routes/requisites.routes.ts';
import { ratesRoutes } from './routes/rates.routes.ts';
import { feedbackRoutes } from './routes/feedback.routes.ts';
import { backofficeSelfServiceRoutes } from './routes/backoffice-self-service.routes.ts';
import { dadataTaxRegistry } from './ports/tax-registry/dadata-tax-registry.ts';
import { directoryTaxRegistry } from './ports/tax-registry/directory-tax-registry.ts';
import { catalogueRoutes } from './routes/catalogue.routes.ts';
import { cloudBackofficeRoutes } from './routes/cloud-backoffice.routes.ts';
import { cloudRoutes } from './routes/cloud.routes.ts';
import { orderRoutes } from './routes/order.routes.ts';
import { customerRoutes } from './routes/customer.routes.ts';
import { distributorRoutes } from './routes/distributor.routes.ts';
import { backofficeDistributorRoutes } from './routes/backoffice-distributors.routes.ts';
import { subscriptionRoutes } from './routes/subscription.routes.ts';
import { apiTokenRoutes } from './routes/api-token.routes.ts';
import { invitationRoutes, memberRoutes } from './routes/member.routes.ts';
import { authRoutes, logoutPage } from './routes/auth.routes.ts';
import { accountSecurityRoutes } from './routes/account-security.routes.ts';
import { backofficeRoutes } from './routes/backoffice.routes.ts';
import { backofficeInfrastructureRoutes } from './routes/backoffice-infrastructure.routes.ts';
import { infrastructureRoutes } from './routes/infrastructure.routes.ts';
import { billingRoutes } from './routes/billing.routes.ts';
import { calculatorRoutes } from './routes/calculator.routes.ts';
import { invoiceRoutes } from './routes/invoice.routes.ts';
import { meRoutes } from './routes/me.routes.ts';
import { officeRoutes } from './routes/office.routes.ts';
import { participationRoutes } from './routes/participation.routes.ts';
import { supportRoutes } from './routes/support.routes.ts';
import { systemRoutes } from './routes/system.routes.ts';
import { trialRoutes } from './routes/trial.routes.ts';
import { webhookRoutes } from './routes/webhook.routes.ts';
import { journalRoutes } from './routes/journal.routes.ts';
import { leadRoutes } from './routes/lead.routes.ts';
import { publicSiteFormRoutes, siteFormRoutes, siteFormScript } from './routes/site-form.routes.ts';
import { contentRoutes } from './routes/content.routes.ts';
import { backofficeContentRoutes } from './routes/backoffice-content.routes.ts';
import { paymentCycleRoutes } from './routes/payment-cycle.routes.ts';
import { documentBundleRoutes } from './routes/document-bundle.routes.ts';
import { backofficeCalendarRoutes } from './routes/backoffice-calendar.routes.ts';
import { backofficePaymentRoutes } from './routes/backoffice-payments.routes.ts';
import { backofficeDocumentRoutes } from './routes/backoffice-documents.routes.ts';
import './types.ts';

/** One log line per request, when it completes, instead of Fastify's two (incoming and completed). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/** Log lines are written to stdout in batches of about this many bytes, and at least every LOG_FLUSH_MS. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Standard output for the log, buffered: a write of each line on its own cost a system call per request, more than
 * all the rest of a list call's own work (decision 037). Lines wait at most LOG_FLUSH_MS; pino writes what is left
 * when the process exits (process.exit and fatal errors included), the app's close flushes it too.
 */
function bufferedStdout(app: FastifyInstance, destination: ReturnType<typeof pino.destination>): void {
  const timer = setInterval(() => destination.flush(), LOG_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    destination.flushSync();
  });
}

export type BuildOptions = {
  config: Config;
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes (stdout by default). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added, its access and right resolved (tests read the route table with it). */
  onRoute?: onRouteHookHandler;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const stdout =
    options.logger === false || options.logStream ? null : pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: options.logStream ?? stdout ?? undefined },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For is believed only from the configured proxies: anyone else could claim any address.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Errors before routing (a URL that does not decode) and before Fastify (Node's parser) answer in our shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    logController: new OneLinePerRequest(),
  });
  if (stdout) bufferedStdout(app, stdout);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: config.checkResponses }));
  // Only JSON bodies: a cross-site form can then never make a non-preflighted unsafe request.
  app.removeContentTypeParser('text/plain');
  registerAnswerHeaders(app);

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: config.database, log: app.log }));
  const ownsDatabase = options.database === undefined;
  await prepareDatabase(database, { demoWorld: config.seedDemo ? app.log : undefined });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer);
  app.decorate('ports', {
    taxRegistry:
      config.taxRegistry.kind === 'dadata'
        ? dadataTaxRegistry({ apiKey: config.taxRegistry.apiKey, url: config.taxRegistry.url ?? undefined })
        : directoryTaxRegistry(),
    accountDirectory: directoryAccountDirectory(),
    provisioner: simulatedProvisioner(database.db, { deployMs: config.provisionerDeployMs }),
    cityDirectory:
      config.cityDirectory.kind === 'dadata'
        ? dadataCityDirectory({ apiKey: config.cityDirectory.apiKey, url: config.cityDirectory.url ?? undefined })
        : builtinCityDirectory(),
  });

  await registerSecurity(app);
  await registerOpenApi(app);
  registerErrorHandler(app);
  registerInputCheck(app);
  registerAuth(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerMetrics(app);
  await registerJobs(app, database);

  // The API in a context of its own, so that its answers are compressed and the web app's pre-compressed files are not.
  await app.register(async (api) => {
    await registerCompression(api);
    for (const routes of [
      systemRoutes,
      authRoutes,
      accountSecurityRoutes,
      meRoutes,
      participationRoutes,
      officeRoutes,
      supportRoutes,
      customerRoutes,
      catalogueRoutes,
      orderRoutes,
      subscriptionRoutes,
      trialRoutes,
      backofficeRoutes,
      billingRoutes,
      calculatorRoutes,
      invoiceRoutes,
      distributorRoutes,
      backofficeDistributorRoutes,
      infrastructureRoutes,
      backofficeInfrastructureRoutes,
      cloudRoutes,
      cloudBackofficeRoutes,
      apiTokenRoutes,
      memberRoutes,
      invitationRoutes,
      webhookRoutes,
      profileRoutes,
      requisitesRoutes,
      feedbackRoutes,
      backofficeSelfServiceRoutes,
      adminApplicationRoutes,
      ratesRoutes,
      clientQuoteRoutes,
      leadRoutes,
      siteFormRoutes,
      publicSiteFormRoutes,
      contentRoutes,
      backofficeContentRoutes,
      paymentCycleRoutes,
      documentBundleRoutes,
      backofficePaymentRoutes,
      backofficeCalendarRoutes,
      backofficeDocumentRoutes,
      journalRoutes,
    ]) {
      await api.register(routes, { prefix: '/api' });
    }
  });
  await app.register(logoutPage);
  await app.register(siteFormScript);
  await registerSpa(app);

  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  return app;
}
