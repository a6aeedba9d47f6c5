import { sql, type Kysely } from 'kysely';

/**
 * Operator accounts for the Studio: their own table, sessions and audit log, apart from the
 * portal's users, so no user's session can ever open an operator's door.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE operators (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX operators_email ON operators (lower(email))`.execute(db);
  await sql`CREATE TABLE operator_sessions (
    id bigserial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE operator_audit (
    id bigserial PRIMARY KEY,
    operator_id uuid REFERENCES operators (id) ON DELETE SET NULL,
    action text NOT NULL,
    detail jsonb NOT NULL DEFAULT '{}'::jsonb,
    at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE operator_audit`.execute(db);
  await sql`DROP TABLE operator_sessions`.execute(db);
  await sql`DROP TABLE operators`.execute(db);
}
