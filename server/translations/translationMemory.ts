import { hasKeyShape } from '../../shared/i18n/schemaTexts';
import type { Suggestion, SuggestionRequest } from './suggestions';

type Copy = Readonly<Record<string, string>>;

/** Words compared as a reader would: spaces and line breaks count as one space. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

function copyOf(files: ReadonlyMap<string, string>, path: string): Copy {
  try {
    const json: unknown = JSON.parse(files.get(path) ?? '{}');
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    return Object.fromEntries(
      Object.entries(json).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** A language's copy as the brand shows it: the default brand's, then the brand's own over it. */
function brandCopy(files: ReadonlyMap<string, string>, brandId: string, lang: string): Copy {
  return {
    ...copyOf(files, `brands/default/locales/${lang}.json`),
    ...copyOf(files, `brands/${brandId}/locales/${lang}.json`),
  };
}

/**
 * The translation memory of a brand's configuration: each text of the source language the copy
 * already translates into the target language (a key's words in both, or a text translated under
 * itself), first one found wins.
 */
export function translationMemory(
  files: ReadonlyMap<string, string>,
  brandId: string,
  sourceLanguage: string,
  targetLanguage: string,
): ReadonlyMap<string, string> {
  const source = brandCopy(files, brandId, sourceLanguage);
  const target = brandCopy(files, brandId, targetLanguage);
  const memory = new Map<string, string>();
  for (const [entry, translation] of Object.entries(target)) {
    const words = hasKeyShape(entry) ? source[entry] : entry;
    if (words?.trim() && translation.trim() && !memory.has(normalized(words)))
      memory.set(normalized(words), translation);
  }
  return memory;
}

/** The texts the memory already translates, word for word. */
export function memorySuggestions(
  request: SuggestionRequest,
  memory: ReadonlyMap<string, string>,
): Suggestion[] {
  return request.texts.flatMap(({ id, source }) => {
    const text = memory.get(normalized(source));
    return text === undefined ? [] : [{ id, text, from: 'memory' as const }];
  });
}
