import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../server/db/migrations';
import { migrateToLatest } from '../../../server/db/migrate';
import { createThrowawayDatabase, postgresAdminUrl } from '../support/databases';

const OPERATOR_ID = '00000000-0000-4000-8000-000000000001';
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes)).toISOString();

/** Migrates up to (and with) `last` only, as a database that ran them before a release. */
async function migrateUpTo(db: Kysely<unknown>, last: string): Promise<void> {
  const some = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => some },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
}

// The history is written with raw SQL on one database, so PostgreSQL only (PGlite opens migrated).
describe.runIf(postgresAdminUrl())('the live changes made before 0055 recorded them', () => {
  it('adds the rollbacks and experiment stops, each replacing the switch before it in time', async () => {
    const { databaseUrl, drop } = await createThrowawayDatabase(postgresAdminUrl()!);
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
    });
    try {
      await migrateUpTo(db, '0049_operator_refused_sign_ins');
      await sql`INSERT INTO operators (id, email, password_hash)
        VALUES (${OPERATOR_ID}, 'ops@example.com', 'x')`.execute(db);
      const publish = async (number: number, basedOn: string | null, minute: number) =>
        (
          await sql<{ id: string }>`INSERT INTO config_versions
            (brand, number, based_on, note, published_by, published_at)
            VALUES ('beacon', ${number}, ${basedOn}, '', 'ops', ${at(minute)}) RETURNING id`.execute(
            db,
          )
        ).rows[0]!.id;
      const rollBack = (versionId: string, minute: number) =>
        sql`INSERT INTO operator_audit (operator_id, action, detail, at)
          VALUES (${OPERATOR_ID}, 'config.rolledBack',
            ${JSON.stringify({ versionId, number: 0 })}::jsonb, ${at(minute)})`.execute(db);
      const v1 = await publish(1, null, 0);
      const v2 = await publish(2, v1, 10);
      await rollBack(v1, 20);
      // Its draft was based on version 2, but version 1 was live when it was published.
      const v3 = await publish(3, v2, 30);
      await sql`INSERT INTO experiments (brand, name, control_version_id, variant_version_id,
          variant_share, started_by, started_at, stopped_by, stopped_at, winner)
        VALUES ('beacon', 'x', ${v3}, ${v2}, 0.5, 'ops', ${at(35)}, 'ops', ${at(40)}, 'variant')`.execute(
        db,
      );
      // A stale rollback to the version already live changed nothing.
      await rollBack(v2, 50);

      await migrateUpTo(db, '0055_config_live_changes');
      // After 0055, a rollback records itself as well as its audit row: it is not added twice.
      await sql`INSERT INTO config_live_changes
          (brand, version_id, previous_version_id, kind, changed_by)
        VALUES ('beacon', ${v3}, ${v2}, 'rolledBack', ${OPERATOR_ID})`.execute(db);
      await rollBack(v3, 0);
      await sql`UPDATE operator_audit SET at = now() WHERE at = ${at(0)}`.execute(db);
      await migrateToLatest(db);

      const changes = await sql<{
        kind: string;
        version_id: string;
        previous_version_id: string | null;
        changed_by: string;
      }>`SELECT kind, version_id, previous_version_id, changed_by FROM config_live_changes
        ORDER BY changed_at, id`.execute(db);
      expect(changes.rows).toEqual([
        { kind: 'published', version_id: v1, previous_version_id: null, changed_by: 'ops' },
        { kind: 'published', version_id: v2, previous_version_id: v1, changed_by: 'ops' },
        { kind: 'rolledBack', version_id: v1, previous_version_id: v2, changed_by: OPERATOR_ID },
        { kind: 'published', version_id: v3, previous_version_id: v1, changed_by: 'ops' },
        { kind: 'experimentStopped', version_id: v2, previous_version_id: v3, changed_by: 'ops' },
        { kind: 'rolledBack', version_id: v3, previous_version_id: v2, changed_by: OPERATOR_ID },
      ]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
