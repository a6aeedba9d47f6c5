import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The body of a language choice: one of the brand's languages, nothing else. */
export function languageChoiceSchema(languages: readonly string[]) {
  return {
    type: 'object',
    required: ['language'],
    additionalProperties: false,
    properties: { language: { type: 'string', enum: [...languages] } },
  } as const;
}

/**
 * Keeps a signed-in user's choice of language (the portal's switcher or the tenant app's), so
 * mails and their next visit, on any device or origin, follow it.
 */
export async function saveUserLanguage(
  db: Kysely<DB>,
  userId: string,
  language: string,
): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
