import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, MailOutboxTable } from '../db/schema';
import type { JobQueue } from '../jobs/queue';

export const DELIVER_MAIL_JOB = 'mail.deliver';

export interface OutgoingMail {
  kind: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries, kept so the development mailbox can list them. */
  links: string[];
}

/**
 * Stores the mail without queueing its delivery: for a transaction, whose rows a delivery job
 * must not look for before the commit. Call enqueueMailDelivery once committed.
 */
export async function insertOutboxMail(
  db: Kysely<DB> | Transaction<DB>,
  mail: OutgoingMail,
): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values(outboxRowOf(mail))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A mail's outbox row, not yet sent. */
export function outboxRowOf(mail: OutgoingMail): Insertable<MailOutboxTable> {
  return {
    kind: mail.kind,
    to_address: mail.to,
    from_address: mail.from,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    links: JSON.stringify(mail.links),
    last_error: null,
    message_id: null,
    sent_at: null,
  };
}

export async function enqueueMailDelivery(jobs: JobQueue, outboxId: string): Promise<void> {
  await jobs.send(DELIVER_MAIL_JOB, { outboxId }, { singletonKey: outboxId });
}

/** Stores the mail and queues its delivery; the row is the record whether or not SMTP is used. */
export async function queueMail(
  db: Kysely<DB> | Transaction<DB>,
  jobs: JobQueue,
  mail: OutgoingMail,
): Promise<string> {
  const id = await insertOutboxMail(db, mail);
  await enqueueMailDelivery(jobs, id);
  return id;
}
