import { sql, type Kysely } from 'kysely';

/**
 * An operator's test of two published versions against each other: new signups are split between
 * them at a share, each user keeping the arm they were given; at most one runs per brand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE experiments (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    brand text NOT NULL,
    name text NOT NULL,
    control_version_id bigint NOT NULL REFERENCES config_versions (id),
    variant_version_id bigint NOT NULL REFERENCES config_versions (id),
    variant_share double precision NOT NULL CHECK (variant_share > 0 AND variant_share < 1),
    started_by text NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    stopped_by text,
    stopped_at timestamptz,
    winner text CHECK (winner IN ('control', 'variant')),
    CHECK (control_version_id <> variant_version_id)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX experiments_one_running_per_brand
    ON experiments (brand) WHERE stopped_at IS NULL`.execute(db);
  await sql`ALTER TABLE users
    ADD COLUMN experiment_id bigint REFERENCES experiments (id),
    ADD COLUMN experiment_arm text CHECK (experiment_arm IN ('control', 'variant'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN experiment_arm, DROP COLUMN experiment_id`.execute(db);
  await sql`DROP TABLE experiments`.execute(db);
}
