import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { UserRow } from './userData';

type Executor = Kysely<DB> | Transaction<DB>;

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

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserBySubdomain(db: Executor, subDomain: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(sub_domain)`, '=', subDomain.toLowerCase())
    .executeTakeFirst();
}

/** Renames the user's tenant; a name someone took meanwhile throws UserConflictError. */
export async function updateSubdomain(
  db: Executor,
  userId: string,
  subDomain: string,
  stepName: string,
): Promise<UserRow> {
  try {
    return await db
      .updateTable('users')
      .set({ sub_domain: subDomain, step_name: stepName, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    throw userConflictOf(error) ?? error;
  }
}

export async function updatePasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_email_verified: true, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}
