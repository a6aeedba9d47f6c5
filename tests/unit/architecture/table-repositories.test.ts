import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFilesUnder } from './importGraph';

/**
 * Where each table's SQL may be written: its repository file(s). The users, tenants and payments
 * repositories are decorated on the Fastify instance (server/plugins/services.ts); the others are
 * modules of functions taking the pool or a transaction.
 */
const REPOSITORIES: Record<string, string[]> = {
  users: ['server/users/usersRepository.ts'],
  tenants: ['server/tenants/tenantsRepository.ts'],
  tenant_memberships: ['server/tenants/tenantsRepository.ts'],
  tenant_sessions: ['server/tenants/tenantsRepository.ts'],
  tenant_login_tokens: ['server/tenants/tenantsRepository.ts'],
  journey_stages: ['server/tenants/tenantsRepository.ts'],
  campaigns: ['server/tenants/tenantsRepository.ts'],
  // The helpdesk bot's full-text search is its own file beside the tenants repository.
  qa_pairs: ['server/tenants/tenantsRepository.ts', 'server/tenants/helpdeskBot.ts'],
  knowledge_documents: ['server/tenants/tenantsRepository.ts', 'server/tenants/helpdeskBot.ts'],
  payments: ['server/payments/paymentsRepository.ts'],
  payment_events: ['server/payments/paymentsRepository.ts'],
  sessions: ['server/auth/sessions.ts'],
  one_time_tokens: ['server/auth/oneTimeTokens.ts'],
  onboarding_events: ['server/analytics/onboardingEvents.ts', 'server/analytics/funnelRollup.ts'],
  mail_outbox: [
    'server/mail/outbox.ts',
    'server/mail/outboxMessages.ts',
    'server/mail/deliverJob.ts',
    'server/mail/requeueUnsentMail.ts',
  ],
  operators: ['server/studio/operators.ts', 'server/studio/signInAttempts.ts'],
  operator_sessions: ['server/studio/operators.ts'],
  operator_audit: [
    'server/studio/operators.ts',
    'server/studio/signInAttempts.ts',
    'server/studio/apiKeyAttempts.ts',
  ],
  operator_invitations: ['server/studio/invitations.ts'],
  api_keys: ['server/studio/apiKeys.ts'],
  api_key_usage: ['server/studio/apiKeys.ts'],
  experiments: ['server/experiments/experiments.ts'],
  config_documents: ['server/config/store/versions.ts'],
  config_versions: ['server/config/store/versions.ts'],
  config_version_files: ['server/config/store/versions.ts'],
  config_live: ['server/config/store/versions.ts'],
  config_live_changes: ['server/config/store/versions.ts'],
  config_baselines: ['server/config/store/versions.ts'],
  config_drafts: ['server/config/store/versions.ts'],
  config_draft_files: ['server/config/store/versions.ts'],
  config_scheduled_publishes: ['server/config/store/versions.ts'],
  config_scheduled_publish_files: ['server/config/store/versions.ts'],
  studio_presence: ['server/studio/presence.ts'],
  config_assets: ['server/config/store/assets.ts'],
  app_secrets: ['server/security/appSecrets.ts'],
  spent_bot_challenges: ['server/security/altcha.ts'],
  tracker_events: ['server/tracker/embeddedTracker.ts'],
  webhook_endpoints: ['server/webhooks/webhooksRepository.ts'],
  webhook_deliveries: ['server/webhooks/webhooksRepository.ts'],
  provisioning_endpoints: ['server/tenants/adopter/provisioningEndpointsRepository.ts'],
  provisioning_callback_receipts: ['server/tenants/adopter/callbackReceiptsRepository.ts'],
};

/** A statement one repository writes that reaches another's table, each with why. */
const READS_ACROSS: { file: string; table: string; why: string }[] = [
  ...['sessions', 'one_time_tokens', 'onboarding_events', 'mail_outbox'].map((table) => ({
    file: 'server/users/usersRepository.ts',
    table,
    why: 'a new account is written by one statement: user, session, token, events and mail',
  })),
  {
    file: 'server/users/usersRepository.ts',
    table: 'payments',
    why: "an owner's build state and the experiments' arms count paid users in the same query",
  },
  ...[
    'config_documents',
    'config_version_files',
    'config_drafts',
    'config_draft_files',
    'config_scheduled_publish_files',
    'config_baselines',
  ].map((table) => ({
    file: 'server/config/store/assets.ts',
    table,
    why: 'the purge of unused images reads what the configuration in use points at in the statement that deletes them, under its lock',
  })),
];

/** Strips comments, so prose that reads like SQL ("FROM users") is not taken for it. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * The tables a file's SQL is written on: the first table of Kysely's selectFrom, updateTable,
 * insertInto, deleteFrom and mergeInto, and every table raw SQL names after FROM, JOIN, UPDATE or
 * INTO. A Kysely join reads another table within a statement its repository owns, so it is not one.
 */
export function tablesWrittenOn(source: string, tables: readonly string[]): Set<string> {
  const names = [...tables].sort((a, b) => b.length - a.length).join('|');
  const builder = new RegExp(
    `\\.(?:selectFrom|updateTable|insertInto|deleteFrom|mergeInto)\\(\\s*\\[?\\s*['"\`](${names})\\b`,
    'g',
  );
  const raw = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO)\\s+(${names})\\b`, 'g');
  const text = withoutComments(source);
  const found = new Set<string>();
  for (const match of text.matchAll(builder)) found.add(match[1]!);
  for (const match of text.matchAll(raw)) found.add(match[1]!);
  return found;
}

/** The tables of the database schema (server/db/schema.ts's DB interface). */
function schemaTables(): string[] {
  const schema = readFileSync(join(repoRoot, 'server/db/schema.ts'), 'utf8');
  const body = /export interface DB \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!);
}

export function repositoryViolations(
  files: Record<string, string>,
  tables: readonly string[],
  repositories: Record<string, string[]> = REPOSITORIES,
  across: typeof READS_ACROSS = READS_ACROSS,
): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    if (file.startsWith('server/db/migrations/')) continue;
    for (const table of tablesWrittenOn(source, tables)) {
      if (repositories[table]?.includes(file)) continue;
      if (across.some((allowed) => allowed.file === file && allowed.table === table)) continue;
      found.push(`${file} writes SQL on ${table}, outside its repository`);
    }
  }
  return found;
}

describe("server SQL on a table is only in that table's repository", () => {
  const tables = schemaTables();

  it('reads the tables of the schema, and every table has its repository', () => {
    expect(tables).toContain('users');
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !REPOSITORIES[table])).toEqual([]);
    const listed = [...Object.values(REPOSITORIES).flat(), ...READS_ACROSS.map((a) => a.file)];
    expect(listed.filter((file) => !existsSync(join(repoRoot, file)))).toEqual([]);
  });

  it('holds in the server', () => {
    const files = Object.fromEntries(
      sourceFilesUnder('server').map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')]),
    );
    expect(repositoryViolations(files, tables)).toEqual([]);
  });

  it('fails on a statement outside the repository, in Kysely or raw SQL', () => {
    const files = {
      'server/users/usersRepository.ts': "db.selectFrom('users').selectAll()",
      'server/onboarding/saveIt.ts': "trx.updateTable('users').set({ step_name: 'x' })",
      'server/tenants/count.ts': 'sql`SELECT count(*) FROM users u`.execute(db)',
      'server/payments/many.ts': "db.selectFrom(['users', 'payments']).selectAll()",
      'server/db/migrations/0001_init.ts': 'sql`CREATE TABLE users (id uuid); INSERT INTO users`',
    };
    expect(repositoryViolations(files, tables)).toEqual([
      'server/onboarding/saveIt.ts writes SQL on users, outside its repository',
      'server/tenants/count.ts writes SQL on users, outside its repository',
      'server/payments/many.ts writes SQL on users, outside its repository',
    ]);
  });

  it('lets a repository join another table, and ignores prose that reads like SQL', () => {
    const files = {
      'server/auth/sessions.ts':
        "db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id')",
      'server/onboarding/notes.ts': '// reads FROM users first\n/* UPDATE users */ const x = 1;',
    };
    expect(repositoryViolations(files, tables)).toEqual([]);
  });
});
