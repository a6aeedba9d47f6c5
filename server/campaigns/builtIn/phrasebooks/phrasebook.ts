import type { DraftLanguage } from '../draftLanguage';
import type { IntentName } from '../intents';
import type { OccasionName } from '../occasions';
import type { Offer } from '../offers';
import type { Tone } from '../tone';

/** What a sentence may say of the business and of the prompt, in the draft's language. */
export interface DraftDetails {
  company: string;
  /** One sentence on what the business does. */
  about: string;
  occasion: OccasionName | null;
  product: string | null;
  /** The offer with its figures: "35% off summer dresses and free shipping on orders over $50". */
  offer: string | null;
}

/** The sentences of one kind of mail. */
export interface KindPhrases {
  subject(d: DraftDetails): string;
  preheader(d: DraftDetails): string;
  heading(d: DraftDetails): string;
  /** The paragraph after the greeting. */
  opening(d: DraftDetails): string;
  /** Said of an offer the prompt mentions without a figure. */
  offerWithoutFigures: string;
  action: string;
}

/** Every word the built-in composer writes, in one language and register. */
export interface Phrasebook {
  language: DraftLanguage;
  /** One figure of the offer, on the product when there is one: "35% off dog treats". */
  offer(offer: Offer, product: string | null): string;
  /** An offer that starts at an order value: "free shipping on orders over $50". */
  overMinimum(offer: string, minimum: string): string;
  /** A subject with the offer after it: "Welcome to Acme: 10% off". */
  withOffer(subject: string, offer: string): string;
  /** The preview text of a mail with an offer. */
  offerPreheader(offer: string, until: string | null, code: string | null): string;
  /** "until 31 October", with the preposition the date needs. */
  until(date: string): string;
  greeting(tone: Tone | null): string;
  occasionLine(occasion: OccasionName): string;
  offerLine(offer: string): string;
  codeLine(code: string): string;
  untilLine(until: string): string;
  onLine(date: string): string;
  audienceLine(audience: string): string;
  productLine(product: string): string;
  closing(tone: Tone): string;
  clickLine(action: string): string;
  aboutCategory(category: string, company: string): string;
  aboutCompany(company: string): string;
  /** Said under every draft: no model wrote it. */
  note: string;
  kinds: Record<IntentName, KindPhrases>;
}

/** A text with its first letter in capitals (Arabic has none). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Items joined as the language joins a list: "a, b and c", "a, b y c", "a وb". */
export function listOf(items: string[], language: DraftLanguage): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}
