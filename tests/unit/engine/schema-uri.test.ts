import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../../src/standIns/rjsf/schemaUri';

const BASE = 'http://a/b/c/d;p?q';
/** RFC 3986 section 5.4: its normal and abnormal examples. */
const RFC_EXAMPLES: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
];

/** What schemas' $id and $ref look like. */
const SCHEMA_CASES: [string, string][] = [
  ['https://example.com/schemas/signup.json', '#/$defs/phone'],
  ['https://example.com/schemas/signup.json', 'common.json#/$defs/name'],
  ['https://example.com/schemas/steps/', '../common.json'],
  ['https://Example.COM/schemas/a.json', 'b.json'],
  ['HTTPS://example.com/a/b.json', '/c.json#x'],
  ['https://example.com/a%7eb/c.json', 'd.json'],
  ['https://example.com/a.json', 'https://other.example/x.json#/y'],
  ['https://example.com/a.json', 'urn:example:thing'],
  ['https://user@example.com:8080/a/b', 'c?x=1#f'],
  ['schema.json', '#/definitions/a'],
  ['/schemas/a.json', 'b.json'],
  ['', '#/definitions/a'],
  // RJSF's base for a root schema without an $id.
  ['#', '#/definitions/a'],
  ['#', '#/$defs/a~1b'],
  ['#', 'other.json#/x'],
  ['#', '#'],
];

describe('the URI operations @rjsf/utils uses, in place of fast-uri', () => {
  it.each(RFC_EXAMPLES)('resolves %s against the RFC 3986 base as %s', (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });

  it.each(SCHEMA_CASES)('resolves against %s the reference %s as fast-uri does', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('compares $ids as fast-uri does', () => {
    const pairs: [string, string][] = [
      ['https://example.com/a.json', 'https://example.com/a.json'],
      ['https://Example.COM/a.json', 'https://example.com/a.json'],
      ['HTTPS://example.com/a.json', 'https://example.com/a.json'],
      ['https://example.com/a%7Eb.json', 'https://example.com/a~b.json'],
      ['https://example.com/a%2fb', 'https://example.com/a%2Fb'],
      ['https://example.com/A.json', 'https://example.com/a.json'],
      ['https://example.com/a/./b.json', 'https://example.com/a/b.json'],
      ['https://example.com/a.json', 'https://example.com/a.json#'],
      ['urn:example:a', 'urn:example:a'],
      ['schema.json', 'schema.json'],
      ['schema.json', 'other.json'],
    ];
    for (const [a, b] of pairs) expect(equal(a, b), `${a} = ${b}`).toBe(fastUri.equal(a, b));
  });
});
