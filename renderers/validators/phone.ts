import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js';
import type { Validate } from './validate';

/** The phone widget's messages (docs/public-forms.md, Rules beyond JSON Schema), as copy keys. */
export const PHONE_MESSAGES = {
  countryCode: 'validation.phone.countryCode',
  tooLong: 'validation.phone.tooLong',
  tooShort: 'validation.phone.tooShort',
  invalid: 'validation.phone.invalid',
} as const;

/**
 * The phone widget's value is E.164 ("+14155552671") once a country is chosen, or the bare digits
 * when none is. Returns the message key of what is wrong with it, or undefined when it is a valid
 * number; 'Please enter a valid phone number' is the default for anything else.
 */
export function phoneProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return PHONE_MESSAGES.invalid;
  if (!value.startsWith('+')) return PHONE_MESSAGES.countryCode;
  switch (validatePhoneNumberLength(value)) {
    case 'INVALID_COUNTRY':
      return PHONE_MESSAGES.countryCode;
    case 'TOO_LONG':
      return PHONE_MESSAGES.tooLong;
    case 'TOO_SHORT':
      return PHONE_MESSAGES.tooShort;
    case undefined:
      return isValidPhoneNumber(value) ? undefined : PHONE_MESSAGES.invalid;
    default:
      return PHONE_MESSAGES.invalid;
  }
}

/** The phone widget's check, as its registration carries it. */
export const validatePhone: Validate = (value) => {
  const message = phoneProblem(value);
  return message ? [{ path: [], message }] : [];
};
