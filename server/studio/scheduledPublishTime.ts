import { ApiError, message } from '../http/envelope';

/** How far ahead a publish may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;

/** An instant with its zone: a date, a time to the minute or finer, then Z or an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The moment a publish is scheduled for: a 400 for one that is not an instant with a zone, is not
 * in the future, or is more than MAX_SCHEDULE_AHEAD_DAYS ahead.
 */
export function parsePublishTime(text: string, now = new Date()): Date {
  const at = new Date(text);
  if (!INSTANT.test(text) || Number.isNaN(at.getTime()))
    throw new ApiError(400, 'publish_time_invalid', message('errors.publishTimeInvalid'));
  if (at.getTime() <= now.getTime())
    throw new ApiError(400, 'publish_time_past', message('errors.publishTimePast'));
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000)
    throw new ApiError(400, 'publish_time_too_far', message('errors.publishTimeTooFar'), {
      maxDays: MAX_SCHEDULE_AHEAD_DAYS,
    });
  return at;
}
