import type { LlmConfig } from '../config';
import { chatJson, languageForModel, LlmFailure } from '../llm/chatCompletions';
import type { Suggestion, SuggestionRequest } from './suggestions';

const INSTRUCTIONS = [
  'You translate the texts of a signup and onboarding wizard of a business software product.',
  'Keep each text short and plain, in the tone of the original, using the polite form of address.',
  'Keep every {{placeholder}} exactly as written, and any Markdown, line breaks and punctuation.',
  'Answer with one JSON object and nothing else: {"translations": {"1": "...", "2": "..."}},',
  'one entry for each numbered text you are given, under the same number.',
].join(' ');

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/u;

const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[0]).sort();

/** A model's translation that a locale file may hold: plain text, as long at most as reasonable, its placeholders kept. */
function usable(source: string, translation: unknown): translation is string {
  return (
    typeof translation === 'string' &&
    translation.trim() !== '' &&
    translation.length <= source.length * 4 + 200 &&
    !UNPRINTABLE.test(translation) &&
    placeholdersOf(translation).join() === placeholdersOf(source).join()
  );
}

/**
 * Translations by the OpenAI-compatible model at LLM_BASE_URL, one request for all the texts; an
 * answer for a text not asked, or one that drops a placeholder, is left out.
 */
export async function modelSuggestions(
  config: LlmConfig,
  request: SuggestionRequest,
): Promise<Suggestion[]> {
  if (request.texts.length === 0) return [];
  const numbered = Object.fromEntries(request.texts.map((text, i) => [String(i + 1), text.source]));
  const reply = await chatJson(
    config,
    [
      { role: 'system', content: INSTRUCTIONS },
      {
        role: 'user',
        content: [
          `Translate from ${languageForModel(request.sourceLanguage)} into ${languageForModel(request.targetLanguage)}:`,
          JSON.stringify(numbered, null, 2),
        ].join('\n'),
      },
    ],
    0.2,
  );
  const translations = (reply as { translations?: unknown } | null)?.translations;
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations))
    throw new LlmFailure('the AI service did not answer with translations');
  return request.texts.flatMap(({ id, source }, i) => {
    const text = (translations as Record<string, unknown>)[String(i + 1)];
    return usable(source, text) ? [{ id, text, from: 'model' as const }] : [];
  });
}
