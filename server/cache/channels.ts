/**
 * NOTIFY channels the database's triggers raise (migrations 0046 to 0048), each with how long a
 * cache keeps an entry that no announcement reached. A new channel is a line here and a trigger;
 * server/cache/pollCaches.ts listens to whichever channels its caches name.
 */
import type { AnnouncingChannel } from './pollCaches';

/** Payload: the hash of a session's token that was revoked, shortened or deleted. */
export const SESSION_ENDED: AnnouncingChannel = {
  name: 'onramp_session_ended',
  // Re-read at least this often even if nothing is heard, so one missed announcement lets a
  // revoked token through for seconds at most.
  ttlMs: 5_000,
};

/** Payload: the user id whose row, payment, workspace or language changed. */
export const USER_STATUS: AnnouncingChannel = {
  name: 'onramp_user_status',
  // Announcements lost with a connection are covered by forgetting everything on reconnect; this
  // only bounds a status that no announcement reached at all.
  ttlMs: 60_000,
};

/** Payload: the brand whose experiment started, stopped or was removed. */
export const EXPERIMENTS: AnnouncingChannel = { name: 'onramp_experiments', ttlMs: 60_000 };
