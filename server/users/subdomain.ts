import { domainToASCII, domainToUnicode } from 'node:url';
import { ApiError, message } from '../http/envelope';
import { confusableSkeleton } from './confusableSkeleton';

export const DOMAIN_REQUIRED_MESSAGE = message('errors.domainRequired');
export const SUBDOMAIN_RULE_MESSAGE = message('errors.subdomainRule');
export const SUBDOMAIN_LOOK_ALIKE_MESSAGE = message('errors.subdomainLookAlike');

/** One DNS label: letters, digits and hyphens, starting and ending alphanumeric, 1 to 63 long. */
const SUBDOMAIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Scripts that may share one label: each alone, or Japanese's and Korean's usual mixes. */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Thai',
  'Georgian',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
].map((name) => ({ name, letter: new RegExp(`^\\p{Script=${name}}$`, 'u') }));
const COMPATIBLE_SCRIPTS = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
];

function scriptOf(letter: string): string {
  return SCRIPTS.find((script) => script.letter.test(letter))?.name ?? `other:${letter}`;
}

/** Whether the Unicode form of a label writes its letters in more than one script. */
function mixesScripts(label: string): boolean {
  const scripts = new Set([...label].filter((c) => /\p{L}/u.test(c)).map(scriptOf));
  if (scripts.size <= 1) return false;
  return !COMPATIBLE_SCRIPTS.some((group) => [...scripts].every((s) => group.includes(s)));
}

/**
 * An `xn--` label is an IDNA A-label: it must decode to Unicode letters, digits and hyphens, encode
 * back to itself, and keep to one script, so `xn--pple-43d` (Cyrillic а + Latin pple, which reads
 * as "apple") and labels that do not decode are refused.
 */
function isAcceptableIdnaLabel(label: string): boolean {
  const ascii = label.toLowerCase();
  if (!ascii.startsWith('xn--')) return true;
  const unicode = domainToUnicode(ascii);
  if (unicode === '' || unicode === ascii || domainToASCII(unicode) !== ascii) return false;
  return /^[\p{L}\p{M}\p{N}-]+$/u.test(unicode) && !mixesScripts(unicode);
}

export function isValidSubdomain(name: string): boolean {
  return SUBDOMAIN_PATTERN.test(name) && isAcceptableIdnaLabel(name);
}

/**
 * Whether a valid label's Unicode form passes for a name in ASCII letters: its confusable
 * skeleton is plain ASCII (`xn--80ak6aa92e`, all Cyrillic, reads as "apple"). A plain ASCII label
 * is itself; münchen, 日本 and москва keep letters no ASCII one looks like, and pass.
 */
export function imitatesAsciiName(name: string): boolean {
  const ascii = name.toLowerCase();
  if (!ascii.startsWith('xn--')) return false;
  return /^[\x21-\x7e]+$/.test(confusableSkeleton(domainToUnicode(ascii)));
}

/** Tenant names are host labels, so they are compared and stored in lower case. */
export function normalizeSubdomain(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * 409 domain_already_exists: the name's field problem carries the free names to offer, which
 * `data.suggestions` repeats for clients that read them there.
 */
export function domainTakenError(name: string, suggestions: string[]): ApiError {
  return new ApiError(409, 'domain_already_exists', message('errors.domainTaken', { name }), {
    suggestions,
    errors: [{ path: '/domain', message: message('errors.domainTaken', { name, suggestions }) }],
  });
}
