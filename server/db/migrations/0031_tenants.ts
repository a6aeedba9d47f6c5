import { sql, type Kysely } from 'kysely';

/** The role tenant transactions switch to (SET LOCAL ROLE): not a superuser, so row-level security binds it. */
export const TENANT_ROLE = 'onramp_tenant';

/** Tables a tenant owns, and the column naming the tenant. */
const TENANT_TABLES: [table: string, column: string][] = [
  ['tenants', 'id'],
  ['tenant_memberships', 'tenant_id'],
  ['journey_stages', 'tenant_id'],
  ['campaigns', 'tenant_id'],
  ['knowledge_documents', 'tenant_id'],
  ['qa_pairs', 'tenant_id'],
  ['tenant_login_tokens', 'tenant_id'],
  ['tenant_sessions', 'tenant_id'],
];

/**
 * The tenant's workspace, built by the tenant.provision job once a payment is confirmed, and its
 * isolation: every tenant-owned row carries tenant_id, and row-level security (forced, so the
 * table owner is bound too) shows a transaction only the rows of the tenant in its
 * transaction-scoped app.tenant_id setting. campaigns and knowledge_documents may have been made
 * by the onboarding steps already; they are reused and given a tenant_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subdomain text NOT NULL,
      owner_user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      plan jsonb NOT NULL,
      logo_url text,
      palette jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(palette) = 'array'),
      provisioning text NOT NULL DEFAULT 'tenant',
      provisioned_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX tenants_subdomain_lower_key ON tenants (lower(subdomain))`.execute(
    db,
  );
  await sql`
    CREATE TABLE tenant_memberships (
      tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role in ('owner', 'member')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id)
    )`.execute(db);
  await sql`
    CREATE TABLE journey_stages (
      tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      name text NOT NULL,
      duration_days integer NOT NULL CHECK (duration_days >= 0),
      PRIMARY KEY (tenant_id, position)
    )`.execute(db);
  // Made by the onboarding steps' migrations (0020, 0021); the same shape here if those are absent.
  await sql`
    CREATE TABLE IF NOT EXISTS campaigns (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      tenant_id uuid,
      prompt text NOT NULL,
      theme text NOT NULL,
      subject text NOT NULL,
      preheader text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      generator text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS knowledge_documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      tenant_id uuid,
      source_url text NOT NULL,
      url text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, url)
    )`.execute(db);
  for (const table of ['campaigns', 'knowledge_documents']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS tenant_id uuid`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.id(`${table}_tenant_fkey`)}
      FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_tenant_idx`)} ON ${sql.table(table)} (tenant_id)`.execute(
      db,
    );
  }
  // The helpdesk bot ranks with the english configuration (stemming), so it has an index of its own.
  await sql`
    CREATE INDEX knowledge_documents_english_idx ON knowledge_documents
    USING gin (to_tsvector('english', title || ' ' || body))`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS qa_pairs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      source_id text NOT NULL,
      question text NOT NULL,
      answer text NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', question), 'A') ||
        setweight(to_tsvector('english', answer), 'B')
      ) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, source_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS qa_pairs_search_idx ON qa_pairs USING gin (search)`.execute(
    db,
  );
  await sql`
    CREATE TABLE tenant_login_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE tenant_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await createTenantRole(db);
  await sql`
    CREATE OR REPLACE FUNCTION app_current_tenant() RETURNS uuid
    LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$`.execute(
    db,
  );
  for (const [table, column] of TENANT_TABLES) {
    const t = sql.table(table);
    const c = sql.ref(column);
    await sql`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`.execute(db);
    // A tenant transaction sees and writes only its own tenant's rows.
    await sql`CREATE POLICY tenant_isolation ON ${t}
      USING (${c} = app_current_tenant()) WITH CHECK (${c} = app_current_tenant())`.execute(db);
    // Platform work (signup, provisioning) runs as the app's own role with no tenant set; the tenant role never matches.
    await sql`CREATE POLICY platform_access ON ${t}
      USING (current_user <> ${sql.lit(TENANT_ROLE)} AND app_current_tenant() IS NULL)
      WITH CHECK (current_user <> ${sql.lit(TENANT_ROLE)} AND app_current_tenant() IS NULL)`.execute(
      db,
    );
  }
  const role = sql.id(TENANT_ROLE);
  await sql`GRANT USAGE ON SCHEMA public TO ${role}`.execute(db);
  await sql`GRANT SELECT ON tenants TO ${role}`.execute(db);
  await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON tenant_memberships, journey_stages, campaigns,
    knowledge_documents, qa_pairs, tenant_sessions TO ${role}`.execute(db);
  await sql`GRANT SELECT, UPDATE (used_at) ON tenant_login_tokens TO ${role}`.execute(db);
}

/** Roles belong to the whole PostgreSQL server: another database may have made it already. */
async function createTenantRole(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TENANT_ROLE}') THEN
          BEGIN
            CREATE ROLE ${TENANT_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
          EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
          END;
        END IF;
        -- The app's own role must be a member to SET ROLE to it (a superuser already may).
        BEGIN
          EXECUTE format('GRANT ${TENANT_ROLE} TO %I', current_user);
        EXCEPTION WHEN others THEN NULL;
        END;
      END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tenant_sessions', 'tenant_login_tokens', 'qa_pairs', 'journey_stages']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  for (const table of ['campaigns', 'knowledge_documents']) {
    await sql`DROP POLICY IF EXISTS tenant_isolation ON ${sql.table(table)}`.execute(db);
    await sql`DROP POLICY IF EXISTS platform_access ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} NO FORCE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DISABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.id(`${table}_tenant_fkey`)}`.execute(
      db,
    );
  }
  await sql`DROP INDEX IF EXISTS knowledge_documents_english_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS tenant_memberships`.execute(db);
  await sql`DROP TABLE IF EXISTS tenants`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app_current_tenant()`.execute(db);
}
