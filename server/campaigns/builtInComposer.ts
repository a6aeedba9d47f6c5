import type { CampaignBrief, CampaignContent } from './campaignContent';
import { BUILT_IN_GENERATOR } from '../../shared/contract';
import type { CampaignComposer } from './composer';
import { intentOf, mentionsOffer } from './builtIn/intents';
import { phrasebookFor, type Details, type Phrasebook } from './builtIn/phrasebooks';

function firstSentence(text: string | null, max: number): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const sentence = /^.*?[.!?](\s|$)/.exec(clean)?.[0]?.trim() ?? clean;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/** A call to action an English prompt names ("call-to-action to book a demo"), in its words. */
function actionFromPrompt(prompt: string): string | null {
  const named =
    /(?:call[- ]to[- ]action|\bCTA\b)\s*(?::|to\b)?\s*([a-z][a-z '-]{2,30}?)(?=[.,;!?"]|$|\s+(?:and|with|for)\b)/i.exec(
      prompt,
    )?.[1];
  if (!named) return null;
  const words = named.trim().split(/\s+/).slice(0, 4).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailsOf(brief: CampaignBrief, words: Phrasebook): Details {
  const described =
    firstSentence(brief.websiteDescription, 280) ?? firstSentence(brief.categoryDescription, 280);
  const about =
    described ??
    (brief.category
      ? words.aboutCategory(brief.category, brief.company)
      : words.aboutCompany(brief.company));
  const percent = /\b(\d{1,2})\s?%/.exec(brief.prompt)?.[1];
  return {
    company: brief.company,
    about,
    offer: mentionsOffer(brief.prompt),
    percentOff: percent ? words.percentOff(percent) : null,
  };
}

/**
 * The embedded default: a deterministic mail assembled from the prompt's intent and the business
 * data, in the brief's language, with no model behind it, and saying so in the mail.
 */
export function createBuiltInComposer(): CampaignComposer {
  return {
    generator: BUILT_IN_GENERATOR,
    async compose(brief): Promise<CampaignContent> {
      const words = phrasebookFor(brief.language);
      const intent = words.intents[intentOf(brief.prompt)];
      const details = detailsOf(brief, words);
      const offerLine = (fallback: string) =>
        details.percentOff ? words.offerLine(details.percentOff) : fallback;
      // Only an English prompt's own call to action fits the words of an English mail.
      const named = words === phrasebookFor('en') ? actionFromPrompt(brief.prompt) : null;
      const action = named ?? intent.action;
      return {
        subject: intent.subject(details),
        preheader: intent.preheader(details),
        heading: intent.heading(details),
        paragraphs: [words.greeting, ...intent.body(details, offerLine), words.clickLine(action)],
        callToAction: { label: action },
      };
    },
  };
}

/** What the built-in composer says under each of its drafts, in the brief's language. */
export function builtInNote(language: string): string {
  return phrasebookFor(language).note;
}
