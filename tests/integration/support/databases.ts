import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * The databases integration tests run against: embedded PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set, or the machine's server at 127.0.0.1:5432 when CI=true.
 */
export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Creates a fresh, empty database and returns its URL (undefined means embedded, in memory). */
  create(): Promise<{ databaseUrl: string | undefined; drop(): Promise<void> }>;
}

const CI_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || (process.env.CI === 'true' ? CI_POSTGRES_URL : undefined);
}

/** A throwaway database on the PostgreSQL server, dropped when the test is done. */
export async function createThrowawayDatabase(
  adminUrl: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `onramp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    { name: 'pglite', create: async () => ({ databaseUrl: undefined, drop: async () => {} }) },
  ];
  const adminUrl = postgresAdminUrl();
  if (adminUrl) targets.push({ name: 'postgres', create: () => createThrowawayDatabase(adminUrl) });
  return targets;
}
