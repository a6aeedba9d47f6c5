import type { Kysely } from 'kysely';
import type { ConfigProblem } from '../../../shared/config/problem';
import { ConfigError } from '../../../shared/config/problem';
import type { DB } from '../../db/schema';
import { mergeRepositoryChanges, sameFiles } from './mergeConfig';
import type { ConfigFiles } from './repositoryFiles';
import {
  configBaselineOf,
  configFilesOf,
  liveConfigVersion,
  publishConfigVersion,
  recordConfigBaseline,
  REPOSITORY_PUBLISHER,
  type ConfigVersion,
} from './versions';

export interface RepositorySync {
  live: ConfigVersion;
  /** Whether this start published the repository's changes as a new version. */
  published: boolean;
  conflicts: string[];
}

/**
 * At start: the brand's first version from the repository's files, or, when a deploy changed them
 * since the last start, a new version with those changes merged into the live one (operators'
 * edits of the same file or copy key win, and are reported). Refuses (ConfigError) a merge the
 * checker finds a problem in; servers starting together publish once.
 */
export async function syncRepositoryConfig(
  db: Kysely<DB>,
  brand: string,
  repository: ConfigFiles,
  check: (files: ConfigFiles) => ConfigProblem[],
): Promise<RepositorySync> {
  const live = await liveConfigVersion(db, brand);
  if (!live) {
    const first = await publishConfigVersion(db, {
      brand,
      files: repository,
      publishedBy: REPOSITORY_PUBLISHER,
      note: 'Seeded from the repository',
      whenLiveIs: null,
      baseline: repository,
    });
    return { live: first, published: true, conflicts: [] };
  }
  const base = await configBaselineOf(db, brand);
  if (sameFiles(base, repository)) return { live, published: false, conflicts: [] };
  const liveFiles = await configFilesOf(db, live.id);
  const merged = mergeRepositoryChanges(base, repository, liveFiles);
  if (sameFiles(merged.files, liveFiles)) {
    await recordConfigBaseline(db, brand, repository);
    return { live, published: false, conflicts: merged.conflicts };
  }
  const problems = check(merged.files);
  if (problems.length > 0) throw new ConfigError(problems);
  const next = await publishConfigVersion(db, {
    brand,
    files: merged.files,
    publishedBy: REPOSITORY_PUBLISHER,
    note:
      merged.conflicts.length > 0
        ? `Deployed from the repository; kept the operators' edits of ${merged.conflicts.join(', ')}`
        : 'Deployed from the repository',
    basedOn: live.id,
    whenLiveIs: live.id,
    baseline: repository,
  });
  return { live: next, published: next.id !== live.id, conflicts: merged.conflicts };
}
