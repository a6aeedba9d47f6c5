import type { PhoneParts } from './phoneCountries';

/** Reads an international number's country from the number itself: "+1 416…" is Canada. */
export type PhoneNumberParser = (international: string) => PhoneParts | undefined;

let loading: Promise<PhoneNumberParser> | undefined;
let loaded: PhoneNumberParser | undefined;

/** libphonenumber-js with its metadata, loaded once, when the person first reaches the phone field. */
export function loadPhoneNumberParser(): Promise<PhoneNumberParser> {
  loading ??= import('libphonenumber-js').then(({ parsePhoneNumberFromString }) => {
    loaded = (international) => {
      const parsed = parsePhoneNumberFromString(international.trim());
      return parsed?.country
        ? { country: parsed.country, digits: parsed.nationalNumber }
        : undefined;
    };
    return loaded;
  });
  // A failed download (offline for a moment) is tried again at the next need.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The parser if it has loaded already, so a paste after the first focus is read at once. */
export function loadedPhoneNumberParser(): PhoneNumberParser | undefined {
  return loaded;
}
