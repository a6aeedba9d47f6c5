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

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company: string;
  /** E.164 */
  phone_number: string;
  expectations: Generated<string>;
  problems: Generated<string>;
  campaign_template_id: string | null;
  signup_form_data: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The tenant name; unique case-insensitively. */
  sub_domain: string;
  is_email_verified: Generated<boolean>;
  step_name: string;
  hide_steps: ColumnType<string[], string | undefined, string>;
  selected_plan: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** Data later wizard steps store: businessCategory, stages, website fields, palette, … */
  onboarding: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<string>;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  session_identifier: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Generated<Date>;
}

export type OneTimeTokenPurpose = 'email_verification' | 'password_reset' | 'login_redirect';

export interface OneTimeTokensTable {
  id: Generated<string>;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  user_id: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface TrackerEventsTable {
  id: Generated<string>;
  kind: string;
  user_id: string | null;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface SpentBotChallengesTable {
  challenge_id: string;
  expires_at: Timestamp;
}

/** The database as Kysely sees it; each migration that adds a table adds its interface here. */
export interface DB {
  mail_outbox: MailOutboxTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  tracker_events: TrackerEventsTable;
  app_secrets: AppSecretsTable;
  spent_bot_challenges: SpentBotChallengesTable;
}
