import { loadOnce } from '../../shared/loading/loadOnce';
import type { PhoneParts } from './phoneCountries';

/** Reads an international number's country from the number itself: "+1 416…" is Canada. */
export type PhoneNumberParser = (international: string) => PhoneParts | undefined;

const parser = loadOnce<PhoneNumberParser>(() =>
  import('libphonenumber-js').then(({ parsePhoneNumberFromString }) => (international) => {
    const parsed = parsePhoneNumberFromString(international.trim());
    return parsed?.country ? { country: parsed.country, digits: parsed.nationalNumber } : undefined;
  }),
);

/** libphonenumber-js with its metadata, loaded once, when the person first reaches the phone field. */
export const loadPhoneNumberParser = parser.load;

/** The parser if it has loaded already, so a paste after the first focus is read at once. */
export const loadedPhoneNumberParser = parser.loaded;
