import { sql, type Kysely } from 'kysely';

/**
 * Workspaces built in the adopter's own product. A brand may name one provisioning endpoint (its
 * signing secret kept as is, and after a rotation the previous one beside it until it expires).
 * A tenant records who builds it (decided when its row is made), when it was handed over, and
 * the URL the adopter's product named for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE provisioning_endpoints (
    brand text PRIMARY KEY,
    url text NOT NULL,
    secret text NOT NULL,
    previous_secret text,
    previous_secret_expires_at timestamptz,
    updated_by uuid REFERENCES operators (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`ALTER TABLE tenants
    ADD COLUMN built_by text NOT NULL DEFAULT 'onramp' CHECK (built_by IN ('onramp', 'adopter')),
    ADD COLUMN handed_over_at timestamptz,
    ADD COLUMN external_url text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tenants
    DROP COLUMN external_url,
    DROP COLUMN handed_over_at,
    DROP COLUMN built_by`.execute(db);
  await sql`DROP TABLE provisioning_endpoints`.execute(db);
}
