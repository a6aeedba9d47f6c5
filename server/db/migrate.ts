import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Number ranges are shared out between features, so a lower number may land after a higher one.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((r) => r.migrationName);
}
