import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ConfigVersion } from '../config/store/versions';
import { ApiError, message } from '../http/envelope';
import { operatorEmails } from './operators';

/**
 * The 409 of an edit whose base is no longer live, naming the version that is and who published
 * it (an operator's email, or "repository" for a deploy), so the Studio can say who did.
 */
export async function versionConflict(
  db: Kysely<DB>,
  live: ConfigVersion | undefined,
): Promise<ApiError> {
  const emails = live ? await operatorEmails(db, [live.publishedBy]) : new Map<string, string>();
  return new ApiError(409, 'version_conflict', message('errors.versionConflict'), {
    liveVersionId: live?.id ?? null,
    liveNumber: live?.number ?? null,
    publishedBy: live ? (emails.get(live.publishedBy) ?? live.publishedBy) : null,
  });
}
