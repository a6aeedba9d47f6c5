import { ApiError, message } from '../http/envelope';
import type { UserRow } from '../users/userData';

const NOT_OWNED = message('validation.logo.notOwned');

/**
 * A step may name only the logo the server stored for this user (their upload, or the copy of
 * their website's logo): never another user's file, nor an outside address. The upload and the
 * scrape are the only writers of a new logoUrl, so every logoUrl a user has is one of theirs.
 */
export function assertOwnLogo(user: UserRow, fields: Record<string, unknown>): void {
  if (!Object.hasOwn(fields, 'logoUrl')) return;
  const own = user.onboarding.logoUrl ?? null;
  if (fields.logoUrl === own) return;
  throw new ApiError(400, 'logo_not_owned', NOT_OWNED, {
    errors: [{ path: '/logoUrl', message: NOT_OWNED }],
  });
}
