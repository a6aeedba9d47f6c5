import { sql, type Kysely } from 'kysely';

const DIMENSIONS = `brand text NOT NULL,
    version text NOT NULL,
    language text NOT NULL,
    category text NOT NULL,
    day date NOT NULL`;

/**
 * The funnels' rollup: per brand and signup day, counts for every combination of the page's
 * filters (a filter not applied is stored as '*'), so a funnel over months reads a few thousand
 * rows instead of every event. Each owner's part is kept too, so an owner who acts again is
 * taken out and put back recounted. Events carry the id of the transaction that wrote them: the rollup
 * catches up from the oldest transaction that could still have been running when it last ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE onboarding_events
    ADD COLUMN tx bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)`.execute(db);
  await sql`CREATE INDEX onboarding_events_tx_idx ON onboarding_events (tx)`.execute(db);
  await sql`CREATE INDEX onboarding_events_signups_idx
    ON onboarding_events (brand, occurred_at) WHERE kind = 'signed_up'`.execute(db);

  await sql`CREATE TABLE funnel_rollup_totals (
    ${sql.raw(DIMENSIONS)},
    signups integer NOT NULL,
    checkouts_opened integer NOT NULL,
    paid integer NOT NULL,
    tenants_ready integer NOT NULL,
    PRIMARY KEY (brand, version, language, category, day)
  )`.execute(db);
  await sql`CREATE TABLE funnel_rollup_steps (
    ${sql.raw(DIMENSIONS)},
    step text NOT NULL,
    arrived integer NOT NULL,
    completed integer NOT NULL,
    PRIMARY KEY (brand, version, language, category, day, step)
  )`.execute(db);
  await sql`CREATE TABLE funnel_rollup_durations (
    ${sql.raw(DIMENSIONS)},
    step text NOT NULL,
    bucket smallint NOT NULL,
    users integer NOT NULL,
    PRIMARY KEY (brand, version, language, category, day, step, bucket)
  )`.execute(db);
  await sql`CREATE TABLE funnel_rollup_messages (
    ${sql.raw(DIMENSIONS)},
    step text NOT NULL,
    field text NOT NULL,
    message_id text NOT NULL,
    times integer NOT NULL,
    PRIMARY KEY (brand, version, language, category, day, step, field, message_id)
  )`.execute(db);
  // Each owner's own part of the rollup, kept so that when they act again it can be taken out
  // and put back recounted, without recounting anyone else.
  await sql`CREATE TABLE funnel_owners (
    user_id uuid PRIMARY KEY,
    ${sql.raw(DIMENSIONS)},
    checkout_opened boolean NOT NULL,
    paid boolean NOT NULL,
    tenant_ready boolean NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX funnel_owners_day_idx ON funnel_owners (day)`.execute(db);
  await sql`CREATE TABLE funnel_owner_steps (
    user_id uuid NOT NULL,
    step text NOT NULL,
    viewed_at timestamptz,
    completed_at timestamptz,
    PRIMARY KEY (user_id, step)
  )`.execute(db);
  await sql`CREATE TABLE funnel_owner_messages (
    user_id uuid NOT NULL,
    step text NOT NULL,
    field text NOT NULL,
    message_id text NOT NULL,
    times integer NOT NULL,
    PRIMARY KEY (user_id, step, field, message_id)
  )`.execute(db);
  await sql`CREATE TABLE funnel_rollup_state (
    id integer PRIMARY KEY CHECK (id = 1),
    caught_up_to_tx bigint NOT NULL,
    refreshed_at timestamptz
  )`.execute(db);
  await sql`INSERT INTO funnel_rollup_state (id, caught_up_to_tx) VALUES (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'funnel_rollup_state',
    'funnel_owner_messages',
    'funnel_owner_steps',
    'funnel_owners',
    'funnel_rollup_messages',
    'funnel_rollup_durations',
    'funnel_rollup_steps',
    'funnel_rollup_totals',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  await sql`DROP INDEX onboarding_events_signups_idx`.execute(db);
  await sql`ALTER TABLE onboarding_events DROP COLUMN tx`.execute(db);
}
