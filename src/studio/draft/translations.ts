import {
  languagesOf,
  splitTextUses,
  translationsOf,
  type Copy,
} from '../../../shared/config/checks/copy';
import {
  flowMessageKeys,
  schemaMessageKeys,
  type KeyUse,
} from '../../../shared/config/messageKeys';
import { copyNamespaces, isCopyKey } from '../../../shared/i18n/schemaTexts';
import type { JsonValue } from '../../../shared/schema/splitSchema';
import {
  brandFlowOf,
  brandIdOf,
  formatJson,
  parseObject,
  stepFileOf,
  type ConfigFileTexts,
} from './configFiles';

const LOCALE_FILE = /^brands\/[^/]+\/locales\/[^/]+\.json$/;
const SCHEMA_FILE = /^schemas\/(steps|forms)\/[^/]+\.json$/;

/** Where a new translation is written: the default brand's copy, which every brand reads. */
export const translationFileOf = (lang: string) => `brands/default/locales/${lang}.json`;

/** One language's translation of a row: undefined while missing, and the file to write it in. */
export interface TranslationCell {
  value: string | undefined;
  file: string;
}

/** A text of the flow: a copy key the flow's steps name, or a text a schema shows as written. */
export interface TranslationRow {
  /** The copy key, or the text itself: what a locale file translates it under. */
  id: string;
  kind: 'key' | 'text';
  /** The text in the brand's default language. */
  source: string;
  /** The step that first shows it (or the schema file, for a step outside the flow or a form). */
  where: string;
  /** Each other language's translation. */
  cells: Readonly<Record<string, TranslationCell>>;
}

export interface TranslationGrid {
  brandId: string;
  defaultLanguage: string;
  /** The brand's other languages, as the server offers them (each with copy of its own). */
  languages: string[];
  rows: TranslationRow[];
  /** How many rows each language leaves untranslated. */
  missing: Readonly<Record<string, number>>;
  /** Translations of texts no schema shows any more, by the file that holds them. */
  unused: { text: string; file: string }[];
}

/** Parsed locale files by their text, with their namespaces: an edit re-reads the file it changed. */
const parsedLocales = new Map<string, { copy: Copy; namespaces: Set<string> }>();

function localeOf(text: string): { copy: Copy; namespaces: Set<string> } | undefined {
  let parsed = parsedLocales.get(text);
  if (!parsed) {
    const json = parseObject(text);
    if (!json) return undefined;
    const copy = Object.fromEntries(
      Object.entries(json).filter(([, v]) => typeof v === 'string'),
    ) as Copy;
    parsed = { copy, namespaces: copyNamespaces([copy]) };
    // Older texts of files being edited are dropped now and then, not kept for the whole session.
    if (parsedLocales.size >= 64) parsedLocales.clear();
    parsedLocales.set(text, parsed);
  }
  return parsed;
}

/** The draft's locale files, and the namespaces of the default brand's copy. */
function copiesOf(draft: ConfigFileTexts): { locales: Map<string, Copy>; namespaces: Set<string> } {
  const locales = new Map<string, Copy>();
  const namespaces = new Set<string>();
  for (const [file, text] of Object.entries(draft)) {
    const parsed = LOCALE_FILE.test(file) ? localeOf(text) : undefined;
    if (!parsed) continue;
    locales.set(file, parsed.copy);
    if (file.startsWith('brands/default/')) for (const n of parsed.namespaces) namespaces.add(n);
  }
  return { locales, namespaces };
}

/** The flow's text positions in its order: each step's schema, then its panels and labels. */
function flowUses(draft: ConfigFileTexts): { where: string; use: KeyUse }[] {
  const found = brandFlowOf(draft);
  if (!found) return [];
  const panels = flowMessageKeys(found.flow);
  return found.flow.steps.flatMap((step, i) => {
    const schema = parseObject(draft[stepFileOf(step.schema)]);
    const own = schema ? schemaMessageKeys(schema as JsonValue) : [];
    const onStep = panels.filter((use) => use.path.startsWith(`/steps/${i}/`));
    return [...own, ...onStep].map((use) => ({ where: step.name, use }));
  });
}

/**
 * Every text of the brand's flow by every language of the brand: the copy keys its steps, posters
 * and side panels name, and the texts schemas show as written (a form's too, as the checker counts
 * them, shared/config/checks/copy.ts). A key a language lacks falls back to the default language,
 * a text shows as written: both count as missing.
 */
export function translationGridOf(draft: ConfigFileTexts): TranslationGrid | undefined {
  const found = brandFlowOf(draft);
  const brandId = brandIdOf(draft);
  if (!found || !brandId) return undefined;
  const listed = Array.isArray(found.brand.locales) ? (found.brand.locales as string[]) : undefined;
  const defaultLanguage = listed?.[0] ?? 'en';
  const { locales, namespaces } = copiesOf(draft);
  const schemaUses = Object.entries(draft).flatMap(([file, text]) => {
    const json = SCHEMA_FILE.test(file) ? parseObject(text) : undefined;
    return json ? schemaMessageKeys(json as JsonValue).map((use) => ({ file, use })) : [];
  });
  const { texts } = splitTextUses(schemaUses, locales, namespaces);
  const languages = languagesOf(locales, brandId, defaultLanguage).slice(1);
  const layers = (lang: string) => {
    const ownFile = `brands/${brandId}/locales/${lang}.json`;
    return {
      ownFile,
      own: locales.get(ownFile) ?? {},
      shared: locales.get(translationFileOf(lang)) ?? {},
    };
  };
  const rowOf = (id: string, kind: TranslationRow['kind'], source: string, where: string) => {
    const cells: Record<string, TranslationCell> = {};
    for (const lang of languages) {
      const { ownFile, own, shared } = layers(lang);
      // A brand's own translation wins over the shared one, so it is the one to edit.
      cells[lang] = {
        value: own[id] ?? shared[id],
        file: id in own ? ownFile : translationFileOf(lang),
      };
    }
    return { id, kind, source, where, cells };
  };

  const base = layers(defaultLanguage);
  const rows = new Map<string, TranslationRow>();
  for (const { where, use } of flowUses(draft)) {
    if (rows.has(use.key)) continue;
    if (!isCopyKey(use.key, namespaces)) {
      if (texts.has(use.key)) rows.set(use.key, rowOf(use.key, 'text', use.key, where));
    } else {
      const source = base.own[use.key] ?? base.shared[use.key];
      // A key with no words (a red border alone) has nothing to translate.
      if (source) rows.set(use.key, rowOf(use.key, 'key', source, where));
    }
  }
  for (const [text, { file }] of texts)
    if (!rows.has(text)) rows.set(text, rowOf(text, 'text', text, file));

  const all = [...rows.values()];
  const missing = Object.fromEntries(
    languages.map((lang) => [
      lang,
      all.filter((row) => row.cells[lang]!.value === undefined).length,
    ]),
  );
  const unused = translationsOf({ id: brandId, locales: listed }, texts, locales).flatMap(
    (language) => language.unused,
  );
  return { brandId, defaultLanguage, languages, rows: all, missing, unused };
}

/** Which rows to show: those missing in a language (or in any), and those matching a search. */
export interface RowFilter {
  missingIn?: string | 'any';
  search?: string;
  /** Rows shown whatever the filter says: those edited since it was set stay under the cursor. */
  keep?: ReadonlySet<string>;
}

export function filteredRows(grid: TranslationGrid, filter: RowFilter): TranslationRow[] {
  const words = filter.search?.trim().toLocaleLowerCase() ?? '';
  const missingIn = filter.missingIn;
  return grid.rows.filter((row) => {
    if (filter.keep?.has(row.id)) return true;
    if (missingIn === 'any' && grid.languages.every((lang) => row.cells[lang]!.value !== undefined))
      return false;
    if (missingIn && missingIn !== 'any' && row.cells[missingIn]?.value !== undefined) return false;
    if (!words) return true;
    return [
      row.id,
      row.source,
      row.where,
      ...Object.values(row.cells).map((cell) => cell.value),
    ].some((text) => text?.toLocaleLowerCase().includes(words));
  });
}

/** The draft with translations written into locale files (each removed when empty). */
export function withTranslations(
  draft: ConfigFileTexts,
  edits: readonly { file: string; id: string; translation: string }[],
): ConfigFileTexts {
  const files: Record<string, string> = { ...draft };
  for (const file of new Set(edits.map((edit) => edit.file))) {
    const copy: Record<string, unknown> = { ...(parseObject(files[file]) ?? {}) };
    for (const { id, translation } of edits.filter((edit) => edit.file === file)) {
      if (translation.trim() === '') delete copy[id];
      else copy[id] = translation;
    }
    files[file] = formatJson(copy);
  }
  return files;
}

/** The draft without translations of texts no schema shows any more. */
export function withoutUnused(
  draft: ConfigFileTexts,
  unused: readonly { text: string; file: string }[],
): ConfigFileTexts {
  return withTranslations(
    draft,
    unused.map(({ text, file }) => ({ file, id: text, translation: '' })),
  );
}
