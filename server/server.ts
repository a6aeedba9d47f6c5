import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { createRepositories } from './appDependencies';
import { funnelRollupJob } from './analytics/funnelRollupJob';
import { eventPartitionsJob } from './analytics/partitionJob';
import { ensureEventPartitions } from './analytics/partitions';
import { purgeExpiredJob } from './auth/purgeExpired';
import { createLanguageCopies } from './config/brand/copy';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { deliverMailJob } from './mail/deliverJob';
import { requeueUnsentMailJob } from './mail/requeueUnsentMail';
import { createMailTransport } from './mail/transport';
import { loadActiveManifests, type ActiveManifests } from './config/brand/loadActiveManifests';
import { startConfigRuntime, type ConfigRuntime } from './config/runtime/configRuntime';
import { watchRepositoryConfig } from './config/runtime/watchRepository';
import { onboardingJobs } from './onboarding/jobs';
import { scheduledPublishJob } from './studio/scheduledPublishJob';
import { provisionTenantJob } from './tenants/provisioning';
import { adopterSettingsOf } from './tenants/adopter/handOver';
import { deliverWebhookJob } from './webhooks/deliverJob';
import { sealStoredSecrets } from './security/sealStoredSecrets';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  jobs: JobQueue;
  url: string;
  close(): Promise<void>;
}

/** Validates manifests, opens the database, starts the job workers, then the HTTP listener. */
export async function startServer(
  config: ServerConfig,
  logger: Logger = pino({ level: config.logLevel }),
): Promise<RunningServer> {
  const manifests = loadActiveManifests(config);
  const { brand } = manifests;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedSharedBuffersMb: config.embeddedSharedBuffersMb,
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
    onIdleError: (error) =>
      logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    onEmbeddedCrash: (error) => {
      logger.fatal({ err: error }, 'the embedded database stopped: exiting, to be restarted');
      process.exit(1);
    },
  });
  const repositories = createRepositories(database.db);
  let jobs: JobQueue | undefined;
  let configs: ConfigRuntime | undefined;
  try {
    configs = await startConfigurations(config, manifests, database, logger);
    await ensureEventPartitions(database.db);
    await sealStoredSecrets(database.db, config.secrets, logger);
    const transport = createMailTransport(config.smtpUrl);
    jobs = await startJobQueue(
      database.connectionString,
      [
        deliverMailJob(database.db, transport, config.mailRetryDelaySeconds),
        requeueUnsentMailJob({ db: database.db, logger }),
        eventPartitionsJob({
          db: database.db,
          retentionMonths: config.eventRetentionMonths,
          logger,
        }),
        funnelRollupJob({ db: database.db, logger }),
        purgeExpiredJob({
          db: database.db,
          cron: config.purgeSchedule,
          graceSeconds: config.purgeGraceHours * 3600,
          logger,
        }),
        provisionTenantJob({
          db: database.db,
          ...repositories,
          brand,
          publicUrl: config.publicUrl,
          tenantDomainSuffix: manifests.tenantDomainSuffix,
          configs,
          copyIn: createLanguageCopies(config.rootDir, brand),
          adopter: adopterSettingsOf(config),
          logger,
        }),
        scheduledPublishJob({ db: database.db, configs, logger }),
        deliverWebhookJob({
          db: database.db,
          config: config.webhooks,
          allowLoopback: config.fetchAllowLoopback,
          secrets: config.secrets,
          logger,
        }),
        ...(await onboardingJobs({
          db: database.db,
          users: repositories.users,
          tenants: repositories.tenants,
          config,
          configs,
          tenantDomainSuffix: manifests.tenantDomainSuffix,
          logger,
        })),
      ],
      logger,
    );
    const app = await buildApp({
      config,
      database,
      repositories,
      jobs,
      configs,
      ...manifests,
      logger,
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ database: database.kind, brand: brand.id, port }, 'Onramp is serving');
    const runningJobs = jobs;
    const runningConfigs = configs;
    return {
      app,
      database,
      jobs: runningJobs,
      url: `http://localhost:${port}`,
      async close() {
        await app.close();
        await runningJobs.stop();
        await runningConfigs.close();
        await database.close();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await configs?.close();
    await database.close();
    throw error;
  }
}

/**
 * The brand's configuration versions, brought up to date with the repository's files (and kept
 * so while CONFIG_WATCH is on).
 */
export async function startConfigurations(
  config: ServerConfig,
  manifests: ActiveManifests,
  database: Database,
  logger: Logger,
): Promise<ConfigRuntime> {
  const configs = await startConfigRuntime({
    db: database.db,
    brandId: manifests.brand.id,
    rootDir: config.rootDir,
    repository: manifests.repository,
    listenUrl: database.kind === 'postgres' ? database.connectionString : undefined,
    logger,
  });
  if (!config.configWatch) return configs;
  const watcher = watchRepositoryConfig(config.rootDir, configs, logger);
  return {
    ...configs,
    async close() {
      watcher.close();
      await configs.close();
    },
  };
}
