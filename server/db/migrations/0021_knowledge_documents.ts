import { sql, type Kysely } from 'kysely';

/**
 * Plain text of the pages imported from a user's knowledge base URL (source_url), one row per
 * page; the helpdesk bot searches it with PostgreSQL full-text search (its english index comes
 * with the tenant tables, 0031).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('knowledge_documents')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid')
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('knowledge_documents_user_url_key', ['user_id', 'url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_documents').execute();
}
