import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toOnboardingUserData } from '../../users/userData';
import type { UsersRepository } from '../../users/usersRepository';
import type { ConfigRuntime } from './configRuntime';
import type { FlowConfig } from './flowConfig';
import { configVersionIdsOf } from '../store/versions';

export interface Migration {
  /** Users moved to the target version, by the version they were on. */
  moved: Record<string, number>;
  /** Users on those versions left where they are: their workspace is paid for or built. */
  finished: number;
}

const BATCH = 200;

/**
 * Moves the users in flight on `from` (every other version of the brand when empty) to `target`,
 * each on the step the server recomputes for them in its flow, one batch per transaction with the
 * rows locked, so a save racing the move is refused rather than written against the old flow.
 */
export async function migrateUsers(
  db: Kysely<DB>,
  users: Pick<UsersRepository, 'lockBatchOnVersion' | 'moveToVersion'>,
  configs: Pick<ConfigRuntime, 'find'>,
  input: { brand: string; target: FlowConfig; from: string[]; tenantDomainSuffix: string },
): Promise<Migration> {
  const sources = (await configVersionIdsOf(db, input.brand, input.from)).filter(
    (id) => id !== input.target.versionId,
  );
  const migration: Migration = { moved: {}, finished: 0 };
  for (const sourceId of sources) {
    const source = await configs.find(sourceId);
    if (!source) continue;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const batch = await users.lockBatchOnVersion(sourceId, after, BATCH, trx);
        for (const user of batch) {
          after = user.id;
          const inFlight = source.flow.isStep(user.step_name);
          if (!inFlight) {
            migration.finished += 1;
            continue;
          }
          const stepName = input.target.flow.stepAfterMigration(
            source.flowManifest,
            toOnboardingUserData(user, input.tenantDomainSuffix),
          );
          await users.moveToVersion(
            user.id,
            input.target.versionId,
            stepName ?? user.step_name,
            trx,
          );
          migration.moved[sourceId] = (migration.moved[sourceId] ?? 0) + 1;
        }
        return batch.length < BATCH;
      });
      if (done) break;
    }
  }
  return migration;
}
