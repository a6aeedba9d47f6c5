import { sql, type Kysely } from 'kysely';

/**
 * The provisioning callbacks a tenant has had, by their webhook-id: a callback sent again (a
 * retry, or a captured one replayed within its signature's five minutes) is answered, not acted
 * on twice. Rows are purged a day after they came.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE provisioning_callback_receipts (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    webhook_id text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, webhook_id)
  )`.execute(db);
  // The daily purge of old rows.
  await sql`CREATE INDEX provisioning_callback_receipts_received_at
    ON provisioning_callback_receipts (received_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE provisioning_callback_receipts`.execute(db);
}
