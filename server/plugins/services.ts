import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppDependencies, Repositories } from '../appDependencies';
import type { Brand } from '../config/brand/brand';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { ConfigRuntime } from '../config/runtime/configRuntime';
import type { ConfigDocuments } from '../../shared/config/readConfigDocuments';
import type { MessageWriter } from '../http/messages';
import type { JobQueue } from '../jobs/queue';
import { createMailTemplates, type MailTemplates } from '../mail/templates';
import { createFileStorage } from '../storage/createFileStorage';
import type { FileStorage } from '../storage/fileStorage';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    db: Kysely<DB>;
    /** The tables' repositories, built once (createRepositories). */
    repositories: Repositories;
    jobs: JobQueue;
    brand: Brand;
    /**
     * The configuration versions: the live one for new visitors and signups, and the one each user
     * is pinned to, with its flow (which stepName to store after a save) and step validators.
     */
    configs: ConfigRuntime;
    /** The repository's configuration files as deployed: the default copy the build bundled. */
    repository: ConfigDocuments;
    /** The suffix after a tenant's subdomain (".onramp.app"). */
    tenantDomainSuffix: string;
    /** The account mails in the brand's name and copy. */
    mail: MailTemplates;
    /** Renders error messages in the brand's default language. */
    messages: MessageWriter;
    /** Where uploaded and scraped logos are kept. */
    storage: FileStorage;
  }
}

export const SERVICES_PLUGIN = 'onramp-services';

/** Decorates the root instance, once, with the services every feature plugin reads. */
export const servicesPlugin = fastifyPlugin<AppDependencies>(
  async (app, deps) => {
    app.decorate('config', deps.config);
    app.decorate('database', deps.database);
    app.decorate('db', deps.database.db);
    app.decorate('repositories', deps.repositories);
    app.decorate('jobs', deps.jobs);
    app.decorate('brand', deps.brand);
    app.decorate('configs', deps.configs);
    app.decorate('repository', deps.repository);
    app.decorate('tenantDomainSuffix', deps.tenantDomainSuffix);
    app.decorate('messages', deps.messages);
    app.decorate('storage', await createFileStorage(deps.config));
    app.decorate('mail', createMailTemplates(deps.config, deps.brand, deps.tenantDomainSuffix));
  },
  { name: SERVICES_PLUGIN },
);
