import type { FastifyPluginAsync } from 'fastify';
import { brandLanguages } from '../config/brand/languages';
import { configFilesOf, liveConfigVersion } from '../config/store/versions';
import { ApiError, message, ok } from '../http/envelope';
import { LlmFailure } from '../llm/chatCompletions';
import { bothLimits, createRateLimiterFactory } from '../security/rateLimits';
import { createTranslationSuggester } from '../translations/suggester';
import { translationMemory } from '../translations/translationMemory';
import { SUGGESTION_TEXT_MAX, SUGGESTIONS_PER_REQUEST } from '../../shared/contract/studio';
import { LANGUAGE_TAG_PATTERN } from '../../shared/i18n/languages';

interface SuggestBody {
  language: string;
  texts: { id: string; source: string }[];
}

const TEXT = { type: 'string', minLength: 1, maxLength: SUGGESTION_TEXT_MAX } as const;

/**
 * POST /translations/suggestions: translations of the texts an operator has not translated into a
 * language yet, from the brand's translation memory and, with LLM_BASE_URL set, a language model.
 * Nothing is written: the Studio shows them for the operator to confirm. Counted per operator and
 * per address, as a model's answers cost.
 */
export const studioTranslationRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand, config } = app;
  const suggester = createTranslationSuggester(config.llm);
  const limit = (await createRateLimiterFactory(app, config.rateLimit))(
    'studio-translation-suggestions',
    (request) => request.operator?.operatorId,
  );

  app.post<{ Body: SuggestBody }>(
    '/translations/suggestions',
    {
      schema: {
        body: {
          type: 'object',
          required: ['language', 'texts'],
          additionalProperties: false,
          properties: {
            language: { type: 'string', pattern: LANGUAGE_TAG_PATTERN },
            texts: {
              type: 'array',
              maxItems: SUGGESTIONS_PER_REQUEST,
              items: {
                type: 'object',
                required: ['id', 'source'],
                additionalProperties: false,
                properties: { id: TEXT, source: TEXT },
              },
            },
          },
        },
      },
      preValidation: bothLimits(limit),
    },
    async (request) => {
      const { language, texts } = request.body;
      const live = await liveConfigVersion(db, brand.id);
      const files = live ? await configFilesOf(db, live.id) : new Map<string, string>();
      const languages = brandLanguages(files.keys(), brand.id, brand.defaultLanguage).slice(1);
      if (!languages.includes(language))
        throw new ApiError(
          400,
          'validation_failed',
          message('errors.notBrandLanguage', { language }),
        );
      const memory = translationMemory(files, brand.id, brand.defaultLanguage, language);
      try {
        const suggestions = await suggester.suggest(
          { sourceLanguage: brand.defaultLanguage, targetLanguage: language, texts },
          memory,
        );
        return ok({ generator: suggester.generator, suggestions });
      } catch (error) {
        if (!(error instanceof LlmFailure)) throw error;
        throw new ApiError(
          502,
          'translation_suggestion_failed',
          message('errors.translationSuggestionFailed', { reason: error.reason }),
        );
      }
    },
  );
};
