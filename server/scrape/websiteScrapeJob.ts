import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema';
import type { ConfigRuntime } from '../config/runtime/configRuntime';
import { jobSqlIn } from '../jobs/inTransaction';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import {
  contentStoredName,
  publicUrlOf,
  storedNameOf,
  type FileStorage,
} from '../storage/fileStorage';
import { toOnboardingUserData } from '../users/userData';
import type { UsersRepository } from '../users/usersRepository';
import type { Fetcher } from './fetcher';
import { scrapeWebsite, type ScrapeOutcome } from './scrapeWebsite';

export const WEBSITE_SCRAPE_JOB = 'website.scrape';

export interface WebsiteScrapeJobData {
  userId: string;
}

/** Queues the scrape in the transaction that saves the website; one waiting per user at most. */
export async function queueWebsiteScrape(
  jobs: JobQueue,
  trx: Transaction<DB>,
  userId: string,
): Promise<void> {
  await jobs.send<WebsiteScrapeJobData>(
    WEBSITE_SCRAPE_JOB,
    { userId },
    { singletonKey: userId, db: jobSqlIn(trx) },
  );
}

export interface WebsiteScrapeDependencies {
  users: UsersRepository;
  storage: FileStorage;
  fetcher: Fetcher;
  configs: Pick<ConfigRuntime, 'of'>;
  tenantDomainSuffix: string;
  logger: Logger;
}

function brandingOf(outcome: ScrapeOutcome, logoUrl: string | null) {
  const found = outcome.palette.length > 0;
  return {
    scrappedLogoUrl: outcome.logo?.sourceUrl ?? null,
    logoUrl,
    logoStatus: outcome.logo ? 'success' : 'failed',
    paletteStatus: found ? 'success' : 'failed',
    paletteColor: found ? outcome.palette : ['', '', ''],
  };
}

/**
 * Scrapes the user's saved website and stores what it found, then moves the user from the
 * loader to the step after it. It reads the website from the database (a newer save wins) and
 * writes only if that website is still the saved one, so running it twice changes nothing more.
 */
export function websiteScrapeJob(
  deps: WebsiteScrapeDependencies,
): JobDefinition<WebsiteScrapeJobData> {
  return {
    name: WEBSITE_SCRAPE_JOB,
    retryLimit: 3,
    retryDelaySeconds: 5,
    policy: 'stately',
    async handle({ userId }) {
      const user = await deps.users.findById(userId);
      if (!user) return;
      const websiteUrl = user.onboarding.websiteUrl;
      const outcome: ScrapeOutcome =
        typeof websiteUrl === 'string'
          ? await scrapeWebsite(websiteUrl, deps.fetcher)
          : { logo: null, palette: [], problems: ['no website saved'] };
      let logoUrl: string | null = null;
      if (outcome.logo) {
        const name = contentStoredName(userId, outcome.logo.png);
        await deps.storage.save(name, outcome.logo.png);
        logoUrl = publicUrlOf(name);
      }
      const branding = brandingOf(outcome, logoUrl);
      const userData = { ...toOnboardingUserData(user, deps.tenantDomainSuffix), ...branding };
      // A flow without a loader step leaves stepName where the save put it.
      const { flow } = await deps.configs.of(user.config_version_id);
      const loader = flow.stepWithRole('loader')?.name ?? null;
      const after = loader ? flow.stepAfterSave({ ...userData, stepName: loader }, loader) : null;
      const updated = await deps.users.saveScrapedBranding(userId, websiteUrl, branding, {
        loader,
        after,
      });
      deps.logger.info(
        {
          userId,
          logo: branding.logoStatus,
          palette: branding.paletteStatus,
          problems: outcome.problems,
          stale: !updated,
        },
        'website scraped',
      );
      const previous = storedNameOf(user.onboarding.logoUrl as string | undefined);
      if (updated && previous && publicUrlOf(previous) !== logoUrl) {
        await deps.storage.remove(previous);
      }
    },
  };
}
