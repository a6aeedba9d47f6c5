import { describe, expect, it } from 'vitest';
import { isValidSubdomain } from '../../../server/users/subdomain';

describe('a subdomain is one DNS label the server accepts', () => {
  it.each([
    ['acme-co', 'a plain label'],
    ['xn--mnchen-3ya', 'münchen, Latin only'],
    ['XN--MNCHEN-3YA', 'münchen in upper case'],
    ['xn--80ak6aa92e', 'Cyrillic only'],
    ['xn--eckwd4c7c', 'ドメイン, Katakana only'],
    ['xn--fsq', '例, Han'],
  ])('accepts %s (%s)', (name) => {
    expect(isValidSubdomain(name)).toBe(true);
  });

  it.each([
    ['xn--abc', 'does not decode'],
    ['xn--zz', 'does not decode'],
    ['xn--hello-', 'decodes to plain ASCII, so is not an A-label'],
    ['xn--pple-43d', 'Cyrillic а with Latin pple, which reads as "apple"'],
    ['xn--ls8h', 'an emoji, not a letter'],
    ['-acme', 'starts with a hyphen'],
  ])('refuses %s (%s)', (name) => {
    expect(isValidSubdomain(name)).toBe(false);
  });
});
