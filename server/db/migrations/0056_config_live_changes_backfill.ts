import { sql, type Kysely } from 'kysely';

/**
 * 0055 filled config_live_changes with the publishes made before it, but not the rollbacks (kept
 * only as `config.rolledBack` audit rows) nor the experiments stopped (their winner made live),
 * and took each publish's draft base for the version it replaced. This adds the missing switches,
 * gives an experiment's stop a kind of its own (also those recorded since 0055 as rollbacks), and
 * recomputes the replaced version of every switch from before 0055 from the one before it in time.
 * Switches recorded since 0055 are kept as they are: they were recorded by the switch itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE config_live_changes DROP CONSTRAINT config_live_changes_kind_check`.execute(
    db,
  );
  await sql`ALTER TABLE config_live_changes ADD CONSTRAINT config_live_changes_kind_check
    CHECK (kind IN ('published', 'rolledBack', 'experimentStopped'))`.execute(db);
  // From when on the switches recorded themselves.
  const since = sql`(SELECT timestamp::timestamptz FROM kysely_migration
    WHERE name = '0055_config_live_changes')`;
  const winner = sql`CASE experiment.winner WHEN 'variant' THEN experiment.variant_version_id
    ELSE experiment.control_version_id END`;

  await sql`UPDATE config_live_changes AS change SET kind = 'experimentStopped'
    FROM experiments AS experiment
    WHERE change.kind = 'rolledBack' AND change.changed_at >= ${since}
      AND experiment.brand = change.brand AND experiment.stopped_by = change.changed_by
      AND ${winner} = change.version_id
      AND change.changed_at BETWEEN experiment.stopped_at - interval '1 minute'
        AND experiment.stopped_at + interval '1 minute'`.execute(db);

  await sql`INSERT INTO config_live_changes (brand, version_id, kind, changed_by, changed_at)
    SELECT version.brand, version.id, 'rolledBack', coalesce(audit.operator_id::text, ''), audit.at
    FROM operator_audit AS audit
    JOIN config_versions AS version ON version.id::text = audit.detail->>'versionId'
    WHERE audit.action = 'config.rolledBack' AND audit.at < ${since}
    UNION ALL
    SELECT experiment.brand, ${winner}, 'experimentStopped', experiment.stopped_by,
      experiment.stopped_at
    FROM experiments AS experiment
    WHERE experiment.stopped_at < ${since}
    ORDER BY 5`.execute(db);

  await sql`UPDATE config_live_changes AS change SET previous_version_id = ordered.previous
    FROM (
      SELECT id, lag(version_id) OVER (PARTITION BY brand ORDER BY changed_at, id) AS previous
      FROM config_live_changes
    ) AS ordered
    WHERE change.id = ordered.id AND change.changed_at < ${since}
      AND change.previous_version_id IS DISTINCT FROM ordered.previous`.execute(db);
  // Making the live version live again changed nothing, and is not marked (as since 0055).
  await sql`DELETE FROM config_live_changes
    WHERE changed_at < ${since} AND previous_version_id = version_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE config_live_changes SET kind = 'rolledBack'
    WHERE kind = 'experimentStopped'`.execute(db);
  await sql`ALTER TABLE config_live_changes DROP CONSTRAINT config_live_changes_kind_check`.execute(
    db,
  );
  await sql`ALTER TABLE config_live_changes ADD CONSTRAINT config_live_changes_kind_check
    CHECK (kind IN ('published', 'rolledBack'))`.execute(db);
}
