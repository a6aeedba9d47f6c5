import { Ajv, type JSONSchemaType } from 'ajv';

/** What a composer writes; the server turns it into HTML and text in the brand's colours. */
export interface CampaignContent {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  callToAction: { label: string };
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
  /** Where the call to action leads: chosen by the server, never by a composer. */
  ctaUrl: string;
}

const CONTENT_SCHEMA: JSONSchemaType<CampaignContent> = {
  type: 'object',
  required: ['subject', 'preheader', 'heading', 'paragraphs', 'callToAction'],
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: 150 },
    preheader: { type: 'string', maxLength: 250 },
    heading: { type: 'string', minLength: 1, maxLength: 200 },
    paragraphs: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      items: { type: 'string', minLength: 1, maxLength: 1500 },
    },
    callToAction: {
      type: 'object',
      required: ['label'],
      properties: { label: { type: 'string', minLength: 1, maxLength: 60 } },
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
