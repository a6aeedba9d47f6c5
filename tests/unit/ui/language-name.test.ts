import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayName, nameIn, nameOf } from '../../../src/ui/languageName';

afterEach(() => vi.restoreAllMocks());

/** Counts the Intl.DisplayNames made from now on; each is the real one. */
function countDisplayNames(): { made: number } {
  const Real = Intl.DisplayNames;
  const count = { made: 0 };
  vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DisplayNames>
  ) {
    count.made++;
    return new Real(...args);
  } as unknown as typeof Intl.DisplayNames);
  return count;
}

/** Every language a brand ships copy in. */
const shipped = [
  ...new Set(
    readdirSync('brands').flatMap((brand) =>
      readdirSync(`brands/${brand}/locales`).map((file) => file.replace(/\.json$/, '')),
    ),
  ),
];

describe("a language's own name", () => {
  it('is written as its speakers write it, capitalised', () => {
    expect(nameOf('de')).toBe('Deutsch');
    expect(nameOf('es')).toBe('Español');
    expect(nameOf('ar')).toBe('العربية');
  });

  it('of every language a brand ships is known without Intl, and is what Intl says', () => {
    expect(shipped.length).toBeGreaterThan(3);
    const count = countDisplayNames();
    const names = shipped.map(nameOf);
    expect(count.made).toBe(0);
    expect(names).toEqual(shipped.map(displayName));
  });

  it('of another language is worked out once: the switcher renders it on every render', () => {
    const count = countDisplayNames();
    const first = nameOf('fr');
    expect(first).toBe('Français');
    for (let i = 0; i < 5; i++) expect(nameOf('fr')).toBe(first);
    expect(count.made).toBe(1);
  });

  it('is the code itself for a tag Intl cannot read', () => {
    expect(nameOf('not a tag')).toBe('not a tag');
  });
});

describe("a language's name in another language", () => {
  it('is the name its readers use, capitalised only when asked', () => {
    expect(nameIn('de', 'en')).toBe('German');
    expect(nameIn('de', 'es')).toBe('alemán');
    expect(nameIn('de', 'es', true)).toBe('Alemán');
    expect(nameIn('de', 'ar')).toBe('الألمانية');
  });
});
