import { sql, type Kysely } from 'kysely';

/**
 * Signups read the brand's running experiment from memory (server/cache/pollCaches.ts), so every
 * start, stop or removal of an experiment is announced with its brand, on every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION onramp_notify_experiments() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('onramp_experiments', OLD.brand);
      ELSE
        PERFORM pg_notify('onramp_experiments', NEW.brand);
      END IF;
      IF TG_OP = 'UPDATE' AND OLD.brand IS DISTINCT FROM NEW.brand THEN
        PERFORM pg_notify('onramp_experiments', OLD.brand);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER experiments_changed
    AFTER INSERT OR UPDATE OR DELETE ON experiments
    FOR EACH ROW EXECUTE FUNCTION onramp_notify_experiments()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER experiments_changed ON experiments`.execute(db);
  await sql`DROP FUNCTION onramp_notify_experiments()`.execute(db);
}
