import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { createRepositories } from '../../../server/appDependencies';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import type { JobQueue } from '../../../server/jobs/queue';
import { loadActiveManifests } from '../../../server/config/brand/loadActiveManifests';
import { startConfigurations, startServer, type RunningServer } from '../../../server/server';

export function tempDir(prefix = 'onramp-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A server config for tests: a free port, quiet logs, every /api answer checked against its
 * declared schema (an answer outside it is 500 answer_drift), and whatever the test overrides.
 */
export function testConfig(env: Record<string, string | undefined> = {}): ServerConfig {
  return loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    CHECK_ANSWERS: 'true',
    ...env,
  } as NodeJS.ProcessEnv);
}

export function startTestServer(
  env: Record<string, string | undefined> = {},
  logger: pino.Logger = pino({ level: 'silent' }),
): Promise<RunningServer> {
  return startServer(testConfig(env), logger);
}

/** A queue that takes every job and runs none: for apps whose tests do not reach the jobs. */
export const idleJobs: JobQueue = {
  send: async () => null,
  wake: () => {},
  hasLiveJob: async () => false,
  stop: async () => {},
};

/**
 * The HTTP app on an embedded database, not listening and not yet ready (a test may add routes):
 * for app.inject. Close both when done.
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  jobs: JobQueue = idleJobs,
): Promise<{ app: FastifyInstance; database: Database }> {
  const config = testConfig(env);
  const database = await openDatabase({});
  const manifests = loadActiveManifests(config);
  const logger = pino({ level: 'silent' });
  const configs = await startConfigurations(config, manifests, database, logger);
  const repositories = createRepositories(database.db);
  const app = await buildApp({
    config,
    database,
    repositories,
    jobs,
    configs,
    ...manifests,
    logger,
  });
  app.addHook('onClose', () => configs.close());
  return { app, database };
}
