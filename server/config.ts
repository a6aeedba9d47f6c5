import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  apiVersion: string | undefined;
  apiBase: string;
  databaseUrl: string | undefined;
  dataDir: string;
  brand: string;
  logLevel: string;
  bodyLimit: number;
  staticDir: string;
  rootDir: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  tenantDomainSuffix: string | undefined;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
}

function readPort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
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
    dataDir: resolve(rootDir, env.DATA_DIR ?? 'data'),
    brand: env.BRAND?.trim() || 'default',
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    staticDir: resolve(rootDir, env.STATIC_DIR ?? 'dist'),
    rootDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    tenantDomainSuffix: env.TENANT_DOMAIN_SUFFIX || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
  };
}
