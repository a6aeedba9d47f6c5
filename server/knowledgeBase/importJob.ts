import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema';
import { scanHtml } from '../html/scanHtml';
import { jobSqlIn } from '../jobs/inTransaction';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import { SafeFetchError } from '../net/safeFetch';
import type { Fetcher } from '../scrape/fetcher';
import type { TenantsRepository } from '../tenants/tenantsRepository';
import type { UsersRepository } from '../users/usersRepository';

export const KNOWLEDGE_BASE_IMPORT_JOB = 'kb.import';

/** The start page and at most this many pages it links to, under the same path. */
const MAX_LINKED_PAGES = 9;
const MAX_BODY_CHARS = 200_000;
/** Failures worth a retry: the site may answer next time. */
const TRANSIENT = new Set(['timeout', 'network', 'dns_failed']);

export interface KnowledgeBaseImportJobData {
  userId: string;
}

export interface ImportedPage {
  url: string;
  title: string;
  body: string;
}

export async function queueKnowledgeBaseImport(
  jobs: JobQueue,
  trx: Transaction<DB>,
  userId: string,
): Promise<void> {
  await jobs.send<KnowledgeBaseImportJobData>(
    KNOWLEDGE_BASE_IMPORT_JOB,
    { userId },
    { singletonKey: userId, db: jobSqlIn(trx) },
  );
}

/** Links of the start page to pages on the same host under the start page's folder. */
function linkedPages(hrefs: string[], start: URL): string[] {
  const folder = start.pathname.replace(/[^/]*$/, '');
  const urls = new Set<string>();
  for (const href of hrefs) {
    try {
      const url = new URL(href, start);
      url.hash = '';
      if (url.host === start.host && url.pathname.startsWith(folder) && url.href !== start.href) {
        urls.add(url.toString());
      }
    } catch {
      // not a URL: nothing to import
    }
  }
  return [...urls].slice(0, MAX_LINKED_PAGES);
}

async function importPage(
  fetcher: Fetcher,
  url: string,
): Promise<ImportedPage & { links: string[] }> {
  const page = await fetcher(url, 'page');
  const { title, text, tags } = scanHtml(page.body.toString('utf8'));
  const links = tags.filter((t) => t.name === 'a').map((t) => t.attrs.get('href') ?? '');
  return { url: page.url, title: title || page.url, body: text.slice(0, MAX_BODY_CHARS), links };
}

export interface KnowledgeBaseImportDependencies {
  db: Kysely<DB>;
  users: Pick<UsersRepository, 'findById' | 'recordImportStatus'>;
  tenants: Pick<TenantsRepository, 'replaceDocuments'>;
  fetcher: Fetcher;
  logger: Logger;
}

/** Replaces the user's documents with `pages`, unless the saved URL changed meanwhile. */
async function storePages(
  deps: KnowledgeBaseImportDependencies,
  userId: string,
  source: string,
  pages: ImportedPage[],
) {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deps.users.recordImportStatus(userId, source, 'imported', trx))) return;
    await deps.tenants.replaceDocuments(userId, source, pages, trx);
  });
}

/**
 * Imports the user's knowledge base: the saved URL's page and pages it links to under the same
 * path, as plain text for full-text search. Re-running replaces the same rows.
 */
export function knowledgeBaseImportJob(
  deps: KnowledgeBaseImportDependencies,
): JobDefinition<KnowledgeBaseImportJobData> {
  return {
    name: KNOWLEDGE_BASE_IMPORT_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    policy: 'stately',
    async handle({ userId }) {
      const user = await deps.users.findById(userId);
      const source = user?.onboarding.knowledgebaseURL;
      if (typeof source !== 'string') return;
      let start: ImportedPage & { links: string[] };
      try {
        start = await importPage(deps.fetcher, source);
      } catch (error) {
        // The owner is told at once; a site that may answer later is still retried, and a retry
        // that works records the import.
        await deps.users.recordImportStatus(userId, source, 'failed');
        if (error instanceof SafeFetchError && TRANSIENT.has(error.code)) throw error;
        deps.logger.info({ userId, err: error }, 'knowledge base could not be imported');
        return;
      }
      const pages: ImportedPage[] = [{ url: start.url, title: start.title, body: start.body }];
      for (const url of linkedPages(start.links, new URL(start.url))) {
        try {
          const { links: _links, ...page } = await importPage(deps.fetcher, url);
          pages.push(page);
        } catch (error) {
          deps.logger.info({ userId, url, err: error }, 'knowledge base page skipped');
        }
      }
      await storePages(deps, userId, source, pages);
      deps.logger.info({ userId, pages: pages.length }, 'knowledge base imported');
    },
  };
}
