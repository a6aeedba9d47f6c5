import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../../../server/http/etag';

describe('If-None-Match', () => {
  it('matches the tag alone, in a list, weak, or as *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a missing header or a tag without quotes', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
  });
});
