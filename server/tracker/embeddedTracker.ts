import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Lead, Tracker } from './tracker';

/** Keeps every tracker call as a row of tracker_events, to be read or exported later. */
export function embeddedTracker(db: Kysely<DB>): Tracker {
  return {
    kind: 'embedded',
    async recordLead(lead: Lead) {
      await db
        .insertInto('tracker_events')
        .values({ kind: 'lead', user_id: lead.identify.userId, payload: JSON.stringify(lead) })
        .execute();
    },
  };
}
