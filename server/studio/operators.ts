import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  hashPassword,
  meetsPasswordRule,
  verifyAgainstDecoy,
  verifyPassword,
} from '../security/passwords';
import { hashToken, randomToken } from '../security/tokens';

export interface SignedInOperator {
  operatorId: string;
  email: string;
}

/** Writes one line of the Studio's audit log: who did what, with what. */
export async function recordAudit(
  db: Kysely<DB>,
  operatorId: string | null,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({ operator_id: operatorId, action, detail: JSON.stringify(detail) })
    .execute();
}

/**
 * Creates the first operator from OPERATOR_EMAIL and OPERATOR_PASSWORD when there is none, with an
 * argon2id hash like every password here. A weak password stops the start rather than being kept.
 */
export async function ensureFirstOperator(
  db: Kysely<DB>,
  first: { email: string; password: string } | undefined,
): Promise<void> {
  if (!first) return;
  if (!meetsPasswordRule(first.password)) {
    throw new Error(
      'OPERATOR_PASSWORD needs 8 characters or more with a digit, a lower-case and an upper-case letter',
    );
  }
  const existing = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const created = await db
    .insertInto('operators')
    .values({ email: first.email, password_hash: await hashPassword(first.password) })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) await recordAudit(db, created.id, 'operator.created', { from: 'environment' });
}

/**
 * A session for the operator with these credentials, or undefined (the caller audits the
 * refusal); as slow either way. The start is audited with the client's address.
 */
export async function signInOperator(
  db: Kysely<DB>,
  credentials: { email: string; password: string; address: string },
  ttlSeconds: number,
): Promise<{ token: string; operator: SignedInOperator } | undefined> {
  const { email, password, address } = credentials;
  const operator = await db
    .selectFrom('operators')
    .select(['id', 'email', 'password_hash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const valid = operator
    ? await verifyPassword(operator.password_hash, password)
    : await verifyAgainstDecoy(password);
  if (!operator || !valid) return undefined;
  const token = randomToken();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operator.id,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
  await recordAudit(db, operator.id, 'session.started', { address });
  return { token, operator: { operatorId: operator.id, email: operator.email } };
}

/** The operator a live (unexpired, unrevoked) Studio session token belongs to. */
export async function operatorOfToken(
  db: Kysely<DB>,
  token: string,
): Promise<SignedInOperator | undefined> {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.email'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { operatorId: row.id, email: row.email } : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Operator id -> email, for the ids among `ids` that name an operator. */
export async function operatorEmails(db: Kysely<DB>, ids: string[]): Promise<Map<string, string>> {
  const operatorIds = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (operatorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'email'])
    .where('id', 'in', operatorIds)
    .execute();
  return new Map(rows.map((row) => [String(row.id), row.email]));
}

/** Whether the token was an operator's session that has since expired or ended. */
export async function wasOperatorToken(db: Kysely<DB>, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('operator_sessions')
    .select('operator_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeOperatorSession(db: Kysely<DB>, token: string): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}
