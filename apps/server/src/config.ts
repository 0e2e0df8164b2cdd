/** Runtime configuration from environment variables, read once at start-up. */
import path from 'node:path';
import { API_TOKEN_RATE_LIMIT_PER_MINUTE, SITE_FORM_LIMITS, UPD_VAT_RATES } from '@portal/domain';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './db/database.ts';
import { DEFAULT_BOSS_OPTIONS, type BossOptions } from './jobs/boss.ts';
import { WEBHOOK_TIMEOUT_MS } from './services/webhook-rules.ts';
import { systemResolver, type HostResolver } from './ports/webhook-sender/webhook-sender.ts';

export type Config = {
  /** NODE_ENV=production: what is a convenience elsewhere becomes a requirement there (see configProblems). */
  production: boolean;
  port: number;
  host: string;
  /** Real PostgreSQL when set; the embedded PGlite in dataDir otherwise. */
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  cookieSecure: boolean;
  sessionTtlDays: number;
  logLevel: string;
  /**
   * Check every answer against its zod response schema before it is written (a mismatch answers 500): on in the API
   * tests (CHECK_RESPONSES=true), off in production, where fast-json-stringify writes the schema's properties alone.
   */
  checkResponses: boolean;
  /** Run the job workers inside the API process (the default); `npm run worker` runs them alone. */
  jobsInProcess: boolean;
  seedDemo: boolean;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Calls one API token may make per window (decision 019); beyond them 429 with Retry-After. */
  apiRateLimit: { max: number; timeWindowMs: number };
  /**
   * Webhooks (decision 019): plain http to localhost/127.0.0.1/[::1] is allowed only when allowLocalHttp (by default
   * outside production); a receiver's answer is awaited timeoutMs (retries: jobs.webhookFirstRetrySeconds, doubling);
   * names are resolved by `resolve` at registration and at each delivery (decision 032).
   */
  webhooks: { allowLocalHttp: boolean; timeoutMs: number; resolve: HostResolver };
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default: the socket's address counts. */
  trustedProxies: string[];
  /**
   * Bearer token of the metrics scraper; without it /metrics answers loopback callers only, which is allowed outside
   * production alone (configProblems).
   */
  metricsToken: string | null;
  /** The vendor's administration area; null keeps the menu item inside the portal (the apps table). */
  adminAreaUrl: string | null;
  demoVideoUrl: string | null;
  /** The cloud console's page that creates a virtual machine: the calculator's 'Создать' (decision 017). */
  cloudConsoleVmUrl: string;
  publicUrl: string;
  webDistDir: string;
  /** The provisioner simulator's deployment time, and how jobs run (a dead worker's job is taken over by heartbeat, jobs/takeover.ts). */
  provisionerDeployMs: number;
  jobs: BossOptions;
  /** PostgreSQL waits: connection, statement, lock, idle transaction (ms). */
  database: DatabaseLimits;
  /** Partner codes the application subscription limit applies to. */
  applicationLimitPartnerCodes: string[];
  /** TaxRegistry adapter: the built-in directory, or DaData's party lookup with a server-side key. */
  taxRegistry: { kind: 'directory' } | { kind: 'dadata'; apiKey: string; url: string | null };
  /** CityDirectory adapter: the built-in list of Russian cities, or DaData's address suggestions with a server-side key. */
  cityDirectory: { kind: 'builtin' } | { kind: 'dadata'; apiKey: string; url: string | null };
  /** Spam limits of the public site form endpoint (decision 024); the defaults are the domain's SITE_FORM_LIMITS. */
  siteForm: SiteFormLimits;
  /** The vendor's requisites printed on invoices and acts (issue 24), and its billing mailbox; the demo world's by default. */
  vendor: VendorRequisites;
};

export type VendorRequisites = {
  name: string;
  inn: string;
  kpp: string;
  address: string;
  bank: string;
  bik: string;
  account: string;
  correspondentAccount: string;
  /** The vendor's billing mailbox: the letter of each act refused by a partner goes there (VENDOR_EMAIL). */
  email: string;
  /** Whole-percent VAT the vendor charges (VENDOR_VAT_RATE), or null for none: the XML УПД is then ДОП «без НДС». */
  vatRate: number | null;
  /** Who signs the vendor's documents (VENDOR_SIGNER_POSITION, VENDOR_SIGNER_NAME «Фамилия Имя Отчество»). */
  signer: { position: string; lastName: string; firstName: string; middleName: string | null };
  /** The vendor's identifier at its electronic document operator (VENDOR_EDO_ID); else its ИНН and КПП stand in. */
  participantId: string | null;
};

/** «Соколов Андрей Викторович» as the format's name parts. */
function personOf(fullName: string): Omit<VendorRequisites['signer'], 'position'> {
  const [lastName = '', firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { lastName, firstName, middleName: rest.length > 0 ? rest.join(' ') : null };
}

function vatRateOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'none') return null;
  return Number(value);
}

export type SiteFormLimits = {
  addressSubmissions: number;
  addressWindowMs: number;
  addressChallenges: number;
  formSubmissions: number;
  formWindowMs: number;
  minFillMs: number;
  challengeTtlMs: number;
  difficultyBits: number;
};

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    production: env.NODE_ENV === 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Портал партнеров 1С:ГРМ <noreply@portal.local>',
    cookieSecure: flag(env.COOKIE_SECURE, false),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 14),
    logLevel: env.LOG_LEVEL ?? 'info',
    checkResponses: flag(env.CHECK_RESPONSES, false),
    jobsInProcess: flag(env.JOBS_IN_PROCESS, true),
    seedDemo: flag(env.SEED_DEMO, true),
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), timeWindowMs: 60_000 },
    apiRateLimit: { max: Number(env.API_RATE_LIMIT ?? API_TOKEN_RATE_LIMIT_PER_MINUTE), timeWindowMs: 60_000 },
    webhooks: {
      allowLocalHttp: flag(env.WEBHOOK_ALLOW_LOCAL_HTTP, env.NODE_ENV !== 'production'),
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? WEBHOOK_TIMEOUT_MS),
      resolve: systemResolver,
    },
    trustedProxies: list(env.TRUSTED_PROXIES),
    metricsToken: env.METRICS_TOKEN || null,
    adminAreaUrl: env.ADMIN_AREA_URL || null,
    demoVideoUrl: env.DEMO_VIDEO_URL || null,
    cloudConsoleVmUrl: env.CLOUD_CONSOLE_VM_URL || 'https://msk.cloud.vk.com/app/services/infra/servers/add',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDistDir: env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
    provisionerDeployMs: Number(env.PROVISIONER_DEPLOY_MS ?? 3000),
    jobs: {
      ...DEFAULT_BOSS_OPTIONS,
      superviseIntervalSeconds: Number(env.JOB_SUPERVISE_SECONDS ?? DEFAULT_BOSS_OPTIONS.superviseIntervalSeconds),
      deployExpireSeconds: Number(env.DEPLOY_JOB_EXPIRE_SECONDS ?? DEFAULT_BOSS_OPTIONS.deployExpireSeconds),
      deployConcurrency: Number(env.DEPLOY_CONCURRENCY ?? DEFAULT_BOSS_OPTIONS.deployConcurrency),
      webhookFirstRetrySeconds: Number(env.WEBHOOK_RETRY_DELAY_SECONDS ?? DEFAULT_BOSS_OPTIONS.webhookFirstRetrySeconds),
    },
    database: {
      connectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS ?? DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
      statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
      lockTimeoutMs: Number(env.DB_LOCK_TIMEOUT_MS ?? DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
      idleInTransactionTimeoutMs: Number(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
    },
    applicationLimitPartnerCodes: list(env.APPLICATION_LIMIT_PARTNER_CODES),
    taxRegistry:
      env.TAX_REGISTRY === 'dadata' && env.DADATA_API_KEY
        ? { kind: 'dadata', apiKey: env.DADATA_API_KEY, url: env.DADATA_URL || null }
        : { kind: 'directory' },
    cityDirectory:
      env.CITY_DIRECTORY === 'dadata' && env.DADATA_API_KEY
        ? { kind: 'dadata', apiKey: env.DADATA_API_KEY, url: env.DADATA_ADDRESS_URL || null }
        : { kind: 'builtin' },
    siteForm: {
      addressSubmissions: Number(env.SITE_FORM_ADDRESS_LIMIT ?? SITE_FORM_LIMITS.addressSubmissions),
      addressWindowMs: SITE_FORM_LIMITS.addressWindowMs,
      addressChallenges: Number(env.SITE_FORM_ADDRESS_CHALLENGES ?? SITE_FORM_LIMITS.addressChallenges),
      formSubmissions: Number(env.SITE_FORM_FORM_LIMIT ?? SITE_FORM_LIMITS.formSubmissions),
      formWindowMs: SITE_FORM_LIMITS.formWindowMs,
      minFillMs: Number(env.SITE_FORM_MIN_FILL_MS ?? SITE_FORM_LIMITS.minFillMs),
      challengeTtlMs: SITE_FORM_LIMITS.challengeTtlMs,
      difficultyBits: Number(env.SITE_FORM_DIFFICULTY_BITS ?? SITE_FORM_LIMITS.difficultyBits),
    },
    vendor: {
      name: env.VENDOR_NAME ?? 'ООО «1С-Облако»',
      inn: env.VENDOR_INN ?? '7701234560',
      kpp: env.VENDOR_KPP ?? '770101001',
      address: env.VENDOR_ADDRESS ?? '127434, г. Москва, Дмитровское шоссе, д. 9',
      bank: env.VENDOR_BANK ?? 'ПАО «Северный банк», г. Москва',
      bik: env.VENDOR_BIK ?? '044525000',
      account: env.VENDOR_ACCOUNT ?? '40702810900000012345',
      correspondentAccount: env.VENDOR_CORRESPONDENT_ACCOUNT ?? '30101810400000000225',
      email: env.VENDOR_EMAIL ?? 'billing@1c-cloud.demo',
      vatRate: vatRateOf(env.VENDOR_VAT_RATE),
      signer: {
        position: env.VENDOR_SIGNER_POSITION ?? 'Генеральный директор',
        ...personOf(env.VENDOR_SIGNER_NAME ?? 'Соколов Андрей Викторович'),
      },
      participantId: env.VENDOR_EDO_ID || null,
    },
    ...overrides,
  };
}

/**
 * Why the API process must not start with this configuration: one English line each, for the operator's log. In
 * production /metrics needs its token: behind a reverse proxy on the same host every visitor is a loopback caller, so
 * the loopback rule alone would make the metrics public.
 */
export function configProblems(config: Config): string[] {
  const problems: string[] = [];
  const { vatRate, signer } = config.vendor;
  if (vatRate !== null && !UPD_VAT_RATES.includes(vatRate)) {
    problems.push(`VENDOR_VAT_RATE must be empty (no VAT) or one of the УПД format's rates: ${UPD_VAT_RATES.join(', ')}`);
  }
  if (signer.lastName === '' || signer.firstName === '') {
    problems.push("VENDOR_SIGNER_NAME must hold the signer's surname and first name («Фамилия Имя Отчество»)");
  }
  if (config.production && config.metricsToken === null) {
    problems.push(
      'METRICS_TOKEN is required when NODE_ENV=production: set it to a long random string and have the Prometheus scraper send it as "Authorization: Bearer <token>"',
    );
  }
  return problems;
}
