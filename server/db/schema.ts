import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: ColumnType<string[], string, string>;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | 'sent' | 'failed' | undefined>;
  attempts: Generated<number>;
  last_error: string | null;
  message_id: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

/** The database as Kysely sees it; each migration that adds a table adds its interface here. */
export interface DB {
  mail_outbox: MailOutboxTable;
}
