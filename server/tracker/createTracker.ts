import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { embeddedTracker } from './embeddedTracker';
import { httpTracker } from './httpTracker';
import type { Tracker } from './tracker';

/** TRACKER_URL chooses the HTTP tracker; without it, leads go to the tracker_events table. */
export function createTracker(config: ServerConfig, db: Kysely<DB>): Tracker {
  return config.trackerUrl
    ? httpTracker(config.trackerUrl, config.trackerApiKey)
    : embeddedTracker(db);
}
