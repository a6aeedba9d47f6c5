import type { Kysely } from 'kysely';
import type { Brand } from '../../config/brand/brand';
import type { ReadThroughCache } from '../../cache/readThroughCache';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/schema';
import type { ConfigRuntime } from '../../config/runtime/configRuntime';
import type { AfterReply } from '../../http/afterReply';
import type { JobQueue } from '../../jobs/queue';
import type { MailTemplates } from '../../mail/templates';
import type { BotCheck } from '../../security/botCheck';
import type { RateLimiterFactory } from '../../security/rateLimits';
import type { Tracker } from '../../tracker/tracker';
import type { TenantsRepository } from '../../tenants/tenantsRepository';
import type { UsersRepository } from '../../users/usersRepository';
import type { Experiment } from '../../../shared/contract/studio';

/** What the account routes share: the database, adapters and settings, built once at start-up. */
export interface AccountContext {
  db: Kysely<DB>;
  users: UsersRepository;
  tenants: TenantsRepository;
  jobs: JobQueue;
  config: ServerConfig;
  brand: Brand;
  /** The live configuration for new signups; each user's own version for the rest. */
  configs: Pick<ConfigRuntime, 'live' | 'of'>;
  /** The bot check in force now: the environment's reCAPTCHA, else the live version's brand choice. */
  botCheck: () => BotCheck;
  tracker: Tracker;
  mails: MailTemplates;
  tenantDomainSuffix: string;
  limit: RateLimiterFactory;
  /** The experiment splitting each brand's signups (undefined: none), kept until one is announced. */
  runningExperiments: ReadThroughCache<Experiment | undefined>;
  afterReply: AfterReply;
}
