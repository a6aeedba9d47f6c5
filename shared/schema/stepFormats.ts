import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * The string formats a step's schema may name, as both the server's Ajv and the browser's
 * precompiled validators judge them (shared/schema/ajvSetup.ts): ajv-formats' own, except where
 * a browser's input gives what they refuse: a time input gives "10:20" (no seconds, no offset),
 * a datetime-local input "2026-11-28T10:20", a url input "https://münchen.de" or
 * "http://localhost:3000". RJSF adds `color` and `data-url` as patterns, which the precompiled
 * validators carry in their own code.
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

export const stepFormats: Record<string, Format> = {
  ...fullFormats,
  time: { type: 'string', validate: isTime },
  'date-time': { type: 'string', validate: isDateTime },
  uri: { type: 'string', validate: isUri },
  url: { type: 'string', validate: isWebUrl },
};
