import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * The string formats a step's schema may name, as both the server's Ajv and the browser's
 * precompiled validators judge them (shared/schema/ajvSetup.ts): ajv-formats' own, except where
 * a browser's input gives what they refuse: a time input gives "10:20" (no seconds, no offset),
 * a datetime-local input "2026-11-28T10:20", a url input "https://münchen.de" or
 * "http://localhost:3000". The internationalized forms of email, hostname and uri (which Ajv
 * leaves unchecked) are checked as those are, once their other scripts are mapped to ASCII. RJSF
 * adds `color` and `data-url` as patterns, which the precompiled validators carry in their own code.
 */

const TIME = /^(\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(?:z|[+-](\d\d):?(\d\d))?$/i;
const DATE_TIME_SEPARATOR = /[t ]/i;

function isTime(value: string): boolean {
  const parts = TIME.exec(value);
  if (!parts) return false;
  const [, hour, minute, second = '0', offsetHour = '0', offsetMinute = '0'] = parts;
  return (
    +hour! <= 23 && +minute! <= 59 && +second <= 59 && +offsetHour <= 23 && +offsetMinute <= 59
  );
}

const isDate = (fullFormats.date as { validate: (value: string) => boolean }).validate;

function isDateTime(value: string): boolean {
  const parts = value.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!);
}

/** An absolute URL as a browser's url input takes it (WHATWG), with no space in it. */
function parsedUrl(value: string): URL | undefined {
  if (/\s/.test(value)) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const isRfcUri = fullFormats.uri as (value: string) => boolean;
const isUri = (value: string) => isRfcUri(value) || parsedUrl(value) !== undefined;
/** ajv-formats' `url` also refuses localhost and private addresses: whether a server may fetch an address is its fetch guard's to say. */
const isWebUrl = (value: string) => {
  const url = parsedUrl(value);
  return url !== undefined && /^(https?|ftp):$/.test(url.protocol) && url.hostname !== '';
};

const isHostname = (value: string) => (fullFormats.hostname as RegExp).test(value);
const isEmail = (value: string) => (fullFormats.email as RegExp).test(value);
const isUriReference = (value: string) => (fullFormats['uri-reference'] as RegExp).test(value);
const NON_ASCII = /[\u0080-\u{10ffff}]/u;

/**
 * An internationalized host name as the ASCII one it stands for (münchen.de: xn--mnchen-3ya.de),
 * by the URL standard's IDNA mapping, which browsers and Node share; undefined when it is none.
 */
function idnHostToAscii(value: string): string | undefined {
  if (!NON_ASCII.test(value)) return isHostname(value) ? value : undefined;
  // Of ASCII, only a host name's letters, digits, '-' and '.': no '%' escapes, ports or paths.
  if (/[ -,/:-@[-`{-~]|\s|\p{Cc}/u.test(value)) return undefined;
  // A label neither starts nor ends with '-' (the mapping would hide it inside an xn-- label).
  if (value.split(/[.\u3002\uff0e\uff61]/).some((label) => /^-|-$/.test(label))) return undefined;
  try {
    const ascii = new URL(`http://${value}/`).hostname;
    return isHostname(ascii) ? ascii : undefined;
  } catch {
    return undefined;
  }
}

const isIdnHostname = (value: string) => idnHostToAscii(value) !== undefined;

/** RFC 6531: an email address whose local part and domain may be written in any script. */
const IDN_LOCAL_PART =
  /^[\w!#$%&'*+/=?^`{|}~\-\u0080-\u{10ffff}]+(?:\.[\w!#$%&'*+/=?^`{|}~\-\u0080-\u{10ffff}]+)*$/u;
function isIdnEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = idnHostToAscii(value.slice(at + 1));
  return (
    at > 0 &&
    IDN_LOCAL_PART.test(local) &&
    !/\s|\p{Cc}/u.test(local) &&
    domain !== undefined &&
    isEmail(`a@${domain}`)
  );
}

/** RFC 3987's characters beyond ASCII that an IRI may hold (ucschar and iprivate). */
const IRI_CHAR =
  /[\u00a0-\ud7ff\ue000-\ufdcf\ufdf0-\uffef\u{10000}-\u{1fffd}\u{20000}-\u{2fffd}\u{30000}-\u{3fffd}\u{40000}-\u{4fffd}\u{50000}-\u{5fffd}\u{60000}-\u{6fffd}\u{70000}-\u{7fffd}\u{80000}-\u{8fffd}\u{90000}-\u{9fffd}\u{a0000}-\u{afffd}\u{b0000}-\u{bfffd}\u{c0000}-\u{cfffd}\u{d0000}-\u{dfffd}\u{e1000}-\u{efffd}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]/u;

/** An IRI as the URI it maps to (RFC 3987 3.1: its other characters as UTF-8 escapes); undefined when it holds a character no IRI may. */
function iriAsUri(value: string): string | undefined {
  let uri = '';
  for (const char of value) {
    if (!NON_ASCII.test(char)) uri += char;
    else if (IRI_CHAR.test(char)) uri += encodeURIComponent(char);
    else return undefined;
  }
  return uri;
}

const isIri = (value: string) => {
  const uri = iriAsUri(value);
  return uri !== undefined && isUri(uri);
};
const isIriReference = (value: string) => {
  const uri = iriAsUri(value);
  return uri !== undefined && isUriReference(uri);
};

export const stepFormats: Record<string, Format> = {
  ...fullFormats,
  time: { type: 'string', validate: isTime },
  'date-time': { type: 'string', validate: isDateTime },
  uri: { type: 'string', validate: isUri },
  url: { type: 'string', validate: isWebUrl },
  'idn-hostname': { type: 'string', validate: isIdnHostname },
  'idn-email': { type: 'string', validate: isIdnEmail },
  iri: { type: 'string', validate: isIri },
  'iri-reference': { type: 'string', validate: isIriReference },
};
