import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { ConfigRuntime } from './config/runtime/configRuntime';
import type { ActiveManifests } from './config/brand/loadActiveManifests';

/**
 * What the HTTP application is built from, already started: the services plugin decorates the
 * instance with them once, and every feature plugin reads them from there.
 */
export interface AppDependencies extends ActiveManifests {
  config: ServerConfig;
  database: Database;
  jobs: JobQueue;
  configs: ConfigRuntime;
  logger: Logger;
}
