import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { JobQueue } from './jobs/queue';
import type { ConfigRuntime } from './config/runtime/configRuntime';
import type { ActiveManifests } from './config/brand/loadActiveManifests';
import { createPaymentsRepository, type PaymentsRepository } from './payments/paymentsRepository';
import { createTenantsRepository, type TenantsRepository } from './tenants/tenantsRepository';
import { createUsersRepository, type UsersRepository } from './users/usersRepository';

/** The tables' repositories: every SQL statement on a table is in that table's repository. */
export interface Repositories {
  users: UsersRepository;
  tenants: TenantsRepository;
  payments: PaymentsRepository;
}

/** Built once per database, for the app (decorated by the services plugin) and the job workers. */
export function createRepositories(db: Kysely<DB>): Repositories {
  return {
    users: createUsersRepository(db),
    tenants: createTenantsRepository(db),
    payments: createPaymentsRepository(db),
  };
}

/**
 * What the HTTP application is built from, already started: the services plugin decorates the
 * instance with them once, and every feature plugin reads them from there.
 */
export interface AppDependencies extends ActiveManifests {
  config: ServerConfig;
  database: Database;
  repositories: Repositories;
  jobs: JobQueue;
  configs: ConfigRuntime;
  logger: Logger;
}
