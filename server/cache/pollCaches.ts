import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ChannelListener } from '../db/channelListener';
import { SERVICES_PLUGIN } from '../plugins/services';
import { createReadThroughCache, type ReadThroughCache } from './readThroughCache';

/** A database channel whose announcements name keys that caches should forget (channels.ts). */
export interface AnnouncingChannel {
  name: string;
  /** How long an entry is kept when no announcement reaches it. */
  ttlMs: number;
}

export interface AnnouncedCacheOptions<V> {
  /** Its keys are the channel's payloads: an announced key is forgotten on every instance. */
  channel: AnnouncingChannel;
  /**
   * Everything kept is also forgotten as soon as one of this server's queries has written one of
   * these tables, before the database's announcement arrives.
   */
  thisServerWrites?: readonly string[];
  /** Whether a value read is kept (an unknown token is not, so guessing cannot push others out). */
  keepIf?: (value: V) => boolean;
}

/** Caches the status polls (and signups) answer from, emptied by what the database announces. */
export interface PollCaches {
  /** A cache keyed by a channel's payloads. Made while the server starts, before it listens. */
  announced<V>(options: AnnouncedCacheOptions<V>): ReadThroughCache<V>;
  /**
   * A change this server has just committed: its key forgotten here at once, for the request that
   * follows it (the database's announcement reaches every instance too, a moment later).
   */
  forget(channel: AnnouncingChannel, key: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pollCaches: PollCaches;
  }
}

export const POLL_CACHES_PLUGIN = 'onramp-poll-caches';

const MAX_ENTRIES = 50_000;

/**
 * The poll caches of this server, and its ears for the database's announcements on the channels
 * its caches name: every instance hears every change (PostgreSQL LISTEN; embedded PGlite hears its
 * own), and anything cached is forgotten when a lost connection comes back.
 */
export const pollCachesPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const byChannel = new Map<string, Set<ReadThroughCache<unknown>>>();
    let listening = false;
    app.decorate('pollCaches', {
      announced: <V>({ channel, thisServerWrites = [], keepIf }: AnnouncedCacheOptions<V>) => {
        if (listening && !byChannel.has(channel.name))
          throw new Error(`A cache on ${channel.name} was made after the server began listening`);
        const cache = createReadThroughCache<V>({
          ttlMs: channel.ttlMs,
          maxEntries: MAX_ENTRIES,
          keepIf,
        });
        const caches = byChannel.get(channel.name) ?? new Set();
        byChannel.set(channel.name, caches.add(cache as ReadThroughCache<unknown>));
        for (const table of thisServerWrites) app.database.onWrite(table, () => cache.forgetAll());
        return cache;
      },
      forget: (channel, key) => byChannel.get(channel.name)?.forEach((c) => c.forget(key)),
    });

    let listener: ChannelListener | undefined;
    app.addHook('onReady', async () => {
      listening = true;
      const channels = Object.fromEntries(
        [...byChannel].map(([name, caches]) => [
          name,
          (key: string) => caches.forEach((c) => c.forget(key)),
        ]),
      );
      listener = await app.database.listen({
        channels,
        onResync: () => byChannel.forEach((caches) => caches.forEach((c) => c.forgetAll())),
        onError: (error) => app.log.warn({ err: error }, 'poll cache listener lost; reconnecting'),
      });
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: POLL_CACHES_PLUGIN, dependencies: [SERVICES_PLUGIN] },
);
