import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** An operator counts as here while their last heartbeat is this recent (the Studio sends one every 15 s). */
export const PRESENCE_WINDOW_SECONDS = 45;

/** Another operator with the Studio open: who, and the live version their draft started from. */
export interface PresentOperator {
  email: string;
  baseVersionId: string | null;
  lastSeen: Date;
}

/** An operator's heartbeat: here now, editing from `baseVersionId` (null: none loaded yet). */
export async function recordPresence(
  db: Kysely<DB>,
  operatorId: string,
  baseVersionId: string | null,
): Promise<void> {
  await db
    .insertInto('studio_presence')
    .values({ operator_id: operatorId, base_version_id: baseVersionId })
    .onConflict((oc) =>
      oc
        .column('operator_id')
        .doUpdateSet({ base_version_id: baseVersionId, last_seen: sql<Date>`now()` }),
    )
    .execute();
}

/** The operators other than `operatorId` seen in the last PRESENCE_WINDOW_SECONDS, by email. */
export async function othersPresent(
  db: Kysely<DB>,
  operatorId: string,
): Promise<PresentOperator[]> {
  const rows = await db
    .selectFrom('studio_presence')
    .innerJoin('operators', 'operators.id', 'studio_presence.operator_id')
    .select(['operators.email', 'studio_presence.base_version_id', 'studio_presence.last_seen'])
    .where('studio_presence.operator_id', '!=', operatorId)
    .where(
      'studio_presence.last_seen',
      '>',
      sql<Date>`now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS})`,
    )
    .orderBy('operators.email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    baseVersionId: row.base_version_id === null ? null : String(row.base_version_id),
    lastSeen: row.last_seen,
  }));
}
