import type { Kysely } from 'kysely';
import { LANGUAGE_TAG_PATTERN } from '../../shared/i18n/languages';
import type { Brand } from '../brand/brand';
import type { DB } from '../db/schema';
import { ApiError, message } from '../http/envelope';

/** The body of a language choice: one language tag. */
export const languageChoiceSchema = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: { language: { type: 'string', pattern: LANGUAGE_TAG_PATTERN } },
} as const;

/**
 * Keeps a signed-in user's choice of language, so mails and their next visit (on any device or
 * origin) follow it. Only a language the brand offers is kept.
 */
export async function saveUserLanguage(
  db: Kysely<DB>,
  brand: Brand,
  userId: string,
  language: string,
): Promise<void> {
  if (!brand.languages.includes(language)) {
    throw new ApiError(400, 'validation_failed', message('errors.languageNotOffered'));
  }
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
