import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ChannelListener } from '../db/channelListener';
import { SERVICES_PLUGIN } from '../plugins/services';
import { EXPERIMENTS_CHANNEL, SESSION_ENDED_CHANNEL, USER_STATUS_CHANNEL } from './channels';
import { createReadThroughCache, type ReadThroughCache } from './readThroughCache';

/**
 * Caches the status polls (and signups) answer from, emptied by what the database announces
 * (migrations 0046 and 0048).
 */
export interface PollCaches {
  /** Keyed by session token hash; a session is forgotten when it is revoked, shortened or deleted. */
  perSession<V>(keepIf?: (value: V) => boolean): ReadThroughCache<V>;
  /** Keyed by user id; a user is forgotten when their row, payment or workspace changes. */
  perUser<V>(options?: AnnouncedCacheOptions<V>): ReadThroughCache<V>;
  /** Keyed by brand; a brand is forgotten when one of its experiments starts, stops or goes. */
  perBrandExperiment<V>(options?: AnnouncedCacheOptions<V>): ReadThroughCache<V>;
  /**
   * A change this server has just committed: forgotten here at once, for the request that follows
   * it (the database's announcement reaches every instance too, a moment later).
   */
  forgetUser(userId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pollCaches: PollCaches;
  }
}

export interface AnnouncedCacheOptions<V> {
  /**
   * Everything kept is also forgotten as soon as one of this server's queries has written one of
   * these tables, before the database's announcement arrives.
   */
  thisServerWrites?: readonly string[];
  keepIf?: (value: V) => boolean;
}

export const POLL_CACHES_PLUGIN = 'onramp-poll-caches';

// A session is re-read at least this often even if nothing is heard, so one missed announcement
// lets a revoked token through for seconds at most.
const SESSION_TTL_MS = 5_000;
// Announcements lost with a connection are covered by forgetting everything on reconnect; this
// only bounds a status that no announcement reached at all.
const USER_STATUS_TTL_MS = 60_000;
const EXPERIMENT_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * The poll caches of this server, and its ears for the database's announcements: every instance
 * hears every change (PostgreSQL LISTEN; embedded PGlite hears its own), and anything cached is
 * forgotten when a lost connection comes back.
 */
export const pollCachesPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const bySession = new Set<ReadThroughCache<unknown>>();
    const byUser = new Set<ReadThroughCache<unknown>>();
    const byBrandExperiment = new Set<ReadThroughCache<unknown>>();
    const create = <V>(
      set: Set<ReadThroughCache<unknown>>,
      ttlMs: number,
      keepIf?: (value: V) => boolean,
    ) => {
      const cache = createReadThroughCache<V>({ ttlMs, maxEntries: MAX_ENTRIES, keepIf });
      set.add(cache as ReadThroughCache<unknown>);
      return cache;
    };
    const forgetOnOwnWrites = <V>(
      cache: ReadThroughCache<V>,
      { thisServerWrites = [] }: AnnouncedCacheOptions<V>,
    ) => {
      for (const table of thisServerWrites) app.database.onWrite(table, () => cache.forgetAll());
      return cache;
    };
    app.decorate('pollCaches', {
      perSession: <V>(keepIf?: (value: V) => boolean) =>
        create<V>(bySession, SESSION_TTL_MS, keepIf),
      perUser: <V>(options: AnnouncedCacheOptions<V> = {}) =>
        forgetOnOwnWrites(create<V>(byUser, USER_STATUS_TTL_MS, options.keepIf), options),
      perBrandExperiment: <V>(options: AnnouncedCacheOptions<V> = {}) =>
        forgetOnOwnWrites(create<V>(byBrandExperiment, EXPERIMENT_TTL_MS, options.keepIf), options),
      forgetUser: (userId) => byUser.forEach((c) => c.forget(userId)),
    });

    let listener: ChannelListener | undefined;
    app.addHook('onReady', async () => {
      listener = await app.database.listen({
        channels: {
          [SESSION_ENDED_CHANNEL]: (tokenHash) => bySession.forEach((c) => c.forget(tokenHash)),
          [USER_STATUS_CHANNEL]: (userId) => byUser.forEach((c) => c.forget(userId)),
          [EXPERIMENTS_CHANNEL]: (brand) => byBrandExperiment.forEach((c) => c.forget(brand)),
        },
        onResync: () =>
          [...bySession, ...byUser, ...byBrandExperiment].forEach((c) => c.forgetAll()),
        onError: (error) => app.log.warn({ err: error }, 'poll cache listener lost; reconnecting'),
      });
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: POLL_CACHES_PLUGIN, dependencies: [SERVICES_PLUGIN] },
);
