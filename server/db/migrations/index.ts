import type { Migration } from 'kysely';
import * as m0001 from './0001_mail_outbox';

/** Every migration in order; the key is its version and must never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_mail_outbox': m0001,
};
