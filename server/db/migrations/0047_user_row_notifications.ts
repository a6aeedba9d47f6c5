import { sql, type Kysely } from 'kysely';

/**
 * getUserData answers from a kept copy of the user's row (server/cache/pollCaches.ts), so every
 * change to the row is announced now, not only its language: a step save, a verified email, a
 * chosen plan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_status ON users`.execute(db);
  await sql`CREATE TRIGGER users_status
    AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_user_status('id')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_status ON users`.execute(db);
  await sql`CREATE TRIGGER users_status
    AFTER UPDATE OF language OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_user_status('id')`.execute(db);
}
