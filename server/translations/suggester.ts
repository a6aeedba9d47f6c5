import type { LlmConfig } from '../config';
import { modelSuggestions } from './modelSuggestions';
import type { Suggestion, SuggestionRequest } from './suggestions';
import { memorySuggestions } from './translationMemory';

/** Suggests translations of a brand's texts, for an operator to confirm. */
export interface TranslationSuggester {
  /** 'memory' when only the brand's own translations suggest; else the model's name. */
  readonly generator: string;
  suggest(request: SuggestionRequest, memory: ReadonlyMap<string, string>): Promise<Suggestion[]>;
}

/**
 * The brand's translation memory first (the same words translated elsewhere in its copy, so a
 * text reads the same everywhere); with LLM_BASE_URL set, the model for the rest.
 */
export function createTranslationSuggester(llm: LlmConfig): TranslationSuggester {
  return {
    generator: llm.baseUrl ? llm.model : 'memory',
    async suggest(request, memory) {
      const remembered = memorySuggestions(request, memory);
      if (!llm.baseUrl) return remembered;
      const known = new Set(remembered.map((suggestion) => suggestion.id));
      const rest = request.texts.filter((text) => !known.has(text.id));
      return [...remembered, ...(await modelSuggestions(llm, { ...request, texts: rest }))];
    },
  };
}
