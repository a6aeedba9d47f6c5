import type { WebhookUser } from '../../shared/contract/webhookEvents';
import type { UserRow } from '../users/userData';

/** Names a webhook never carries, whatever a step's schema calls them. */
const SECRET_NAME = /password|token|secret|otp|captcha/i;

/** The columns of a user's row an event names the owner with. */
export const WEBHOOK_USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'company',
  'phone_number',
  'sub_domain',
  'language',
] as const;

/** The owner as every event names them. */
export function webhookUserOf(
  user: Pick<UserRow, (typeof WEBHOOK_USER_COLUMNS)[number]>,
): WebhookUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    company: user.company,
    phoneNumber: user.phone_number,
    subDomain: user.sub_domain,
    language: user.language,
  };
}

/** Answers without any field whose name says it is a password, token or other secret. */
export function answersOf(
  fields: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).filter(([name]) => !SECRET_NAME.test(name)),
  );
}

/** The answers a step's save stored: only the fields its schema declares. */
export function stepAnswersOf(
  stored: Record<string, unknown>,
  declared: readonly string[],
): Record<string, unknown> {
  return answersOf(
    Object.fromEntries(Object.entries(stored).filter(([f]) => declared.includes(f))),
  );
}
