import {
  splitTextUses,
  translationsOf,
  type Copy,
  type LanguageTranslations,
} from '../../../shared/config/checks/copy';
import { schemaMessageKeys, type KeyUse } from '../../../shared/config/messageKeys';
import type { JsonValue } from '../../../shared/schema/splitSchema';
import {
  brandFileOf,
  brandIdOf,
  formatJson,
  parseObject,
  type ConfigFileTexts,
} from './configFiles';

const LOCALE_FILE = /^brands\/[^/]+\/locales\/[^/]+\.json$/;
const SCHEMA_FILE = /^schemas\/(steps|forms)\/[^/]+\.json$/;

/** Where a new translation of a text is written: the default brand's copy, which every brand reads. */
export const translationFileOf = (lang: string) => `brands/default/locales/${lang}.json`;

/** One language's translations of the draft's texts, each text with its translation if any. */
export interface DraftLanguage extends LanguageTranslations {
  /** Each text, where a schema first shows it, and its translation and the file that holds it. */
  entries: { text: string; file: string; translation: string | undefined; copyFile: string }[];
}

/**
 * How far each of the brand's other languages translates the texts the draft's schemas show, as
 * the checker counts it (shared/config/checks/copy.ts), worked out in the browser from the draft.
 */
export function draftTranslations(draft: ConfigFileTexts): DraftLanguage[] {
  const brandId = brandIdOf(draft);
  const brandFile = brandFileOf(draft);
  const brand = brandFile ? parseObject(draft[brandFile]) : undefined;
  if (!brandId || !brand) return [];
  const locales = new Map<string, Copy>();
  const uses: { file: string; use: KeyUse }[] = [];
  for (const [file, text] of Object.entries(draft)) {
    const json = parseObject(text);
    if (!json) continue;
    if (LOCALE_FILE.test(file))
      locales.set(
        file,
        Object.fromEntries(Object.entries(json).filter(([, v]) => typeof v === 'string')) as Copy,
      );
    else if (SCHEMA_FILE.test(file))
      uses.push(...schemaMessageKeys(json as JsonValue).map((use) => ({ file, use })));
  }
  const { texts } = splitTextUses(uses, locales);
  const listed = Array.isArray(brand.locales) ? (brand.locales as string[]) : undefined;
  return translationsOf({ id: brandId, locales: listed }, texts, locales).map((language) => {
    const ownFile = `brands/${brandId}/locales/${language.lang}.json`;
    const own = locales.get(ownFile) ?? {};
    const shared = locales.get(translationFileOf(language.lang)) ?? {};
    const entries = [...texts].map(([text, { file }]) => ({
      text,
      file,
      translation: own[text] ?? shared[text],
      // A brand's own translation wins over the shared one, so it is the one to edit.
      copyFile: text in own ? ownFile : translationFileOf(language.lang),
    }));
    return { ...language, entries };
  });
}

/** The draft with a text's translation written into a locale file (or removed, when empty). */
export function withTranslation(
  draft: ConfigFileTexts,
  file: string,
  text: string,
  translation: string,
): ConfigFileTexts {
  const copy: Record<string, unknown> = { ...(parseObject(draft[file]) ?? {}) };
  if (translation.trim() === '') delete copy[text];
  else copy[text] = translation;
  return { ...draft, [file]: formatJson(copy) };
}

/** The draft without translations of texts no schema shows any more. */
export function withoutUnused(
  draft: ConfigFileTexts,
  unused: readonly { text: string; file: string }[],
): ConfigFileTexts {
  const files: Record<string, string> = { ...draft };
  for (const file of new Set(unused.map((u) => u.file))) {
    const copy: Record<string, unknown> = { ...(parseObject(files[file]) ?? {}) };
    for (const { text } of unused.filter((u) => u.file === file)) delete copy[text];
    files[file] = formatJson(copy);
  }
  return files;
}
