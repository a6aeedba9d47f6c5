import { LANGUAGE_TAG_PATTERN } from '../../i18n/languages.ts';
import { copyNamespaces, hasKeyShape, isCopyKey } from '../../i18n/schemaTexts.ts';
import type { KeyUse } from '../messageKeys.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';

export type Copy = Record<string, string>;
/** brands/<brand>/locales/<lang>.json -> its copy. */
export type Locales = ReadonlyMap<string, Copy>;

const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

export function copyOf(locales: Locales, brandId: string, lang: string): Copy {
  return locales.get(`brands/${brandId}/locales/${lang}.json`) ?? {};
}

/** The languages with copy for a brand (its own or the default brand's), its default language first. */
export function languagesOf(locales: Locales, brandId: string, defaultLanguage: string): string[] {
  const found = new Set<string>();
  for (const file of locales.keys()) {
    const match = /^brands\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
    if (match && (match[1] === 'default' || match[1] === brandId) && LANGUAGE_TAG.test(match[2]!))
      found.add(match[2]!);
  }
  found.delete(defaultLanguage);
  return [defaultLanguage, ...[...found].sort()];
}

/** Where a schema shows a text (not a copy key), and the text. */
export type TextUses = ReadonlyMap<string, { file: string; path: string }>;

/** The namespaces of the default brand's copy: what makes a schema's string a copy key. */
export function defaultCopyNamespaces(locales: Locales): Set<string> {
  return copyNamespaces(
    [...locales].filter(([file]) => file.startsWith('brands/default/')).map(([, copy]) => copy),
  );
}

/**
 * A schema's text positions told apart: copy keys (checked against the copy) and texts as written
 * (translated under themselves), each text with the first place it is shown.
 */
export function splitTextUses(
  uses: readonly { file: string; use: KeyUse }[],
  locales: Locales,
  namespaces: ReadonlySet<string> = defaultCopyNamespaces(locales),
): { keyUses: { file: string; use: KeyUse }[]; texts: TextUses } {
  const keyUses: { file: string; use: KeyUse }[] = [];
  const texts = new Map<string, { file: string; path: string }>();
  for (const { file, use } of uses) {
    if (isCopyKey(use.key, namespaces)) keyUses.push({ file, use });
    else if (!texts.has(use.key)) texts.set(use.key, { file, path: use.path });
  }
  return { keyUses, texts };
}

/**
 * Copy: every key a manifest names has copy in each language a brand lists (its own or the
 * default brand's); a brand's override and another language's key override a key that exists,
 * or translate a schema's text (another language may be partial: the rest falls back key by key,
 * and may add plural forms). A translation of a text no schema shows any more is not refused: it
 * is listed with the translations (translationsOf), so editing a text never blocks a publish.
 */
export function checkCopy(
  brand: { id: string; locales?: string[] },
  keyUses: readonly { file: string; use: KeyUse }[],
  texts: TextUses,
  locales: Locales,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  // A locale entry shaped like a key is one (a misspelt key is refused); the rest translate texts.
  const isKeyEntry = (entry: string) => hasKeyShape(entry) && !texts.has(entry);
  const unknownKey = (file: string, key: string, base: string) =>
    problems.push({
      file,
      path: `/${pointerKey(key)}`,
      rule: 'known-key',
      message: `"${key}" overrides no key of brands/default/locales/${base}.json`,
      fix: `correct its spelling, or add it to brands/default/locales/${base}.json first`,
    });
  const listed = brand.locales ?? ['en'];
  for (const lang of listed) {
    const defaults = copyOf(locales, 'default', lang);
    const own = copyOf(locales, brand.id, lang);
    for (const { file, use } of keyUses)
      if (!(use.key in own) && !(use.key in defaults))
        problems.push({
          file,
          path: use.path,
          rule: 'message-key',
          message: `"${use.key}" has no ${lang} copy for the brand ${brand.id}`,
          fix: `add "${use.key}" to brands/default/locales/${lang}.json`,
        });
    if (brand.id !== 'default')
      for (const key of Object.keys(own).filter((k) => !(k in defaults) && isKeyEntry(k)))
        unknownKey(`brands/${brand.id}/locales/${lang}.json`, key, lang);
  }
  const base = copyOf(locales, 'default', listed[0]!);
  const owners = brand.id === 'default' ? ['default'] : ['default', brand.id];
  for (const lang of languagesOf(locales, brand.id, listed[0]!).slice(1))
    for (const owner of owners)
      for (const key of Object.keys(copyOf(locales, owner, lang)))
        if (
          isKeyEntry(key) &&
          !(key in base) &&
          !(PLURAL_FORM.test(key) && key.replace(PLURAL_FORM, '') in base)
        )
          unknownKey(`brands/${owner}/locales/${lang}.json`, key, listed[0]!);
  return problems;
}

/** One language's translations of a brand's schema texts. */
export interface LanguageTranslations {
  lang: string;
  /** How many different texts the brand's schemas show. */
  texts: number;
  /** The texts with no translation in this language yet: they show as written meanwhile. */
  missing: { text: string; file: string; path: string }[];
  /** Translations of texts no schema shows any more, by the file that holds them. */
  unused: { text: string; file: string }[];
}

/**
 * For each language of a brand but its default: which schema texts it translates (in the brand's
 * or the default brand's locale file), which it does not yet, and which translations are left over.
 */
export function translationsOf(
  brand: { id: string; locales?: string[] },
  texts: TextUses,
  locales: Locales,
): LanguageTranslations[] {
  const [defaultLanguage = 'en'] = brand.locales ?? ['en'];
  const owners = brand.id === 'default' ? ['default'] : ['default', brand.id];
  const base = copyOf(locales, 'default', defaultLanguage);
  return languagesOf(locales, brand.id, defaultLanguage)
    .slice(1)
    .map((lang) => {
      const layers = owners.map((owner) => ({
        file: `brands/${owner}/locales/${lang}.json`,
        copy: copyOf(locales, owner, lang),
      }));
      const missing = [...texts]
        .filter(([text]) => !layers.some(({ copy }) => text in copy))
        .map(([text, where]) => ({ text, ...where }));
      const unused = layers.flatMap(({ file, copy }) =>
        Object.keys(copy)
          .filter((entry) => !(entry in base) && !hasKeyShape(entry) && !texts.has(entry))
          .map((text) => ({ text, file })),
      );
      return { lang, texts: texts.size, missing, unused };
    });
}
