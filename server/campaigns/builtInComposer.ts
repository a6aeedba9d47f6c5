import type { CampaignBrief, CampaignContent } from './campaignContent';
import { BUILT_IN_GENERATOR, type CampaignComposer } from './composer';

/** What the prompt asked for, beyond the kind of mail. */
interface Details {
  company: string;
  /** One sentence on what the business does. */
  about: string;
  /** The prompt mentions a discount or an offer. */
  offer: boolean;
  /** "20% off" when the prompt names a percentage, else null. */
  percentOff: string | null;
}

interface Intent {
  /** A prompt that names this kind of mail outright: "a welcome email", "our newsletter". */
  names: RegExp;
  /** Words that point at this kind of mail when no kind is named. */
  hints: RegExp;
  subject: (d: Details) => string;
  preheader: (d: Details) => string;
  heading: (d: Details) => string;
  /** The body between the greeting and the line that leads to the button. */
  body: (d: Details) => string[];
  action: string;
}

const MAIL = String.raw`(?:e-?mails?|mails?|messages?|campaigns?|series|notes?)`;
const OFFER =
  /\b(discount|offer(ing)?|coupon|promo(tion)?( code)?|deal|sale|\d{1,2}\s?% off|free shipping)\b/i;

function offerLine(d: Details, fallback: string): string {
  return d.percentOff ? `For a limited time, enjoy ${d.percentOff} as our thank-you.` : fallback;
}

const WELCOME: Intent = {
  names: new RegExp(String.raw`\b(welcome|onboarding|greeting)\s+${MAIL}`, 'i'),
  hints:
    /\b(welcom(e|ing)|onboard(ing)?|sign(ed|ing)?[- ]?up|just joined|new (users?|customers?|subscribers?|members?|sign-?ups?))\b/i,
  subject: (d) => `Welcome to ${d.company}!`,
  preheader: (d) => `Thanks for joining ${d.company}: here is where to start.`,
  heading: (d) => `Welcome to ${d.company}!`,
  body: (d) => [
    `Thanks for joining ${d.company}. We are glad you are here.`,
    d.about,
    'Your first step takes only a minute, and it is the quickest way to get real value from day one.',
    ...(d.offer ? [offerLine(d, 'As a welcome gift, a special offer is waiting for you.')] : []),
  ],
  action: 'Get started',
};

const REENGAGEMENT: Intent = {
  names: new RegExp(
    String.raw`\b(win[- ]?back|re-?engage(ment)?|re-?activation|we miss you)\b|\bcome[- ]back\s+${MAIL}`,
    'i',
  ),
  hints:
    /\b(miss(ed)? you|come back|inactive|lapsed|dormant|churn(ed)?|(have not|haven't|not) (visited|been back|logged in|ordered|bought)|in a while|a while since)\b/i,
  subject: (d) => `We miss you at ${d.company}`,
  preheader: (d) => `It has been a while: here is what is new at ${d.company}.`,
  heading: (d) => `We miss you at ${d.company}`,
  body: (d) => [
    `It has been a while since we last saw you at ${d.company}, and a lot has happened since.`,
    `Here is a reminder of what is waiting for you: ${d.about}`,
    ...(d.offer
      ? [offerLine(d, 'To welcome you back, we have saved a limited-time offer for you.')]
      : []),
  ],
  action: 'Come back',
};

const LAUNCH: Intent = {
  names: new RegExp(
    String.raw`\b(product[- ]launch|launch(ing)?|announcement|release)\s+${MAIL}|\bproduct[- ]launch\b`,
    'i',
  ),
  hints:
    /\b(launch(es|ed|ing)?|announc(e|es|ed|ing)\s+(our|a|the)\s+new(est)?|new(est)? (features?|products?|services?|collection|release|version|app|tool)|just released|introducing|now available)\b/i,
  subject: (d) => `Something new from ${d.company}`,
  preheader: (d) => `We have been busy at ${d.company}: see what is new.`,
  heading: (d) => `Introducing something new at ${d.company}`,
  body: (d) => [
    `We have been busy at ${d.company}, and we are excited to share what is new.`,
    d.about,
    'It is ready for you today, and you are among the first to try it.',
    ...(d.offer ? [offerLine(d, 'To celebrate, we have a limited-time offer for you.')] : []),
  ],
  action: 'See what is new',
};

const NEWSLETTER: Intent = {
  names:
    /\b(newsletters?|(weekly|monthly|quarterly) (update|digest|roundup|round-up|recap)|digest)\b/i,
  hints: /\b(updates?|roundup|round-up|recap|news|tips|stories|this (week|month))\b/i,
  subject: (d) => `The latest from ${d.company}`,
  preheader: (d) => `News, tips and what is coming next at ${d.company}.`,
  heading: (d) => `The ${d.company} newsletter`,
  body: (d) => [
    `Here is what has been happening at ${d.company}, and what is coming next.`,
    d.about,
    'Thanks for reading. Reply to this email any time: we read every answer.',
  ],
  action: 'Read more',
};

const PROMOTION: Intent = {
  names: new RegExp(
    String.raw`\b(promotion(al)?|promo|sales?|discount|coupon|offer|deal)\s+${MAIL}|\b(black friday|cyber monday|flash sale|clearance)\b`,
    'i',
  ),
  hints: OFFER,
  subject: (d) =>
    d.percentOff ? `${d.percentOff} at ${d.company}` : `A special offer from ${d.company}`,
  preheader: (d) => `A limited-time offer from ${d.company}, just for you.`,
  heading: (d) => `A special offer from ${d.company}`,
  body: (d) => [
    `We have put together something special for you at ${d.company}.`,
    offerLine(d, 'For a limited time, our offer is yours to claim.'),
    d.about,
  ],
  action: 'Claim your offer',
};

const DEMO: Intent = {
  names: new RegExp(String.raw`\b(demo|invitation|invite)\s+${MAIL}`, 'i'),
  hints: /\b(demo|meeting|consultation|book a call|webinar)\b/i,
  subject: (d) => `Let's talk: ${d.company}`,
  preheader: (d) => `See what ${d.company} can do for you, in a short call.`,
  heading: (d) => `Let's talk: ${d.company}`,
  body: (d) => [`We would love to show you what ${d.company} can do for you.`, d.about],
  action: 'Book a demo',
};

const GENERAL: Intent = {
  names: /(?!)/,
  hints: /(?!)/,
  subject: (d) => `News from ${d.company}`,
  preheader: (d) => `An update from everyone at ${d.company}.`,
  heading: (d) => `News from ${d.company}`,
  body: (d) => [`Here is an update from everyone at ${d.company}.`, d.about],
  action: 'Learn more',
};

const INTENTS = [WELCOME, REENGAGEMENT, LAUNCH, NEWSLETTER, PROMOTION, DEMO];

/** The intent whose pattern matches first in the prompt; undefined when none matches. */
function earliest(prompt: string, pattern: (intent: Intent) => RegExp): Intent | undefined {
  let found: { intent: Intent; at: number } | undefined;
  for (const intent of INTENTS) {
    const at = pattern(intent).exec(prompt)?.index;
    if (at !== undefined && (!found || at < found.at)) found = { intent, at };
  }
  return found?.intent;
}

/**
 * A prompt says what kind of mail it wants before the details ("a welcome email that introduces
 * our product"), so a kind named outright wins, then the hint that comes first.
 */
function intentOf(prompt: string): Intent {
  return earliest(prompt, (i) => i.names) ?? earliest(prompt, (i) => i.hints) ?? GENERAL;
}

function firstSentence(text: string | null, max: number): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const sentence = /^.*?[.!?](\s|$)/.exec(clean)?.[0]?.trim() ?? clean;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/** A call to action the prompt names ("call-to-action to book a demo"), in the mail's words. */
function actionFromPrompt(prompt: string): string | null {
  const named =
    /(?:call[- ]to[- ]action|\bCTA\b)\s*(?::|to\b)?\s*([a-z][a-z '-]{2,30}?)(?=[.,;!?"]|$|\s+(?:and|with|for)\b)/i.exec(
      prompt,
    )?.[1];
  if (!named) return null;
  const words = named.trim().split(/\s+/).slice(0, 4).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailsOf(brief: CampaignBrief): Details {
  const described =
    firstSentence(brief.websiteDescription, 280) ?? firstSentence(brief.categoryDescription, 280);
  const about =
    described ??
    (brief.category
      ? `As a ${brief.category} business, ${brief.company} is here to help you get more done.`
      : `${brief.company} is here to help you get more done.`);
  const percent = /\b(\d{1,2})\s?%/.exec(brief.prompt)?.[1];
  return {
    company: brief.company,
    about,
    offer: OFFER.test(brief.prompt),
    percentOff: percent ? `${percent}% off` : null,
  };
}

/**
 * The embedded default: a deterministic mail assembled from the prompt's intent and the business
 * data, with no model behind it, and saying so in the mail.
 */
export function createBuiltInComposer(): CampaignComposer {
  return {
    generator: BUILT_IN_GENERATOR,
    async compose(brief): Promise<CampaignContent> {
      const intent = intentOf(brief.prompt);
      const details = detailsOf(brief);
      const action = actionFromPrompt(brief.prompt) ?? intent.action;
      return {
        subject: intent.subject(details),
        preheader: intent.preheader(details),
        heading: intent.heading(details),
        paragraphs: ['Hi there,', ...intent.body(details), `${action} with one click below.`],
        callToAction: { label: action },
      };
    },
  };
}
