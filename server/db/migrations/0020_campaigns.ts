import { sql, type Kysely } from 'kysely';

/**
 * Campaigns generated at the generate_campaign step. tenant_id is filled once the tenant exists
 * (payment), so the table can be distributed by tenant later without changing shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid')
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('preheader', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('generator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('campaigns_user_id_idx')
    .ifNotExists()
    .on('campaigns')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaigns').execute();
}
