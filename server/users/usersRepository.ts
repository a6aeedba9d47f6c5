import { sql, type InsertObject, type Kysely, type Transaction } from 'kysely';
import { EVENT_SUBJECT_COLUMNS } from '../analytics/onboardingEvents';
import { WEBHOOK_USER_COLUMNS } from '../webhooks/eventPayloads';
import type { KnowledgeBaseImportStatus } from '../../shared/contract';
import type { DB } from '../db/schema';
import type { UserRow } from './userData';

/** The pool, or the transaction a caller runs several statements in. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Which unique rule an insert broke: the email or the tenant name is already someone's. */
export class UserConflictError extends Error {
  constructor(readonly field: 'email' | 'sub_domain') {
    super(`users.${field} is taken`);
    this.name = 'UserConflictError';
  }
}

const CONSTRAINT_FIELDS: Record<string, 'email' | 'sub_domain'> = {
  users_email_lower_key: 'email',
  users_sub_domain_lower_key: 'sub_domain',
};

/** The UserConflictError a unique violation on a user's email or tenant name means, if it is one. */
export function userConflictOf(error: unknown): UserConflictError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505' || typeof constraint !== 'string') return undefined;
  const field = CONSTRAINT_FIELDS[constraint];
  return field ? new UserConflictError(field) : undefined;
}

const mergeOnboarding = (fields: Record<string, unknown>) =>
  sql<string>`onboarding || ${JSON.stringify(fields)}::jsonb`;

/** A new account's rows, written with the user in one statement (createAccount). */
export interface NewAccountRows {
  user: InsertObject<DB, 'users'>;
  session: InsertObject<DB, 'sessions'>;
  token: InsertObject<DB, 'one_time_tokens'>;
  events: InsertObject<DB, 'onboarding_events'>[];
  mail: InsertObject<DB, 'mail_outbox'>;
}

/**
 * Every statement on the users table. Each runs on the pool, or on the transaction passed last
 * when the caller needs it beside other statements.
 */
export function createUsersRepository(db: Kysely<DB>) {
  return {
    findById(id: string, executor: Executor = db): Promise<UserRow | undefined> {
      return executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string, executor: Executor = db): Promise<UserRow | undefined> {
      return executor
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    findBySubdomain(subDomain: string, executor: Executor = db): Promise<UserRow | undefined> {
      return executor
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(sub_domain)`, '=', subDomain.toLowerCase())
        .executeTakeFirst();
    },

    /** Which of `names` (lower case) are some user's tenant name now. */
    async takenSubdomains(names: string[]): Promise<Set<string>> {
      const taken = await db
        .selectFrom('users')
        .select(sql<string>`lower(sub_domain)`.as('name'))
        .where(sql<string>`lower(sub_domain)`, 'in', names)
        .execute();
      return new Set(taken.map((row) => row.name));
    },

    /** The user's language, chosen at signup or since. */
    async languageOf(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.language ?? null;
    },

    /**
     * The account's user, first session, verification token, signup events and verification
     * mail in one statement: the user's id is chosen by the caller, and the other rows'
     * references to it are checked once the whole statement has run. A taken email or tenant
     * name throws UserConflictError.
     */
    async insertAccount(
      rows: NewAccountRows,
      executor: Executor = db,
    ): Promise<UserRow & { verification_mail_id: string }> {
      try {
        return await executor
          .with('new_user', (q) => q.insertInto('users').values(rows.user).returningAll())
          .with('new_session', (q) => q.insertInto('sessions').values(rows.session))
          .with('new_token', (q) => q.insertInto('one_time_tokens').values(rows.token))
          .with('new_events', (q) => q.insertInto('onboarding_events').values(rows.events))
          .with('new_mail', (q) => q.insertInto('mail_outbox').values(rows.mail).returning('id'))
          .selectFrom(['new_user', 'new_mail'])
          .selectAll('new_user')
          .select('new_mail.id as verification_mail_id')
          .executeTakeFirstOrThrow();
      } catch (error) {
        throw userConflictOf(error) ?? error;
      }
    },

    /** Renames the user's tenant; a name someone took meanwhile throws UserConflictError. */
    async updateSubdomain(
      userId: string,
      subDomain: string,
      stepName: string,
      executor: Executor = db,
    ): Promise<UserRow> {
      try {
        return await executor
          .updateTable('users')
          .set({ sub_domain: subDomain, step_name: stepName, updated_at: sql<Date>`now()` })
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        throw userConflictOf(error) ?? error;
      }
    },

    async updatePasswordHash(
      userId: string,
      passwordHash: string,
      executor: Executor = db,
    ): Promise<boolean> {
      const updated = await executor
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    async markEmailVerified(userId: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('users')
        .set({ is_email_verified: true, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Keeps a signed-in user's choice of language (the portal's switcher or the tenant app's), so
     * mails and their next visit, on any device or origin, follow it.
     */
    async saveLanguage(userId: string, language: string): Promise<void> {
      await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
    },

    /**
     * Merges a step's fields into the user's onboarding data and stores its stepName, unless an
     * operator moved the user to another flow since `user` was read (then undefined).
     */
    saveStep(
      user: Pick<UserRow, 'id' | 'config_version_id'>,
      fields: Record<string, unknown>,
      stepName: string,
      executor: Executor = db,
    ): Promise<UserRow | undefined> {
      return executor
        .updateTable('users')
        .set({ onboarding: mergeOnboarding(fields), step_name: stepName, updated_at: new Date() })
        .where('id', '=', user.id)
        .where((eb) =>
          user.config_version_id === null
            ? eb('config_version_id', 'is', null)
            : eb('config_version_id', '=', user.config_version_id),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /** Sets (or clears) the user's logoUrl and answers the one it replaced. */
    replaceLogoUrl(userId: string, logoUrl: string | null): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select(sql<string | null>`onboarding->>'logoUrl'`.as('previous'))
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ onboarding: mergeOnboarding({ logoUrl }), updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
        return row.previous;
      });
    },

    /** Records how the import of `source` ended, unless the saved URL changed meanwhile. */
    async recordImportStatus(
      userId: string,
      source: string,
      status: Exclude<KnowledgeBaseImportStatus, 'importing'>,
      executor: Executor = db,
    ): Promise<boolean> {
      const updated = await executor
        .updateTable('users')
        .set({ onboarding: mergeOnboarding({ knowledgebaseImportStatus: status }) })
        .where('id', '=', userId)
        .where(sql<string>`onboarding->>'knowledgebaseURL'`, '=', source)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /**
     * Stores a scrape's branding if `websiteUrl` is still the saved website, moving a user who
     * waits on `loader` to `after`; false when the website changed meanwhile.
     */
    async saveScrapedBranding(
      userId: string,
      websiteUrl: unknown,
      branding: Record<string, unknown>,
      move: { loader: string | null; after: string | null },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('users')
        .set({
          onboarding: mergeOnboarding(branding),
          step_name: sql<string>`CASE WHEN step_name = ${move.loader} THEN ${move.after} ELSE step_name END`,
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .where(
          sql<boolean>`onboarding->'websiteUrl' IS NOT DISTINCT FROM ${JSON.stringify(websiteUrl ?? null)}::jsonb`,
        )
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** The owner's paid plan, and the step they wait on while their workspace is built. */
    recordPaidPlan(
      userId: string,
      selectedPlan: Record<string, unknown>,
      stepName: string,
      executor: Executor,
    ) {
      return executor
        .updateTable('users')
        .set({
          selected_plan: JSON.stringify(selectedPlan),
          step_name: stepName,
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .returning([...EVENT_SUBJECT_COLUMNS, ...WEBHOOK_USER_COLUMNS])
        .executeTakeFirst();
    },

    /** The owner's flow is done: their last step, and their workspace's address to be sent to. */
    async markWorkspaceReady(
      userId: string,
      stepName: string,
      redirectTenantURL: string,
      executor: Executor,
    ): Promise<void> {
      await executor
        .updateTable('users')
        .set({
          step_name: stepName,
          onboarding: mergeOnboarding({ redirectTenantURL }),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
    },

    /** A batch of a version's users after `after` by id, locked for the caller's transaction. */
    lockBatchOnVersion(versionId: string, after: string, limit: number, executor: Executor) {
      return executor
        .selectFrom('users')
        .selectAll()
        .where('config_version_id', '=', versionId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .execute();
    },

    async moveToVersion(
      userId: string,
      versionId: string,
      stepName: string,
      executor: Executor,
    ): Promise<void> {
      await executor
        .updateTable('users')
        .set({ config_version_id: versionId, step_name: stepName, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },

    /** Where the owner's workspace build stands, read in one query on every poll. */
    buildStateOf(userId: string) {
      return db
        .selectFrom('users')
        .leftJoin('tenants', 'tenants.owner_user_id', 'users.id')
        .select((eb) => [
          'tenants.id',
          'tenants.subdomain',
          'tenants.provisioning',
          'tenants.provisioning_failed_at',
          'tenants.built_by',
          'tenants.external_url',
          'users.language',
          eb
            .exists(
              eb
                .selectFrom('payments')
                .select('payments.id')
                .whereRef('payments.user_id', '=', 'users.id')
                .where('payments.status', '=', 'paid'),
            )
            .as('paid'),
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Each experiment's signups and paying users by arm, from the users themselves (their arm is
     * stored with them), not the events, which expire.
     */
    async armCounts(experimentIds: string[]) {
      const counts = await sql<{
        experiment_id: string;
        arm: string;
        signups: string;
        paid: string;
      }>`
        SELECT u.experiment_id, u.experiment_arm AS arm, count(*) AS signups,
          count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM payments p WHERE p.user_id = u.id AND p.status = 'paid'
          )) AS paid
        FROM users u
        WHERE u.experiment_id IN (${sql.join(experimentIds)})
        GROUP BY u.experiment_id, u.experiment_arm`.execute(db);
      return counts.rows;
    },

    /**
     * A page of the brand's owners (those whose configuration version is the brand's) for the
     * company's backend, oldest change first: those changed at or after
     * `since`, after the `after` position (a change time in microseconds since the epoch, and the
     * user id, from the last page), with their tenant's build state and whether they paid.
     * `limit` + 1 rows are read so the caller knows whether a page follows. Never a password hash.
     */
    leadsPage(query: {
      brand: string;
      since: Date | undefined;
      after: { micros: string; id: string } | undefined;
      limit: number;
    }) {
      const micros = sql<string>`(extract(epoch FROM users.updated_at) * 1000000)::bigint`;
      let page = db
        .selectFrom('users')
        .innerJoin('config_versions', 'config_versions.id', 'users.config_version_id')
        .leftJoin('tenants', 'tenants.owner_user_id', 'users.id')
        .where('config_versions.brand', '=', query.brand)
        .select((eb) => [
          'users.id',
          'users.email',
          'users.sub_domain',
          'users.first_name',
          'users.last_name',
          'users.company',
          'users.phone_number',
          'users.expectations',
          'users.problems',
          'users.onboarding',
          'users.step_name',
          'users.language',
          'users.is_email_verified',
          'users.created_at',
          'users.updated_at',
          sql<string>`${micros}::text`.as('updated_micros'),
          'tenants.id as tenant_id',
          'tenants.provisioning',
          'tenants.provisioning_failed_at',
          eb
            .exists(
              eb
                .selectFrom('payments')
                .select('payments.id')
                .whereRef('payments.user_id', '=', 'users.id')
                .where('payments.status', '=', 'paid'),
            )
            .as('paid'),
        ]);
      if (query.since) page = page.where('users.updated_at', '>=', query.since);
      if (query.after) {
        const { micros: afterMicros, id } = query.after;
        page = page.where(
          sql<boolean>`(${micros}, users.id) > (${afterMicros}::bigint, ${id}::uuid)`,
        );
      }
      return page
        .orderBy('users.updated_at')
        .orderBy('users.id')
        .limit(query.limit + 1)
        .execute();
    },

    /** Holds the user's row until the caller's transaction ends: their changes take turns. */
    async lock(userId: string, executor: Executor): Promise<void> {
      await executor
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forUpdate()
        .execute();
    },

    /** The user's row as their events' subject, held until the caller's transaction ends. */
    lockEventSubject(userId: string, executor: Executor) {
      return executor
        .selectFrom('users')
        .select(EVENT_SUBJECT_COLUMNS)
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** Runs `work` in a transaction that holds the user's row, so checks before an insert stay true. */
    withUserLocked<T>(userId: string, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        return work(trx);
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
