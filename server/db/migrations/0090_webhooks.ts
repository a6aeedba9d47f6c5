import { sql, type Kysely } from 'kysely';

/**
 * Outbound webhooks. An endpoint belongs to a brand and lists the events it wants; its signing
 * secret is kept as is (it signs every delivery), and after a rotation the previous one keeps
 * signing beside it until previous_secret_expires_at. A delivery is one event (message_id is the
 * webhook-id header, shared by every endpoint and by replays) to one endpoint, with its attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE webhook_endpoints (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    brand text NOT NULL,
    url text NOT NULL,
    description text NOT NULL DEFAULT '',
    events text[] NOT NULL,
    secret text NOT NULL,
    previous_secret text,
    previous_secret_expires_at timestamptz,
    disabled_at timestamptz,
    created_by uuid REFERENCES operators (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX webhook_endpoints_brand ON webhook_endpoints (brand, created_at)`.execute(
    db,
  );
  await sql`CREATE TABLE webhook_deliveries (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    message_id text NOT NULL,
    event_type text NOT NULL,
    payload jsonb NOT NULL,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'succeeded', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    last_status_code integer,
    last_error text,
    last_duration_ms integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_attempt_at timestamptz,
    next_attempt_at timestamptz,
    finished_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_deliveries`.execute(db);
  await sql`DROP TABLE webhook_endpoints`.execute(db);
}
