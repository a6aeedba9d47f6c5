import { sql, type Kysely } from 'kysely';

/**
 * Triggers that announce, once their transaction commits, what the poll caches keep in memory: a
 * session that ended (its token hash) and a user whose payment, workspace or language changed (the
 * user id). Triggers rather than the code that writes, so no writer (a job, an operator's command,
 * a later feature) can forget to tell. Channel names: server/cache/channels.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION onramp_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('onramp_session_ended', OLD.token_hash);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER sessions_ended
    AFTER UPDATE OF revoked_at, expires_at OR DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_session_ended()`.execute(db);

  // TG_ARGV[0] names the column that holds the user id.
  await sql`CREATE FUNCTION onramp_notify_user_status() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE row_data jsonb;
    BEGIN
      row_data := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
      PERFORM pg_notify('onramp_user_status', row_data ->> TG_ARGV[0]);
      IF TG_OP = 'UPDATE' AND to_jsonb(OLD) ->> TG_ARGV[0] IS DISTINCT FROM row_data ->> TG_ARGV[0] THEN
        PERFORM pg_notify('onramp_user_status', to_jsonb(OLD) ->> TG_ARGV[0]);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER payments_status
    AFTER INSERT OR UPDATE OR DELETE ON payments
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_user_status('user_id')`.execute(db);
  await sql`CREATE TRIGGER tenants_status
    AFTER INSERT OR UPDATE OR DELETE ON tenants
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_user_status('owner_user_id')`.execute(db);
  await sql`CREATE TRIGGER users_status
    AFTER UPDATE OF language OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_user_status('id')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_status ON users`.execute(db);
  await sql`DROP TRIGGER tenants_status ON tenants`.execute(db);
  await sql`DROP TRIGGER payments_status ON payments`.execute(db);
  await sql`DROP FUNCTION onramp_notify_user_status()`.execute(db);
  await sql`DROP TRIGGER sessions_ended ON sessions`.execute(db);
  await sql`DROP FUNCTION onramp_notify_session_ended()`.execute(db);
}
