import { sql, type Kysely } from 'kysely';

/**
 * One row per signed-up business owner. sub_domain is the tenant name; the tenants table is
 * created at payment and will reference users(id), so tenant-owned rows carry tenant_id and
 * never need this table to change shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('expectations', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('problems', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('campaign_template_id', 'text')
    .addColumn('signup_form_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sub_domain', 'text', (c) => c.notNull())
    .addColumn('is_email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('step_name', 'text', (c) => c.notNull())
    .addColumn('hide_steps', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(hide_steps) = 'array'`),
    )
    .addColumn('selected_plan', 'jsonb')
    .addColumn('onboarding', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(onboarding) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_sub_domain_lower_key ON users (lower(sub_domain))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
