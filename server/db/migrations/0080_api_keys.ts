import { sql, type Kysely } from 'kysely';

/**
 * API keys for the adopting company's backend (shared/contract/apiKeyScopes.ts): only each key's
 * sha256 is kept, with a short visible prefix to find it by. Their use is audited in hourly counts
 * per key, route and status (bounded: a handful of rows per key and hour, pruned after 30 days);
 * who created and revoked a key is on its row and in operator_audit, and refused keys there too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE api_keys (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    brand text NOT NULL,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    scopes jsonb NOT NULL CHECK (jsonb_typeof(scopes) = 'array' AND jsonb_array_length(scopes) > 0),
    prefix text NOT NULL UNIQUE,
    secret_hash text NOT NULL,
    created_by uuid REFERENCES operators (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at timestamptz,
    revoked_by uuid REFERENCES operators (id) ON DELETE SET NULL
  )`.execute(db);
  await sql`CREATE INDEX api_keys_brand ON api_keys (brand, created_at)`.execute(db);
  await sql`CREATE TABLE api_key_usage (
    key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    hour timestamptz NOT NULL,
    route text NOT NULL,
    status smallint NOT NULL,
    count integer NOT NULL DEFAULT 1,
    PRIMARY KEY (key_id, hour, route, status)
  )`.execute(db);
  // Refused keys are counted per address before each key is checked: a short read.
  await sql`CREATE INDEX operator_audit_refused_api_keys
    ON operator_audit ((detail->>'address'), at)
    WHERE action = 'apiKey.refused'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX operator_audit_refused_api_keys`.execute(db);
  await sql`DROP TABLE api_key_usage`.execute(db);
  await sql`DROP TABLE api_keys`.execute(db);
}
