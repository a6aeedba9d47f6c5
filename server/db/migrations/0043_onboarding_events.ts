import { sql, type Kysely } from 'kysely';

/**
 * What happened in the onboarding, written by the server in the transaction of the change it
 * describes, for the Studio's funnels: partitioned by month (each month one table, dropped whole
 * when it passes the retention), with a default partition so a write never fails for want of a
 * month's table. No personal data: a user id, never an email, name or answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE onboarding_events (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    occurred_at timestamptz NOT NULL DEFAULT now(),
    kind text NOT NULL,
    user_id uuid NOT NULL,
    brand text NOT NULL,
    config_version_id bigint,
    experiment_id bigint,
    arm text,
    language text,
    category text,
    step text,
    field text,
    message_id text,
    request_id text,
    PRIMARY KEY (id, occurred_at)
  ) PARTITION BY RANGE (occurred_at)`.execute(db);
  await sql`CREATE TABLE onboarding_events_default PARTITION OF onboarding_events DEFAULT`.execute(
    db,
  );
  await sql`CREATE INDEX onboarding_events_funnel_idx
    ON onboarding_events (brand, config_version_id, occurred_at)`.execute(db);
  await sql`CREATE INDEX onboarding_events_user_idx
    ON onboarding_events (user_id, kind, step)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE onboarding_events`.execute(db);
}
