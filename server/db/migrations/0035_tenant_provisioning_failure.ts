import { sql, type Kysely } from 'kysely';

/**
 * When the last tenant.provision run failed, cleared as soon as a phase completes: while it is
 * set the tenant-building loader says the build is being retried instead of naming a phase.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tenants ADD COLUMN provisioning_failed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tenants DROP COLUMN provisioning_failed_at`.execute(db);
}
