import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, OnboardingEventKind, OnboardingEventsTable } from '../db/schema';
import type { UserRow } from '../users/userData';

/** Who an event is about, as the funnels filter it: never more than the user's id of a person. */
export type EventSubject = Pick<
  Selectable<OnboardingEventsTable>,
  'user_id' | 'brand' | 'config_version_id' | 'experiment_id' | 'arm' | 'language' | 'category'
>;

export interface OnboardingEvent {
  kind: OnboardingEventKind;
  step?: string;
  field?: string;
  /** The copy key of a validation message, or the code a refused save was answered with. */
  messageId?: string;
  /** The request's idempotency key: a retry of the same request records nothing twice. */
  requestId?: string;
}

function categoryOf(user: Pick<UserRow, 'onboarding'>): string | null {
  const category = (user.onboarding as { businessCategory?: { name?: unknown } } | null)
    ?.businessCategory?.name;
  return typeof category === 'string' ? category.slice(0, 200) : null;
}

/** The columns of a user's row an event's subject is made of. */
export const EVENT_SUBJECT_COLUMNS = [
  'id',
  'config_version_id',
  'experiment_id',
  'experiment_arm',
  'language',
  'onboarding',
] as const;

/** The subject of a user's events: their brand, configuration version, language and category. */
export function eventSubjectOf(
  user: Pick<UserRow, (typeof EVENT_SUBJECT_COLUMNS)[number]>,
  brand: string,
): EventSubject {
  return {
    user_id: user.id,
    brand,
    config_version_id: user.config_version_id,
    experiment_id: user.experiment_id,
    arm: user.experiment_arm,
    language: user.language,
    category: categoryOf(user),
  };
}

/** An event's row, for a plain insert (no `once` or request guard). */
export function eventRowOf(subject: EventSubject, event: OnboardingEvent) {
  return {
    kind: event.kind,
    ...subject,
    step: event.step ?? null,
    field: event.field ?? null,
    message_id: event.messageId ?? null,
    request_id: event.requestId ?? null,
  };
}

/**
 * Writes one event in the caller's transaction, so it commits with the change it describes or not
 * at all. With `once`, only when the user has no event of that kind (for that step) yet; with a
 * requestId, only when that request has not recorded it already. Either test is exact only while
 * the caller holds the user's row (an UPDATE or SELECT … FOR UPDATE of it in the same transaction:
 * the users repository's `withUserLocked`).
 */
export async function recordEvent(
  db: Kysely<DB>,
  subject: EventSubject,
  event: OnboardingEvent,
  options: { once?: boolean } = {},
): Promise<boolean> {
  const row = eventRowOf(subject, event);
  const guards = [];
  if (options.once)
    guards.push(sql`e.kind = ${row.kind} AND e.step IS NOT DISTINCT FROM ${row.step}`);
  // One request may write several rows of a kind (a field each): each is its own.
  if (row.request_id !== null)
    guards.push(sql`e.kind = ${row.kind} AND e.request_id = ${row.request_id}
      AND e.step IS NOT DISTINCT FROM ${row.step} AND e.field IS NOT DISTINCT FROM ${row.field}
      AND e.message_id IS NOT DISTINCT FROM ${row.message_id}`);
  if (guards.length === 0) {
    await db.insertInto('onboarding_events').values(row).execute();
    return true;
  }
  const inserted = await sql`
    INSERT INTO onboarding_events
      (kind, user_id, brand, config_version_id, experiment_id, arm, language, category, step,
       field, message_id, request_id)
    SELECT ${row.kind}, ${row.user_id}, ${row.brand}, ${row.config_version_id},
      ${row.experiment_id}, ${row.arm}, ${row.language},
      ${row.category}, ${row.step}, ${row.field}, ${row.message_id}, ${row.request_id}
    WHERE NOT EXISTS (
      SELECT 1 FROM onboarding_events e
      WHERE e.user_id = ${row.user_id} AND (${sql.join(guards, sql` OR `)})
    )`.execute(db);
  return Number(inserted.numAffectedRows ?? 0) > 0;
}

/** How many validation failures and refused saves of this step the user has counted. */
export async function refusalsCounted(
  db: Kysely<DB>,
  userId: string,
  step: string,
): Promise<number> {
  const counted = await db
    .selectFrom('onboarding_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', 'in', ['validation_failed', 'save_refused'])
    .where('step', '=', step)
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** The business categories the brand's events name in [from, to), at most 100, sorted. */
export async function eventCategories(
  db: Kysely<DB>,
  brand: string,
  range: { from: Date; to: Date },
): Promise<string[]> {
  const rows = await db
    .selectFrom('onboarding_events')
    .select('category')
    .distinct()
    .where('brand', '=', brand)
    .where('category', 'is not', null)
    .where('occurred_at', '>=', range.from)
    .where('occurred_at', '<', range.to)
    .orderBy('category')
    .limit(100)
    .execute();
  return rows.map((row) => row.category!);
}

/** How many users of each arm of the experiment reached the step: were shown it or got past it. */
export async function armsReachingStep(
  db: Kysely<DB>,
  experimentId: string,
  step: string,
): Promise<{ arm: string; users: number }[]> {
  const rows = await db
    .selectFrom('onboarding_events')
    .select(['arm', (eb) => eb.fn.count<string>('user_id').distinct().as('users')])
    .where('experiment_id', '=', experimentId)
    .where('kind', 'in', ['step_viewed', 'step_completed'])
    .where('step', '=', step)
    .where('arm', 'is not', null)
    .groupBy('arm')
    .execute();
  return rows.map((row) => ({ arm: row.arm!, users: Number(row.users) }));
}
