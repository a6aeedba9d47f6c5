import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { OperatorRole } from '../../shared/contract/operatorRoles';
import type { PendingInvitation } from '../../shared/contract/studio';
import { hashToken, randomToken } from '../security/tokens';
import { createOperator, type SignedInOperator } from './operators';

/**
 * A new invitation, which replaces (revokes) any still pending for the same email; the token is
 * returned once, for the mail, and kept only as its sha256.
 */
export async function createInvitation(
  db: Kysely<DB> | Transaction<DB>,
  invitation: { email: string; role: OperatorRole; invitedBy: string; ttlSeconds: number },
): Promise<{ id: string; token: string }> {
  await db
    .updateTable('operator_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('email', '=', invitation.email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const token = randomToken();
  const row = await db
    .insertInto('operator_invitations')
    .values({
      email: invitation.email,
      role: invitation.role,
      token_hash: hashToken(token),
      invited_by: invitation.invitedBy,
      expires_at: sql<Date>`now() + make_interval(secs => ${invitation.ttlSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Invitations neither accepted nor revoked, expired ones included (they can be revoked), newest first. */
export async function pendingInvitations(db: Kysely<DB>): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('operator_invitations')
    .leftJoin('operators', 'operators.id', 'operator_invitations.invited_by')
    .select([
      'operator_invitations.id',
      'operator_invitations.email',
      'operator_invitations.role',
      'operators.email as invited_by_email',
      'operator_invitations.expires_at',
      'operator_invitations.created_at',
    ])
    .where('operator_invitations.accepted_at', 'is', null)
    .where('operator_invitations.revoked_at', 'is', null)
    .orderBy('operator_invitations.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by_email,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Revokes a pending invitation; false when there is none by that id still pending. */
export async function revokeInvitation(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('operator_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type InvitationState =
  | { state: 'valid'; email: string; role: OperatorRole }
  | { state: 'unknown' | 'expired' | 'used' | 'revoked' };

/** What a presented invitation token is. */
export async function inspectInvitation(db: Kysely<DB>, token: string): Promise<InvitationState> {
  const row = await db
    .selectFrom('operator_invitations')
    .select([
      'email',
      'role',
      'accepted_at',
      'revoked_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.accepted_at) return { state: 'used' };
  if (row.revoked_at) return { state: 'revoked' };
  if (row.expired) return { state: 'expired' };
  return { state: 'valid', email: row.email, role: row.role };
}

/**
 * Spends the invitation and creates its operator, in one transaction: the token works once, and
 * a token spent, revoked or expired meanwhile creates no one. 'exists' when the email became an
 * operator's since the invitation.
 */
export async function acceptInvitation(
  db: Kysely<DB>,
  token: string,
  passwordHash: string,
): Promise<SignedInOperator | 'spent' | 'exists'> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('operator_invitations')
      .set({ accepted_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!spent) return 'spent';
    const operator = await createOperator(trx, { ...spent, passwordHash });
    if (!operator) {
      // Nothing of this attempt stays: the invitation is left as it was.
      await trx
        .updateTable('operator_invitations')
        .set({ accepted_at: null })
        .where('token_hash', '=', hashToken(token))
        .execute();
      return 'exists';
    }
    return operator;
  });
}
