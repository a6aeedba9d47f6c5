import { join, resolve } from 'node:path';
import type { DatabaseTimeouts } from './db/database';
import { DEFAULT_EMBEDDED_SHARED_BUFFERS_MB } from './db/embedded';
import { loadPaymentsConfig, type PaymentsConfig } from './payments/paymentsConfig';
import { secretBoxFromEnv, type SecretBox } from './security/secretBox';
import { loadStorageConfig, type StorageConfig } from './storage/storageConfig';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  apiVersion: string | undefined;
  apiBase: string;
  databaseUrl: string | undefined;
  /** Connections the server keeps open to the database. */
  databasePoolSize: number;
  /** How long a database that does not answer may hold a request, by stage. */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  /** The embedded engine's page cache (PostgreSQL's shared_buffers), in MB. */
  embeddedSharedBuffersMb: number;
  brand: string;
  logLevel: string;
  bodyLimit: number;
  staticDir: string;
  rootDir: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Serves the outbox at /dev/mailbox and {apiBase}/dev/mailbox.json, to loopback clients only. */
  devMailbox: boolean;
  /** Behind a reverse proxy: client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Development (npm run dev): publish the repository's configuration files again whenever one changes. */
  configWatch: boolean;
  /** First retry delay of a failed mail delivery; later retries back off exponentially. */
  mailRetryDelaySeconds: number;
  /** Cron expression (UTC) of the purge of expired sessions and tokens. */
  purgeSchedule: string;
  /** How long a session or token outlives its expiry, use or revocation before the purge deletes it. */
  purgeGraceHours: number;
  /** Whole months of onboarding events kept for the funnels; older months are dropped. */
  eventRetentionMonths: number;
  tenantDomainSuffix: string | undefined;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  /** The request header that carries the session token (sent to the client as auth_header_name). */
  authHeaderName: string;
  sessionTtlSeconds: number;
  passwordResetTtlSeconds: number;
  emailVerificationTtlSeconds: number;
  loginRedirectTtlSeconds: number;
  rateLimit: RateLimitConfig;
  altcha: AltchaConfig;
  trackerUrl: string | undefined;
  trackerApiKey: string | undefined;
  payments: PaymentsConfig;
  /** Which storage adapter keeps uploaded and scraped logos (STORAGE_DRIVER, S3_*). */
  storage: StorageConfig;
  /** Where the local-disk storage adapter (the default) keeps the logos. */
  uploadsDir: string;
  /** Promo codes the website step accepts, compared case-insensitively. */
  promoCodes: string[];
  llm: LlmConfig;
  /** Lets server-side fetches reach loopback addresses; for tests against a local site only. */
  fetchAllowLoopback: boolean;
  /** Checks every /api answer against its declared response schema (server/http/answerCheck.ts); for tests only. */
  checkAnswers: boolean;
  /** Seals the webhook and provisioning signing secrets in the database with SECRETS_KEY (secretBox). */
  secrets: SecretBox;
  /** The first Studio operator, created at start when there is none yet (OPERATOR_EMAIL, OPERATOR_PASSWORD). */
  firstOperator: { email: string; password: string } | undefined;
  /** How long an operator's Studio session lasts. */
  operatorSessionTtlSeconds: number;
  webhooks: WebhooksConfig;
  provisioning: AdopterProvisioningConfig;
}

/** Workspaces built by the adopter's product: the request's time limit and the callback's wait. */
export interface AdopterProvisioningConfig {
  timeoutMs: number;
  /** How long an accepted request's callback is awaited before the request is sent again. */
  callbackWaitSeconds: number;
  /** The wait before the request is sent again after the adopter called back that it failed. */
  retryAfterFailureSeconds: number;
}

/** Outbound webhooks: each attempt's time limit, the retries' backoff and the rotation overlap. */
export interface WebhooksConfig {
  timeoutMs: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  retryBaseSeconds: number;
  /** How long after the event a delivery is still retried before it is marked failed. */
  retryWindowSeconds: number;
  /** How long a rotated-out secret keeps signing beside the new one. */
  secretOverlapSeconds: number;
}

/** An OpenAI-compatible chat completions endpoint for campaign generation; unset baseUrl uses the built-in composer. */
export interface LlmConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Per route: at most `perIp` calls from one address and `perAccount` for one email or tenant, per window. */
export interface RateLimitConfig {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
  /** Set: counters live in this Redis, shared by every instance. Unset: in this process's memory. */
  redisUrl: string | undefined;
  /** Starts every key the limiter writes to Redis, so deployments sharing one Redis stay apart. */
  redisKeyPrefix: string;
}

export interface AltchaConfig {
  /** Unset: a random key is generated once and kept in the database. */
  hmacKey: string | undefined;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solver needs between half of this and this many attempts. */
  counterMax: number;
}

function readPort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function readPositiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

// PGlite's WebAssembly memory is addressed with 32 bits, and the cache must leave room for the rest.
const MAX_EMBEDDED_SHARED_BUFFERS_MB = 1024;

function readSharedBuffersMb(env: NodeJS.ProcessEnv): number {
  const name = 'EMBEDDED_SHARED_BUFFERS_MB';
  const value = readPositiveInt(env, name, DEFAULT_EMBEDDED_SHARED_BUFFERS_MB);
  if (value > MAX_EMBEDDED_SHARED_BUFFERS_MB) {
    throw new Error(`${name} may be at most ${MAX_EMBEDDED_SHARED_BUFFERS_MB}, got "${env[name]}"`);
  }
  return value;
}

function readList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * DEV_MAILBOX shows live sign-in and reset links to loopback clients; behind a proxy on the same
 * host every client arrives from loopback, so the two together would publish the mailbox.
 */
function readDevMailbox(env: NodeJS.ProcessEnv): { devMailbox: boolean; trustProxy: boolean } {
  const devMailbox = env.DEV_MAILBOX === 'true';
  const trustProxy = env.TRUST_PROXY === 'true';
  if (devMailbox && trustProxy) {
    throw new Error(
      'DEV_MAILBOX=true and TRUST_PROXY=true cannot be set together: behind a proxy every client ' +
        'may reach the server from this machine, and the mailbox shows live sign-in and reset ' +
        'links. Unset DEV_MAILBOX (read the outbox with npm run mailbox) or unset TRUST_PROXY.',
    );
  }
  return { devMailbox, trustProxy };
}

function readHeaderName(raw: string | undefined): string {
  const name = (raw?.trim() || 'x-onramp-token').toLowerCase();
  if (!/^[a-z0-9-]+$/.test(name)) {
    throw new Error(`AUTH_HEADER_NAME may hold only letters, digits and dashes, got "${raw}"`);
  }
  return name;
}

export function apiBasePath(version: string | undefined): string {
  return version ? `/api/${version}` : '/api';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rootDir = resolve(env.ONRAMP_ROOT ?? process.cwd());
  const port = readPort(env.PORT, 3000);
  const apiVersion = env.API_VERSION?.trim() || undefined;
  if (apiVersion && !/^[A-Za-z0-9._-]+$/.test(apiVersion)) {
    throw new Error(
      `API_VERSION may hold only letters, digits, dots, dashes and underscores, got "${apiVersion}"`,
    );
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    apiVersion,
    apiBase: apiBasePath(apiVersion),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: readPositiveInt(env, 'DATABASE_POOL_SIZE', 10),
    databaseTimeouts: {
      connectMs: readPositiveInt(env, 'DATABASE_CONNECT_TIMEOUT_SECONDS', 5) * 1000,
      statementMs: readPositiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 15) * 1000,
      queryMs: readPositiveInt(env, 'DATABASE_QUERY_TIMEOUT_SECONDS', 20) * 1000,
    },
    dataDir: resolve(rootDir, env.DATA_DIR ?? 'data'),
    embeddedSharedBuffersMb: readSharedBuffersMb(env),
    brand: env.BRAND?.trim() || 'default',
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    staticDir: resolve(rootDir, env.STATIC_DIR ?? 'dist'),
    rootDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    ...readDevMailbox(env),
    configWatch: env.CONFIG_WATCH === 'true',
    mailRetryDelaySeconds: readPositiveInt(env, 'MAIL_RETRY_DELAY_SECONDS', 5),
    purgeSchedule: env.PURGE_SCHEDULE?.trim() || '0 * * * *',
    purgeGraceHours: readPositiveInt(env, 'PURGE_GRACE_HOURS', 24),
    eventRetentionMonths: readPositiveInt(env, 'EVENT_RETENTION_MONTHS', 13),
    tenantDomainSuffix: env.TENANT_DOMAIN_SUFFIX || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaVerifyUrl:
      env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    authHeaderName: readHeaderName(env.AUTH_HEADER_NAME),
    sessionTtlSeconds: readPositiveInt(env, 'SESSION_TTL_HOURS', 24 * 7) * 3600,
    passwordResetTtlSeconds: readPositiveInt(env, 'PASSWORD_RESET_TTL_MINUTES', 60) * 60,
    emailVerificationTtlSeconds: readPositiveInt(env, 'EMAIL_VERIFICATION_TTL_HOURS', 48) * 3600,
    loginRedirectTtlSeconds: readPositiveInt(env, 'LOGIN_REDIRECT_TTL_MINUTES', 5) * 60,
    rateLimit: {
      windowSeconds: readPositiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 900),
      perIp: readPositiveInt(env, 'RATE_LIMIT_PER_IP', 100),
      perAccount: readPositiveInt(env, 'RATE_LIMIT_PER_ACCOUNT', 10),
      redisUrl: env.REDIS_URL || undefined,
      redisKeyPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'onramp:rate-limit:',
    },
    altcha: {
      hmacKey: env.ALTCHA_HMAC_KEY || undefined,
      cost: readPositiveInt(env, 'ALTCHA_COST', 5000),
      counterMax: readPositiveInt(env, 'ALTCHA_COUNTER_MAX', 10_000),
    },
    trackerUrl: env.TRACKER_URL || undefined,
    trackerApiKey: env.TRACKER_API_KEY || undefined,
    payments: loadPaymentsConfig(env),
    storage: loadStorageConfig(env),
    uploadsDir: resolve(rootDir, env.UPLOADS_DIR ?? join(env.DATA_DIR ?? 'data', 'uploads')),
    promoCodes: readList(env.PROMO_CODES),
    llm: {
      baseUrl: env.LLM_BASE_URL?.trim().replace(/\/+$/, '') || undefined,
      apiKey: env.LLM_API_KEY || undefined,
      model: env.LLM_MODEL?.trim() || 'gpt-4o-mini',
      timeoutMs: readPositiveInt(env, 'LLM_TIMEOUT_SECONDS', 30) * 1000,
    },
    fetchAllowLoopback: env.FETCH_ALLOW_LOOPBACK === 'true',
    checkAnswers: env.CHECK_ANSWERS === 'true',
    secrets: secretBoxFromEnv(env),
    firstOperator:
      env.OPERATOR_EMAIL && env.OPERATOR_PASSWORD
        ? { email: env.OPERATOR_EMAIL.trim(), password: env.OPERATOR_PASSWORD }
        : undefined,
    operatorSessionTtlSeconds: readPositiveInt(env, 'OPERATOR_SESSION_TTL_HOURS', 8) * 3600,
    webhooks: {
      timeoutMs: readPositiveInt(env, 'WEBHOOK_TIMEOUT_SECONDS', 10) * 1000,
      retryBaseSeconds: readPositiveInt(env, 'WEBHOOK_RETRY_BASE_SECONDS', 30),
      retryWindowSeconds: readPositiveInt(env, 'WEBHOOK_RETRY_WINDOW_SECONDS', 24 * 3600),
      secretOverlapSeconds: readPositiveInt(env, 'WEBHOOK_SECRET_OVERLAP_HOURS', 24) * 3600,
    },
    provisioning: {
      timeoutMs: readPositiveInt(env, 'PROVISIONING_TIMEOUT_SECONDS', 30) * 1000,
      callbackWaitSeconds: readPositiveInt(env, 'PROVISIONING_CALLBACK_WAIT_SECONDS', 900),
      retryAfterFailureSeconds: readPositiveInt(env, 'PROVISIONING_RETRY_SECONDS', 30),
    },
  };
}
