import { ApiError, message } from '../../http/envelope';

export const PROMO_CODE_INVALID_MESSAGE = message('errors.promoCodeInvalid');

/** The promo code as stored (trimmed); an unknown non-empty code is refused. */
export function checkedPromoCode(
  value: unknown,
  accepted: readonly string[],
): string | null | undefined {
  if (typeof value !== 'string') return value === null ? null : undefined;
  const code = value.trim();
  if (code === '') return code;
  if (!accepted.some((known) => known.toLowerCase() === code.toLowerCase())) {
    throw new ApiError(400, 'promo_code_invalid', PROMO_CODE_INVALID_MESSAGE, {
      errors: [{ path: '/promoCode', message: PROMO_CODE_INVALID_MESSAGE }],
    });
  }
  return code;
}
