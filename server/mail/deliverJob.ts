import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import { DELIVER_MAIL_JOB } from './outbox';
import type { MailTransport } from './transport';

/** Sends one outbox row. A row already sent is left alone, so a repeated delivery sends nothing twice. */
export function deliverMailJob(
  db: Kysely<DB>,
  transport: MailTransport,
  retryDelaySeconds = 5,
): JobDefinition<{ outboxId: string }> {
  return {
    name: DELIVER_MAIL_JOB,
    retryLimit: 8,
    retryDelaySeconds,
    // A delivery whose server died mid-send is retried this soon (pg-boss's default is 15 min).
    expireInSeconds: 60,
    async handle({ outboxId }) {
      const mail = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', outboxId)
        .executeTakeFirst();
      if (!mail || mail.status === 'sent') return;
      try {
        const { messageId } = await transport.send({
          from: mail.from_address,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await db
          .updateTable('mail_outbox')
          .set({
            status: 'sent',
            message_id: messageId,
            sent_at: new Date(),
            attempts: sql`attempts + 1`,
            last_error: null,
          })
          .where('id', '=', outboxId)
          .execute();
      } catch (error) {
        await db
          .updateTable('mail_outbox')
          .set({
            attempts: sql`attempts + 1`,
            last_error: error instanceof Error ? error.message : String(error),
          })
          .where('id', '=', outboxId)
          .execute();
        throw error;
      }
    },
  };
}
