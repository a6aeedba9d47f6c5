import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { OperatorRole } from '../../shared/contract/operatorRoles';
import type { ListedOperator } from '../../shared/contract/studio';
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
  role: OperatorRole;
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
 * Audits what a Studio request did, by whoever sent it: the operator, or the API key (named in the
 * detail) when the company's backend did.
 */
export async function recordRequestAudit(
  request: FastifyRequest,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const byKey = request.apiKey ? { apiKeyId: request.apiKey.id } : {};
  await recordAudit(request.server.db, request.operator?.operatorId ?? null, action, {
    ...detail,
    ...byKey,
  });
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
    .values({
      email: first.email,
      password_hash: await hashPassword(first.password),
      role: 'admin',
    })
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
    .select(['id', 'email', 'role', 'password_hash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const valid = operator
    ? await verifyPassword(operator.password_hash, password)
    : await verifyAgainstDecoy(password);
  if (!operator || !valid) return undefined;
  const signedIn = { operatorId: operator.id, email: operator.email, role: operator.role };
  return {
    token: await startOperatorSession(db, signedIn, address, ttlSeconds),
    operator: signedIn,
  };
}

/** A new Studio session for the operator, its start audited with the client's address. */
export async function startOperatorSession(
  db: Kysely<DB>,
  operator: SignedInOperator,
  address: string,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operator.operatorId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
  await recordAudit(db, operator.operatorId, 'session.started', { address });
  return token;
}

/** The operator a live (unexpired, unrevoked) Studio session token belongs to. */
export async function operatorOfToken(
  db: Kysely<DB>,
  token: string,
): Promise<SignedInOperator | undefined> {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.email', 'operators.role'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { operatorId: row.id, email: row.email, role: row.role } : undefined;
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

export async function listOperators(db: Kysely<DB>): Promise<ListedOperator[]> {
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'email', 'role', 'created_at'])
    .orderBy('created_at')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Whether an operator has this email (in any case). */
export async function operatorWithEmailExists(
  db: Kysely<DB> | Transaction<DB>,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A new operator, or undefined when one has this email already. */
export async function createOperator(
  db: Kysely<DB> | Transaction<DB>,
  operator: { email: string; passwordHash: string; role: OperatorRole },
): Promise<SignedInOperator | undefined> {
  const row = await db
    .insertInto('operators')
    .values({ email: operator.email, password_hash: operator.passwordHash, role: operator.role })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(['id', 'email', 'role'])
    .executeTakeFirst();
  return row ? { operatorId: row.id, email: row.email, role: row.role } : undefined;
}

export type OperatorChange = 'changed' | 'not_found' | 'last_admin';

/**
 * Changes an operator's role (`role`) or removes them (null), unless that leaves no admin. The
 * admins are locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function changeOperator(
  db: Kysely<DB>,
  operatorId: string,
  role: OperatorRole | null,
): Promise<OperatorChange> {
  return db.transaction().execute(async (trx) => {
    const admins = await trx
      .selectFrom('operators')
      .select('id')
      .where('role', '=', 'admin')
      .forUpdate()
      .execute();
    const target = await trx
      .selectFrom('operators')
      .select(['id', 'role'])
      .where('id', '=', operatorId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) return 'not_found';
    const staysAdmin = role === 'admin';
    if (target.role === 'admin' && !staysAdmin && admins.length <= 1) return 'last_admin';
    if (role === null) await trx.deleteFrom('operators').where('id', '=', operatorId).execute();
    else await trx.updateTable('operators').set({ role }).where('id', '=', operatorId).execute();
    return 'changed';
  });
}
