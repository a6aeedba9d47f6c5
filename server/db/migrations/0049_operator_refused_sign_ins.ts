import { sql, type Kysely } from 'kysely';

/**
 * The Studio's sign-in reads its limits from the refused sign-ins in its audit log (by email, in
 * the last window), once per attempt: this index keeps that a short read however long the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX operator_audit_refused_sign_ins
    ON operator_audit (lower(btrim(detail->>'email')), at)
    WHERE action = 'session.refused'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX operator_audit_refused_sign_ins`.execute(db);
}
