import { sql, type Kysely } from 'kysely';

/** The embedded marketing tracker: what a real tracker would have been told. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracker_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tracker_events_user_id_idx')
    .on('tracker_events')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracker_events').execute();
}
