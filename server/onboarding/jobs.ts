import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import type { ConfigRuntime } from '../config/runtime/configRuntime';
import type { AnyJobDefinition } from '../jobs/queue';
import { knowledgeBaseImportJob } from '../knowledgeBase/importJob';
import { createSafeFetcher } from '../scrape/fetcher';
import { websiteScrapeJob } from '../scrape/websiteScrapeJob';
import { createFileStorage } from '../storage/createFileStorage';
import type { TenantsRepository } from '../tenants/tenantsRepository';
import type { UsersRepository } from '../users/usersRepository';

/** The onboarding steps' background work: the website scrape and the knowledge base import. */
export async function onboardingJobs(deps: {
  db: Kysely<DB>;
  users: UsersRepository;
  tenants: TenantsRepository;
  config: ServerConfig;
  configs: Pick<ConfigRuntime, 'of'>;
  tenantDomainSuffix: string;
  logger: Logger;
}): Promise<AnyJobDefinition[]> {
  const fetcher = createSafeFetcher({ allowLoopback: deps.config.fetchAllowLoopback });
  return [
    websiteScrapeJob({
      users: deps.users,
      storage: await createFileStorage(deps.config),
      fetcher,
      configs: deps.configs,
      tenantDomainSuffix: deps.tenantDomainSuffix,
      logger: deps.logger,
    }),
    knowledgeBaseImportJob({
      db: deps.db,
      users: deps.users,
      tenants: deps.tenants,
      fetcher,
      logger: deps.logger,
    }),
  ];
}
