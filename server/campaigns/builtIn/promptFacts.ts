import { audienceIn } from './audience';
import { callToActionIn } from './callToAction';
import { datesIn } from './dates';
import { detectLanguage, type DraftLanguage } from './draftLanguage';
import { intentOf, mentionsOffer, type IntentName } from './intents';
import { occasionIn, type OccasionName } from './occasions';
import { offersIn, type Offer } from './offers';
import { productIn, type ProductFact } from './product';
import { cleanPrompt } from './promptText';
import { toneIn, type Tone } from './tone';

/** What a prompt says, each fact as the owner wrote it; null where it says nothing. */
export interface PromptFacts {
  /** The draft's language: the prompt's when its words tell it, else the owner's. */
  language: DraftLanguage;
  /** Whether the language is the prompt's own (not the owner's, for want of a clear one). */
  languageFromPrompt: boolean;
  kind: IntentName;
  occasion: OccasionName | null;
  product: ProductFact | null;
  audience: string | null;
  offers: Offer[];
  /** The order value the offer starts at: "$50". */
  minimum: string | null;
  code: string | null;
  /** The prompt speaks of an offer, with figures or without. */
  offerMentioned: boolean;
  until: string | null;
  on: string | null;
  tone: Tone | null;
  callToAction: string | null;
}

/** The extraction step: every fact the built-in composer uses, read from the prompt alone. */
export function extractFacts(prompt: string, ownerLanguage: DraftLanguage): PromptFacts {
  const text = cleanPrompt(prompt);
  const detected = detectLanguage(text);
  const language = detected ?? ownerLanguage;
  const { offers, minimum, code } = offersIn(text);
  const { until, on } = datesIn(text);
  const occasion = occasionIn(text, language);
  const product = productIn(text);
  const offerMentioned = offers.length > 0 || code !== null || mentionsOffer(text);
  const kind = intentOf(text);
  return {
    language,
    languageFromPrompt: detected !== null,
    // A prompt that names no kind of mail but an offer asks for a promotion.
    kind: kind === 'general' && offerMentioned ? 'promotion' : kind,
    occasion,
    product,
    audience: audienceIn(text),
    offers,
    minimum,
    code,
    offerMentioned,
    until,
    on,
    tone: toneIn(text),
    callToAction: callToActionIn(text),
  };
}
