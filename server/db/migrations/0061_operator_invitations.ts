import { sql, type Kysely } from 'kysely';

/**
 * Invitations to the Studio: an admin names an email and a role; the link's token is kept only
 * as its sha256, expires, and is spent by the one acceptance that creates the operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE operator_invitations (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL,
    role text NOT NULL
      CHECK (role IN ('admin', 'publisher', 'editor', 'brandOwner', 'viewer')),
    token_hash text NOT NULL UNIQUE,
    invited_by uuid REFERENCES operators (id) ON DELETE SET NULL,
    expires_at timestamptz NOT NULL,
    accepted_at timestamptz,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX operator_invitations_pending ON operator_invitations (created_at)
    WHERE accepted_at IS NULL AND revoked_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE operator_invitations`.execute(db);
}
