import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from '../../../server/users/confusableSkeleton';
import { imitatesAsciiName, isValidSubdomain } from '../../../server/users/subdomain';

describe('a subdomain is one DNS label the server accepts', () => {
  it.each([
    ['acme-co', 'a plain label'],
    ['xn--mnchen-3ya', 'münchen, Latin only'],
    ['XN--MNCHEN-3YA', 'münchen in upper case'],
    ['xn--80adxhks', 'москва, Cyrillic only'],
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

describe('a subdomain that passes for an ASCII name', () => {
  it.each([
    ['xn--80ak6aa92e', 'аррӏе, Cyrillic, reads "apple"'],
    ['XN--80AK6AA92E', 'the same in upper case'],
    ['xn--80aa0cbo65f', 'раураӏ, Cyrillic, reads "paypal"'],
    ['xn--mxa1ag', 'ορα, Greek, reads "opa"'],
    ['xn--oo-gpa', 'ıoo, Latin dotless i, reads "ioo"'],
  ])('is found in %s (%s)', (name) => {
    expect(isValidSubdomain(name)).toBe(true);
    expect(imitatesAsciiName(name)).toBe(true);
  });

  it.each([
    ['acme-co', 'plain ASCII is itself'],
    ['xn--mnchen-3ya', 'münchen'],
    ['xn--wgv71a', '日本'],
    ['xn--80adxhks', 'москва'],
    ['xn--hxakic4aa', 'ελλάδα'],
  ])('is not found in %s (%s)', (name) => {
    expect(imitatesAsciiName(name)).toBe(false);
  });

  it("maps letters to their twins as Unicode's confusables.txt does", () => {
    expect(confusableSkeleton('аррӏе')).toBe(confusableSkeleton('appie'));
    expect(confusableSkeleton('ѕсоре')).toBe('scope');
    expect(confusableSkeleton('москва')).not.toMatch(/^[a-z]+$/);
  });
});
