import type { TranslationSuggestion } from '../../shared/contract/studio';

export type Suggestion = TranslationSuggestion;

/** What the Studio asks suggestions for: texts not translated into a language yet. */
export interface SuggestionRequest {
  /** The brand's default language, which the texts are written in. */
  sourceLanguage: string;
  targetLanguage: string;
  /** Each text with its id: a copy key, or the text itself. */
  texts: readonly { id: string; source: string }[];
}
