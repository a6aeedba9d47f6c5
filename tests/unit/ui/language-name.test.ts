import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameOf } from '../../../src/ui/languageName';

afterEach(() => vi.restoreAllMocks());

describe("a language's own name", () => {
  it('is written as its speakers write it, capitalised', () => {
    expect(nameOf('de')).toBe('Deutsch');
    expect(nameOf('es')).toBe('Español');
    expect(nameOf('ar')).toBe('العربية');
  });

  it('is worked out once per language: the switcher renders it on every render', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    const first = nameOf('fr');
    for (let i = 0; i < 5; i++) expect(nameOf('fr')).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('is the code itself for a tag Intl cannot read', () => {
    expect(nameOf('not a tag')).toBe('not a tag');
  });
});
