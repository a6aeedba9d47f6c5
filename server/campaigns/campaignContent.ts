import { Ajv, type JSONSchemaType } from 'ajv';

/** What a composer writes; the server turns it into HTML and text in the brand's colours. */
export interface CampaignContent {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  callToAction: { label: string };
  /** The language the composer chose to write in (the prompt's); the brief's when absent. */
  language?: string;
}

/** What a campaign is written from: the prompt, the theme and the business's own data. */
export interface CampaignBrief {
  prompt: string;
  /** The language the mail is written in: the owner's (a BCP 47 tag such as 'de'). */
  language: string;
  themeKey: string;
  themeLabel: string;
  company: string;
  /** The business category as the mail's language names it. */
  category: string | null;
  categoryDescription: string | null;
  websiteDescription: string | null;
  /** Where the call to action leads: chosen by the server (the prompt's own link, else the website), never by a composer. */
  ctaUrl: string;
}

/** The longest text each part of a campaign may be, whoever wrote it. */
export const CONTENT_LIMITS = {
  subject: 150,
  preheader: 250,
  heading: 200,
  paragraph: 1500,
  paragraphs: 8,
  callToAction: 60,
} as const;

// A model is told the language; only the built-in composer chooses one.
const CONTENT_SCHEMA: JSONSchemaType<Omit<CampaignContent, 'language'>> = {
  type: 'object',
  required: ['subject', 'preheader', 'heading', 'paragraphs', 'callToAction'],
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: CONTENT_LIMITS.subject },
    preheader: { type: 'string', maxLength: CONTENT_LIMITS.preheader },
    heading: { type: 'string', minLength: 1, maxLength: CONTENT_LIMITS.heading },
    paragraphs: {
      type: 'array',
      minItems: 1,
      maxItems: CONTENT_LIMITS.paragraphs,
      items: { type: 'string', minLength: 1, maxLength: CONTENT_LIMITS.paragraph },
    },
    callToAction: {
      type: 'object',
      required: ['label'],
      properties: {
        label: { type: 'string', minLength: 1, maxLength: CONTENT_LIMITS.callToAction },
      },
    },
  },
};

const validateContent = new Ajv({ allErrors: false }).compile(CONTENT_SCHEMA);

/** The content if `value` has the shape a composer must return; why not, otherwise. */
export function checkCampaignContent(
  value: unknown,
): { content: CampaignContent } | { problem: string } {
  if (validateContent(value)) {
    const { subject, preheader, heading, paragraphs, callToAction } = value;
    return {
      content: {
        subject,
        preheader,
        heading,
        paragraphs,
        callToAction: { label: callToAction.label },
      },
    };
  }
  const error = validateContent.errors?.[0];
  return { problem: `${error?.instancePath || 'the reply'} ${error?.message ?? 'is invalid'}` };
}
