import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { UsersRepository } from '../users/usersRepository';
import { recordEvent, refusalsCounted, type EventSubject } from './onboardingEvents';

/** The few fields a refusal names: a body can list many, the funnel counts the first of each. */
const MAX_FIELDS = 20;

/**
 * How many refusals of one step one user's requests are counted: more than any real person meets,
 * so a page or script refused in a loop cannot swell the funnels (or the table).
 */
const MAX_REFUSALS_PER_STEP = 50;

/** How many more refusals of this step this user's requests may add (call with the user locked). */
export async function refusalsLeft(
  db: Kysely<DB>,
  subject: EventSubject,
  step: string,
): Promise<number> {
  return Math.max(0, MAX_REFUSALS_PER_STEP - (await refusalsCounted(db, subject.user_id, step)));
}

/**
 * Writes a user's refused fields (each with its message key) up to the cap, in one transaction
 * holding the user, so parallel requests cannot pass the cap; a retried request adds nothing.
 */
export function recordRefusedFields(
  users: Pick<UsersRepository, 'withUserLocked'>,
  subject: EventSubject,
  step: string,
  fields: { field: string; messageId: string | undefined }[],
  requestId?: string,
): Promise<void> {
  return users.withUserLocked(subject.user_id, async (trx) => {
    let left = await refusalsLeft(trx, subject, step);
    const seen = new Set<string>();
    for (const { field, messageId } of fields.slice(0, MAX_FIELDS)) {
      const key = `${field}:${messageId}`;
      if (left <= 0) return;
      if (seen.has(key)) continue;
      seen.add(key);
      const kind = 'validation_failed';
      if (await recordEvent(trx, subject, { kind, step, field, messageId, requestId })) left -= 1;
    }
  });
}

/**
 * A save the server refused, as the funnels count it: each field its validation named (with the
 * message's copy key), or the refusal's code. It changes nothing else, so it is written on its own;
 * a failure to write it is the caller's to ignore, never the answer the user gets.
 */
export async function recordRefusedSave(
  users: Pick<UsersRepository, 'withUserLocked'>,
  subject: EventSubject,
  step: string,
  error: ApiError,
  requestId?: string,
): Promise<void> {
  const errors = (error.data as { errors?: { path?: unknown; message?: { id?: unknown } }[] })
    ?.errors;
  if (error.statusCode === 'validation_failed' && Array.isArray(errors) && errors.length > 0) {
    const fields = errors.flatMap((problem) => {
      const field = typeof problem.path === 'string' ? problem.path.split('/')[1] : undefined;
      const messageId = typeof problem.message?.id === 'string' ? problem.message.id : undefined;
      return field ? [{ field, messageId }] : [];
    });
    return recordRefusedFields(users, subject, step, fields, requestId);
  }
  await users.withUserLocked(subject.user_id, async (trx) => {
    if ((await refusalsLeft(trx, subject, step)) > 0)
      await recordEvent(trx, subject, {
        kind: 'save_refused',
        step,
        messageId: error.statusCode,
        requestId,
      });
  });
}
