/**
 * The own names of the languages the brands ship copy in, as Intl.DisplayNames gives them (a unit
 * test holds the two together): making a DisplayNames loads the language's locale data, about
 * 45 ms of /signup's first render under the benchmark's 4x CPU slowdown for the switcher's four.
 */
const SHIPPED_NAMES: Readonly<Record<string, string>> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
};

/** Names worked out for other languages (one an operator added at runtime), once each. */
const workedOut = new Map<string, string>();

/** A language's own name ("Deutsch", "العربية"), as its speakers would look for it. */
export function nameOf(lang: string): string {
  if (Object.hasOwn(SHIPPED_NAMES, lang)) return SHIPPED_NAMES[lang]!;
  let name = workedOut.get(lang);
  if (name === undefined) {
    name = displayName(lang);
    workedOut.set(lang, name);
  }
  return name;
}

/** Intl's own name of a language, capitalised as a name in a list; the tag if Intl cannot read it. */
export function displayName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}

const namesIn = new Map<string, string>();

/**
 * A language's name in another language ("German" in English, "alemán" in Spanish), for the words
 * around it; capitalised where it stands alone, as a column's heading.
 */
export function nameIn(lang: string, inLanguage: string, capitalised = false): string {
  const key = `${inLanguage}|${lang}`;
  let name = namesIn.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(lang) ?? lang;
    } catch {
      name = lang;
    }
    namesIn.set(key, name);
  }
  return capitalised ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : name;
}
