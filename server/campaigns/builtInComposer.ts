import type { CampaignBrief, CampaignContent } from './campaignContent';
import { BUILT_IN_GENERATOR, type CampaignComposer } from './composer';

interface Intent {
  matches: RegExp;
  subject: (company: string) => string;
  opener: (company: string) => string;
  action: string;
}

/** The kinds of mail the composer recognises in a prompt, most specific first. */
const INTENTS: Intent[] = [
  {
    matches: /\b(discount|offer|sale|coupon|deal|promo)/i,
    subject: (c) => `A special offer from ${c}`,
    opener: (c) => `We have put together something special for you at ${c}.`,
    action: 'Claim your offer',
  },
  {
    matches: /\b(launch|announc|new feature|release|introduc)/i,
    subject: (c) => `Something new from ${c}`,
    opener: (c) => `We have been busy at ${c}, and we are excited to share what is new.`,
    action: 'See what is new',
  },
  {
    matches: /\b(miss(ed)? you|win[- ]?back|come back|inactive|haven't visited|have not visited)/i,
    subject: (c) => `We miss you at ${c}`,
    opener: (c) => `It has been a while since we last saw you at ${c}.`,
    action: 'Come back',
  },
  {
    matches: /\b(welcome|onboard|sign(ed)?[- ]?up|new users?|joined)/i,
    subject: (c) => `Welcome to ${c}!`,
    opener: (c) => `Thanks for joining ${c}. We are glad you are here.`,
    action: 'Get started',
  },
  {
    matches: /\b(demo|meeting|consultation)\b/i,
    subject: (c) => `Let's talk: ${c}`,
    opener: (c) => `We would love to show you what ${c} can do for you.`,
    action: 'Book a demo',
  },
];

const GENERAL: Intent = {
  matches: /.^/,
  subject: (c) => `News from ${c}`,
  opener: (c) => `Here is an update from everyone at ${c}.`,
  action: 'Learn more',
};

function firstSentence(text: string | null, max: number): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const sentence = /^.*?[.!?](\s|$)/.exec(clean)?.[0]?.trim() ?? clean;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/** A call to action the prompt names ("call-to-action to book a demo"), in the mail's words. */
function actionFromPrompt(prompt: string): string | null {
  const named =
    /call[- ]to[- ]action\s+(?:to\s+)?([a-z][a-z '-]{2,30}?)(?=[.,;!?]|$|\s+(?:and|with|for)\b)/i.exec(
      prompt,
    )?.[1];
  if (!named) return null;
  const words = named.trim().split(/\s+/).slice(0, 4).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function aboutParagraph(brief: CampaignBrief): string {
  const description =
    firstSentence(brief.websiteDescription, 280) ?? firstSentence(brief.categoryDescription, 280);
  if (description) return description;
  return brief.category
    ? `As a ${brief.category} business, ${brief.company} is here to help you get more done.`
    : `${brief.company} is here to help you get more done.`;
}

/**
 * The embedded default: a deterministic mail assembled from the prompt's intent and the business
 * data, with no model behind it, and saying so in the mail.
 */
export function createBuiltInComposer(): CampaignComposer {
  return {
    generator: BUILT_IN_GENERATOR,
    async compose(brief): Promise<CampaignContent> {
      const intent = INTENTS.find((i) => i.matches.test(brief.prompt)) ?? GENERAL;
      const action = actionFromPrompt(brief.prompt) ?? intent.action;
      const subject = intent.subject(brief.company);
      return {
        subject,
        preheader: firstSentence(brief.websiteDescription, 120) ?? intent.opener(brief.company),
        heading: subject,
        paragraphs: [
          'Hi there,',
          intent.opener(brief.company),
          aboutParagraph(brief),
          `${action} with one click below.`,
        ],
        callToAction: { label: action },
      };
    },
  };
}
