import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** One outbox row as the development mailbox and the mailbox command show it. */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  from: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  links: string[];
  text: string;
}

/** The newest `limit` messages of the outbox, newest first; only those to `to` when given. */
export async function listOutboxMessages(
  db: Kysely<DB>,
  options: { to?: string; limit: number },
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(options.limit);
  if (options.to) query = query.where('to_address', '=', options.to.trim().toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    links: row.links,
    text: row.text_body,
  }));
}
