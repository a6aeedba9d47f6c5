import type { CampaignContent } from './campaignContent';
import { BUILT_IN_GENERATOR } from '../../shared/contract';
import type { CampaignComposer } from './composer';
import { composeDraft } from './builtIn/composeDraft';
import { draftLanguageOf } from './builtIn/draftLanguage';
import { phrasebookFor } from './builtIn/phrasebooks';
import { extractFacts } from './builtIn/promptFacts';

function firstSentence(text: string | null, max: number): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const sentence = /^.*?[.!?](\s|$)/.exec(clean)?.[0]?.trim() ?? clean;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/**
 * The embedded default: no model behind it, and saying so in the mail. It reads the facts of the
 * prompt (occasion, product, audience, figures, dates, code, tone, call to action) and writes them
 * into a mail with the business's data, in the prompt's language, else the owner's.
 */
export function createBuiltInComposer(): CampaignComposer {
  return {
    generator: BUILT_IN_GENERATOR,
    async compose(brief): Promise<CampaignContent> {
      const facts = extractFacts(brief.prompt, draftLanguageOf(brief.language));
      return {
        ...composeDraft(
          facts,
          {
            company: brief.company,
            described:
              firstSentence(brief.websiteDescription, 280) ??
              firstSentence(brief.categoryDescription, 280),
            // The brief names the category in the owner's language: another draft language skips it.
            category: facts.language === draftLanguageOf(brief.language) ? brief.category : null,
          },
          phrasebookFor(facts.language, facts.tone),
        ),
        language: facts.language,
      };
    },
  };
}

/** What the built-in composer says under each of its drafts, in the draft's language. */
export function builtInNote(language: string): string {
  return phrasebookFor(draftLanguageOf(language), null).note;
}
