import { useCallback, useState } from 'react';
import { toApiCallError } from '../api/errors';
import {
  SUGGESTION_TEXT_MAX,
  SUGGESTIONS_PER_REQUEST,
  type TranslationSuggestion,
} from '../../shared/contract/studio';
import type { Message } from '../../shared/contract';
import type { TranslationGrid } from './draft/translations';
import type { StudioApi } from './studioApi';

/** Each language's suggestions by row id, until the operator uses or dismisses them. */
export type SuggestionsByLanguage = Readonly<
  Record<string, Readonly<Record<string, TranslationSuggestion>>>
>;

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'busy'; lang: string }
  | { status: 'done'; lang: string; count: number }
  | { status: 'error'; lang: string; message: Message };

/** Asks the server for translations of what a language lacks, and keeps them until confirmed. */
export function useTranslationSuggestions(api: StudioApi) {
  const [suggestions, setSuggestions] = useState<SuggestionsByLanguage>({});
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });

  const ask = useCallback(
    async (grid: TranslationGrid, lang: string) => {
      const texts = grid.rows
        .filter(
          (row) =>
            row.cells[lang]!.value === undefined &&
            row.id.length <= SUGGESTION_TEXT_MAX &&
            row.source.length <= SUGGESTION_TEXT_MAX,
        )
        .slice(0, SUGGESTIONS_PER_REQUEST)
        .map((row) => ({ id: row.id, source: row.source }));
      setState({ status: 'busy', lang });
      try {
        const answer = await api.suggestTranslations(lang, texts);
        setSuggestions((all) => ({
          ...all,
          [lang]: Object.fromEntries(answer.suggestions.map((s) => [s.id, s])),
        }));
        setState({ status: 'done', lang, count: answer.suggestions.length });
      } catch (error) {
        setState({ status: 'error', lang, message: toApiCallError(error).messageRef });
      }
    },
    [api],
  );

  /** Drops a language's suggestions for these rows: used, or dismissed. */
  const forget = useCallback((lang: string, ids: readonly string[]) => {
    setSuggestions((all) => {
      const left = { ...all[lang] };
      for (const id of ids) delete left[id];
      return { ...all, [lang]: left };
    });
  }, []);

  return { suggestions, state, ask, forget };
}
