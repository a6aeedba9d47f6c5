import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { checkConfig } from '../../../shared/config/checkConfig';
import { META_SCHEMA_FILES } from '../../../shared/config/checks/metaSchema';
import type { DB } from '../../db/schema';
import { brandConfigOf, type ConfigFiles } from '../store/repositoryFiles';
import { syncRepositoryConfig } from '../store/repositorySync';
import {
  configDraftFilesOf,
  configFilesOf,
  isConfigVersionOf,
  liveConfigVersionId,
} from '../store/versions';
import { watchConfigPublishes, type PublishWatch } from '../store/watchPublishes';
import { compileFlowConfig, type FlowConfig } from './flowConfig';

const RESYNC_ATTEMPTS = 5;
const RESYNC_DELAY_MS = 1000;

/**
 * The configuration versions a server decides and serves by: the live one (new visitors and
 * signups) and any a user is pinned to, each compiled once (versions never change).
 */
export interface ConfigRuntime {
  live(): FlowConfig;
  /**
   * The version a user is pinned to; the live one for null (a user from before versions), and
   * for a version this code no longer accepts (logged: migrate its users).
   */
  of(versionId: string | null | undefined): Promise<FlowConfig>;
  /** A version of the brand by id, or undefined when the brand has none such (or it does not compile). */
  find(versionId: string): Promise<FlowConfig | undefined>;
  /** An unpublished draft whose preview link still works, compiled like a version. */
  findDraft(draftId: string): Promise<FlowConfig | undefined>;
  /** Reads which version is live again: after this server's own publish or rollback. */
  refreshLive(): Promise<void>;
  /** Merges the repository's files into the live version as a deploy does (development's watch). */
  syncRepository(repository: ConfigFiles): Promise<void>;
  close(): Promise<void>;
}

/** Compiled versions kept besides the live one; an older one is compiled again when asked for. */
const KEPT_VERSIONS = 16;

export async function startConfigRuntime(options: {
  db: Kysely<DB>;
  brandId: string;
  rootDir: string;
  /** The repository's configuration (meta-schemas and every brand's files). */
  repository: ConfigFiles;
  /** For PostgreSQL: hear other instances' publishes. Embedded PGlite belongs to one server. */
  listenUrl?: string;
  logger: Logger;
}): Promise<ConfigRuntime> {
  const { db, brandId, rootDir, logger } = options;
  // The meta-schemas are code: every version is checked against the deployed ones.
  const metaSchemas = new Map(
    Object.values(META_SCHEMA_FILES).map((file) => [file, options.repository.get(file)!]),
  );
  const check = (files: ConfigFiles) =>
    checkConfig(new Map([...metaSchemas, ...brandConfigOf(files, brandId)])).problems;
  const syncRepository = async (repository: ConfigFiles) => {
    const sync = await syncRepositoryConfig(db, brandId, brandConfigOf(repository, brandId), check);
    if (sync.published)
      logger.info({ version: sync.live.number }, 'published the repository configuration');
    if (sync.conflicts.length > 0)
      logger.warn({ kept: sync.conflicts }, 'kept operators’ edits over the repository’s changes');
    return sync;
  };
  const sync = await syncRepository(options.repository);

  const compiled = new Map<string, Promise<FlowConfig>>();
  const compile = (
    versionId: string,
    filesOf: () => Promise<ConfigFiles> = () => configFilesOf(db, versionId),
  ): Promise<FlowConfig> => {
    let found = compiled.get(versionId);
    if (found) {
      // Most recently used last, so the oldest is the first to go.
      compiled.delete(versionId);
    } else {
      found = filesOf().then((files) =>
        compileFlowConfig({ versionId, files, metaSchemas, brandId, rootDir }),
      );
      found.catch(() => compiled.delete(versionId));
    }
    compiled.set(versionId, found);
    while (compiled.size > KEPT_VERSIONS) compiled.delete(compiled.keys().next().value!);
    return found;
  };

  let live = await compile(sync.live.id);
  // The last version announced: an earlier announcement still compiling must not win over it.
  let wanted = live.versionId;
  const switchTo = async (versionId: string) => {
    wanted = versionId;
    if (versionId === live.versionId) return;
    try {
      const next = await compile(versionId);
      if (wanted !== versionId) return;
      live = next;
      logger.info({ versionId }, 'serving configuration version');
    } catch (error) {
      logger.error(
        { err: error, versionId },
        'the published version does not compile; keeping the last',
      );
    }
  };
  const refreshLive = async () => {
    const id = await liveConfigVersionId(db, brandId);
    if (id) await switchTo(id);
  };

  // After the listener reconnects, the pool's connections may still be the dead ones: try again
  // a few times rather than leave a publish missed while the database was away.
  const refreshAfterReconnect = async (attempt = 1): Promise<void> => {
    try {
      await refreshLive();
    } catch (error) {
      if (attempt >= RESYNC_ATTEMPTS) {
        logger.error({ err: error }, 'could not re-read the live version after reconnecting');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RESYNC_DELAY_MS * attempt));
      await refreshAfterReconnect(attempt + 1);
    }
  };

  let watch: PublishWatch | undefined;
  if (options.listenUrl) {
    watch = await watchConfigPublishes(options.listenUrl, {
      onPublish: (publish) => {
        if (publish.brand === brandId) void switchTo(publish.versionId);
      },
      onResync: () => void refreshAfterReconnect(),
      onError: (error) => logger.warn({ err: error }, 'configuration listener lost; reconnecting'),
    });
  }

  return {
    live: () => live,
    async of(versionId) {
      if (!versionId || versionId === live.versionId) return live;
      try {
        return await compile(versionId);
      } catch (error) {
        logger.error({ err: error, versionId }, 'a pinned version does not compile; serving live');
        return live;
      }
    },
    async find(versionId) {
      if (versionId === live.versionId) return live;
      if (!(await isConfigVersionOf(db, brandId, versionId))) return undefined;
      return compile(versionId).catch(() => undefined);
    },
    async findDraft(draftId) {
      const files = await configDraftFilesOf(db, brandId, draftId);
      if (!files) return undefined;
      return compile(`draft-${draftId}`, async () => files).catch(() => undefined);
    },
    refreshLive,
    async syncRepository(repository) {
      await syncRepository(repository);
      await refreshLive();
    },
    async close() {
      await watch?.close();
    },
  };
}
