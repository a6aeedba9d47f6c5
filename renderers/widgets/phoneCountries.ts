import type { CountryCode } from 'libphonenumber-js';
import { COUNTRIES_BY_CALLING_CODE } from './phoneCallingCodes';

/*
 * The widget lists countries and joins values from a table of calling codes; libphonenumber-js and
 * its metadata (phoneNumberParser.ts) load only when a number has to be read: a stored or pasted
 * international number, and the form's check of the value.
 */

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

const CALLING_CODE_OF = new Map<CountryCode, string>(
  Object.entries(COUNTRIES_BY_CALLING_CODE).flatMap(([code, countries]) =>
    countries.map((country) => [country, code] as const),
  ),
);
const KNOWN = new Set<string>(CALLING_CODE_OF.keys());

export function isCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/** A flag as the two regional-indicator emoji of its ISO code: no image, nothing fetched. */
export function flagOf(country: CountryCode | ''): string {
  if (!country) return '🌐';
  return String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let flagSupport: boolean | undefined;

/** Whether flag emoji are drawn, if supportsFlagEmoji has found out yet. */
export function knownFlagSupport(): boolean | undefined {
  return flagSupport;
}

/**
 * Whether this system draws flag emoji (Windows, for one, shows two letters instead): a flag is one
 * glyph, about as wide as a single regional indicator; unsupported, it is two.
 */
export function supportsFlagEmoji(doc: Document = document): boolean {
  if (flagSupport !== undefined) return flagSupport;
  // jsdom has no canvas; there is nothing to draw with, so assume flags.
  if (/jsdom/i.test(doc.defaultView?.navigator.userAgent ?? '')) return (flagSupport = true);
  try {
    const context = doc.createElement('canvas').getContext('2d');
    if (!context) return (flagSupport = true);
    context.font = '32px sans-serif';
    const flag = context.measureText(flagOf('US')).width;
    const letter = context.measureText(String.fromCodePoint(0x1f1fa)).width;
    flagSupport = flag < letter * 1.5;
  } catch {
    flagSupport = true;
  }
  return flagSupport;
}

export function callingCodeOf(country: CountryCode): string {
  return CALLING_CODE_OF.get(country) ?? '';
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country with a calling code, named in the page's language and sorted by that name. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  // One collator for the whole sort: localeCompare with a locale looks one up on every comparison.
  const collator = new Intl.Collator(language);
  return [...CALLING_CODE_OF]
    .map(([code, callingCode]) => ({ code, name: names?.of(code) ?? code, callingCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The initial country 'auto' means: guess it from the browser's languages, offline (en-GB gives GB,
 * a bare "de" is maximized to de-Latn-DE), falling back to the default.
 */
export function detectCountry(languages: readonly string[]): CountryCode {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (isCountry(region)) return region;
    } catch {
      // An unparsable tag says nothing about the country; try the next.
    }
  }
  return DEFAULT_PHONE_COUNTRY;
}

export function initialCountryFrom(
  option: unknown,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): CountryCode {
  if (option === 'auto') return detectCountry(languages);
  const code = typeof option === 'string' ? option.toUpperCase() : '';
  return isCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
}

export interface PhoneParts {
  country: CountryCode | '';
  digits: string;
}

/**
 * An international number's country and national digits by its calling code alone (codes are
 * prefix-free): the preferred country when it shares the code, else the code's main country. A code
 * several countries share (+1, +44, +7) is told apart by the number itself only once
 * phoneNumberParser.ts has loaded.
 */
export function partsByCallingCode(international: string, preferred: CountryCode | ''): PhoneParts {
  const digits = international.replace(/\D/g, '');
  for (const length of [1, 2, 3]) {
    const countries = COUNTRIES_BY_CALLING_CODE[digits.slice(0, length)];
    if (!countries?.length) continue;
    const country = preferred && countries.includes(preferred) ? preferred : countries[0]!;
    return { country, digits: digits.slice(length) };
  }
  return { country: '', digits };
}

/** Splits a stored value (E.164, or bare digits when no country was chosen) into country and digits. */
export function splitPhoneValue(value: unknown, fallback: CountryCode): PhoneParts {
  if (typeof value !== 'string' || value === '') return { country: fallback, digits: '' };
  if (!value.startsWith('+')) return { country: '', digits: value.replace(/\D/g, '') };
  return partsByCallingCode(value, fallback);
}

/** What the form keeps: E.164 once a country is chosen, the bare digits otherwise, nothing when empty. */
export function joinPhoneValue({ country, digits }: PhoneParts): string | undefined {
  if (!digits) return undefined;
  return country ? `+${callingCodeOf(country)}${digits}` : digits;
}

/**
 * Typing keeps digits only; a pasted international number ("+44 20 7946 0958") picks its country.
 */
export function readTypedPhone(raw: string, current: PhoneParts): PhoneParts {
  if (raw.trim().startsWith('+')) {
    const parts = partsByCallingCode(raw, current.country);
    if (parts.country) return parts;
  }
  return { country: current.country, digits: raw.replace(/\D/g, '') };
}
