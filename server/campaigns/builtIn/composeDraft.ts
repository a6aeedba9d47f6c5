import { CONTENT_LIMITS, type CampaignContent } from '../campaignContent';
import type { Offer } from './offers';
import type { DraftDetails, Phrasebook } from './phrasebooks/phrasebook';
import { listOf } from './phrasebooks/phrasebook';
import type { PromptFacts } from './promptFacts';

/** What the composer knows of the business, besides the prompt. */
export interface BusinessFacts {
  company: string;
  /** One sentence on what the business does, or null to say it from the category. */
  described: string | null;
  /** The category's name in the draft's language, when known. */
  category: string | null;
}

const ON_A_PRODUCT: Offer['kind'][] = ['percentOff', 'amountOff', 'multiBuy', 'price'];

/**
 * The offer in words: the product goes with the first figure that can be on it ("35% off dresses"),
 * the minimum order with free shipping, else with the last figure.
 */
function offerText(facts: PromptFacts, words: Phrasebook): string | null {
  if (facts.offers.length === 0) return null;
  // Something new the mail announces is not what its discount is on.
  const productAt =
    !facts.product || facts.product.launched
      ? -1
      : facts.offers.findIndex((offer) => ON_A_PRODUCT.includes(offer.kind));
  const shippingAt = facts.offers.findIndex((offer) => offer.kind === 'freeShipping');
  const minimumAt = shippingAt >= 0 ? shippingAt : facts.offers.length - 1;
  const parts = facts.offers.map((offer, at) => {
    const text = words.offer(offer, at === productAt ? facts.product!.name : null);
    return facts.minimum && at === minimumAt ? words.overMinimum(text, facts.minimum) : text;
  });
  return listOf(parts, words.language);
}

/** A text cut to `max` characters at a word, with an ellipsis: a long company name still fits. */
function fitted(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

function sentences(...parts: (string | null | false)[]): string | null {
  const kept = parts.filter((part): part is string => !!part);
  return kept.length > 0 ? kept.join(' ') : null;
}

/**
 * The composition step: every fact of the prompt goes into the subject, heading, body or button,
 * in the phrasebook's words; the mail is checked for each one by the tests.
 */
export function composeDraft(
  facts: PromptFacts,
  business: BusinessFacts,
  words: Phrasebook,
): CampaignContent {
  const kind = words.kinds[facts.kind];
  const offer = offerText(facts, words);
  const details: DraftDetails = {
    company: business.company,
    about:
      business.described ??
      (business.category
        ? words.aboutCategory(business.category, business.company)
        : words.aboutCompany(business.company)),
    occasion: facts.occasion,
    product: facts.product?.name ?? null,
    offer,
  };
  const baseSubject = kind.subject(details);
  const subject =
    offer && !baseSubject.includes(offer) ? words.withOffer(baseSubject, offer) : baseSubject;
  const heading = kind.heading(details);
  const until = facts.until ? words.until(facts.until) : null;
  const offerSentence = offer
    ? words.offerLine(offer)
    : facts.offerMentioned && kind.offerWithoutFigures;
  const product = details.product;
  const productShown =
    !product || [subject, heading, offer ?? ''].some((text) => text.includes(product));
  const action = facts.callToAction ?? kind.action;
  const paragraphs = [
    words.greeting(facts.tone),
    sentences(facts.occasion && words.occasionLine(facts.occasion), kind.opening(details)),
    sentences(
      offerSentence,
      facts.code && words.codeLine(facts.code),
      until && words.untilLine(until),
      facts.on && words.onLine(facts.on),
    ),
    facts.audience && words.audienceLine(facts.audience),
    !productShown && words.productLine(product),
    details.about,
    facts.tone && words.closing(facts.tone),
    words.clickLine(action),
  ].filter((paragraph): paragraph is string => !!paragraph);
  const preheader = offer
    ? words.offerPreheader(offer, until, facts.code)
    : kind.preheader(details);
  return {
    subject: fitted(subject, CONTENT_LIMITS.subject),
    preheader: fitted(preheader, CONTENT_LIMITS.preheader),
    heading: fitted(heading, CONTENT_LIMITS.heading),
    paragraphs: paragraphs.map((paragraph) => fitted(paragraph, CONTENT_LIMITS.paragraph)),
    callToAction: { label: fitted(action, CONTENT_LIMITS.callToAction) },
  };
}
