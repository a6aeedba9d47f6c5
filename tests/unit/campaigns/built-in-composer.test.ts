import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBuiltInComposer } from '../../../server/campaigns/builtInComposer';
import type { CampaignBrief } from '../../../server/campaigns/campaignContent';
import { CAMPAIGN_TEMPLATES } from '../../../server/onboarding/catalog/campaignTemplates';

const composer = createBuiltInComposer();

function compose(prompt: string, brief: Partial<CampaignBrief> = {}) {
  return composer.compose({
    prompt,
    language: 'en',
    themeKey: 'lineArt',
    themeLabel: 'Line art',
    company: 'Acme Bakery',
    category: 'Food',
    categoryDescription: null,
    websiteDescription: 'Acme Bakery bakes sourdough bread every morning. Order online.',
    ctaUrl: 'https://acme.example',
    ...brief,
  });
}

const templatePrompt = (id: string) => CAMPAIGN_TEMPLATES.find((t) => t.id === id)!.prompt;
const defaultPrompt = (
  JSON.parse(readFileSync('brands/default/locales/en.json', 'utf8')) as Record<string, string>
)['steps.generate_campaign.defaultPrompt']!;

describe('the built-in composer writes the kind of mail the prompt asks for', () => {
  it('the default prompt (a welcome email that introduces the product) gives a welcome email that gets the reader started', async () => {
    const mail = await compose(defaultPrompt);
    expect(mail.subject).toBe('Welcome to Acme Bakery!');
    expect(mail.heading).toBe('Welcome to Acme Bakery!');
    expect(mail.preheader).toBe('Thanks for joining Acme Bakery: here is where to start.');
    expect(mail.paragraphs).toContain('Thanks for joining Acme Bakery. We are glad you are here.');
    expect(mail.callToAction).toEqual({ label: 'Get started' });
    expect(mail.paragraphs.at(-1)).toBe('Get started with one click below.');
  });

  it('the welcome template gives a welcome email with its call to action', async () => {
    const mail = await compose(templatePrompt('welcome-email'));
    expect(mail.subject).toBe('Welcome to Acme Bakery!');
    expect(mail.callToAction.label).toBe('Get started');
  });

  it('a win-back prompt gives a we-miss-you email, with the offer it mentions and its call to action', async () => {
    const mail = await compose(templatePrompt('win-back'));
    expect(mail.subject).toBe('We miss you at Acme Bakery');
    expect(mail.paragraphs.join(' ')).toContain('It has been a while since we last saw you');
    expect(mail.paragraphs).toContain(
      'To welcome you back, we have saved a limited-time offer for you.',
    );
    expect(mail.callToAction.label).toBe('Come back');
  });

  it('a re-engagement prompt without an offer makes no offer', async () => {
    const mail = await compose('Re-engagement email for inactive customers.');
    expect(mail.subject).toBe('We miss you at Acme Bakery');
    expect(mail.paragraphs.join(' ')).not.toMatch(/offer|% off/);
  });

  it('a product launch prompt announces something new, with the call to action it names', async () => {
    const mail = await compose(templatePrompt('product-launch'));
    expect(mail.subject).toBe('Something new from Acme Bakery');
    expect(mail.heading).toBe('Introducing something new at Acme Bakery');
    expect(mail.callToAction.label).toBe('Try it today');
  });

  it('a newsletter prompt gives a newsletter', async () => {
    const mail = await compose(
      'Write our monthly newsletter with news from the bakery and a few baking tips.',
    );
    expect(mail.subject).toBe('The latest from Acme Bakery');
    expect(mail.heading).toBe('The Acme Bakery newsletter');
    expect(mail.callToAction.label).toBe('Read more');
  });

  it('a promotion prompt gives an offer, with the discount it names', async () => {
    const mail = await compose(
      'Promotional email for our summer sale: 20% off all cakes for new and returning customers.',
    );
    expect(mail.subject).toBe('20% off at Acme Bakery');
    expect(mail.heading).toBe('A special offer from Acme Bakery');
    expect(mail.paragraphs).toContain('For a limited time, enjoy 20% off as our thank-you.');
    expect(mail.callToAction.label).toBe('Claim your offer');
  });

  it('a demo invitation asks the reader to book a demo', async () => {
    const mail = await compose('Invite trial users to a product demo.');
    expect(mail.subject).toBe("Let's talk: Acme Bakery");
    expect(mail.callToAction.label).toBe('Book a demo');
  });

  it('a prompt with no recognisable kind gives a general update', async () => {
    const mail = await compose('Tell people about us.');
    expect(mail.subject).toBe('News from Acme Bakery');
    expect(mail.callToAction.label).toBe('Learn more');
  });

  it('the kind a prompt names outright wins over words that hint at another', async () => {
    const welcome = await compose(
      'A welcome email for new subscribers announcing our newest feature, with a 10% discount.',
    );
    expect(welcome.subject).toBe('Welcome to Acme Bakery!');
    expect(welcome.paragraphs).toContain('For a limited time, enjoy 10% off as our thank-you.');
    const newsletter = await compose('Our newsletter: welcome our new users and list the news.');
    expect(newsletter.subject).toBe('The latest from Acme Bakery');
  });

  it('describes the business from its website, else from its category', async () => {
    const fromSite = await compose(defaultPrompt);
    expect(fromSite.paragraphs).toContain('Acme Bakery bakes sourdough bread every morning.');
    const fromCategory = await compose(defaultPrompt, { websiteDescription: null });
    expect(fromCategory.paragraphs).toContain(
      'As a Food business, Acme Bakery is here to help you get more done.',
    );
  });
});

describe('the built-in composer writes in the owner’s language', () => {
  const copy = (lang: string) =>
    JSON.parse(readFileSync(`brands/default/locales/${lang}.json`, 'utf8')) as Record<
      string,
      string
    >;

  it('a German owner’s default prompt gives a German welcome mail, with no English in it', async () => {
    const mail = await compose(copy('de')['steps.generate_campaign.defaultPrompt']!, {
      language: 'de',
      websiteDescription: null,
      category: 'E-Commerce',
    });
    expect(mail.subject).toBe('Willkommen bei Acme Bakery!');
    expect(mail.paragraphs[0]).toBe('Hallo,');
    expect(mail.paragraphs).toContain(
      'Acme Bakery ist in der Branche E-Commerce zu Hause und hilft dir, mehr zu erreichen.',
    );
    expect(mail.callToAction.label).toBe('Jetzt loslegen');
    expect(mail.paragraphs.join(' ')).not.toMatch(/\b(the|with|click|below)\b/i);
  });

  it('recognises the kind of mail in a German or an Arabic prompt', async () => {
    const winBack = await compose(copy('de')['widgets.promptEditor.templates.win-back.prompt']!, {
      language: 'de',
    });
    expect(winBack.subject).toBe('Wir vermissen dich bei Acme Bakery');
    expect(winBack.paragraphs).toContain(
      'Zu deiner Rückkehr haben wir ein zeitlich begrenztes Angebot für dich reserviert.',
    );
    const promo = await compose('Eine Rabattaktion: 20 % auf alle Kuchen.', { language: 'de' });
    expect(promo.subject).toBe('20 % Rabatt bei Acme Bakery');
    const launch = await compose(
      copy('ar')['widgets.promptEditor.templates.product-launch.prompt']!,
      {
        language: 'ar',
      },
    );
    expect(launch.subject).toBe('جديد من Acme Bakery');
    expect(launch.callToAction.label).toBe('اكتشف الجديد');
  });

  it('falls back to English for a language it has no phrasebook for, and keeps a regional tag’s base', async () => {
    expect((await compose('A welcome email.', { language: 'es' })).subject).toBe(
      'Welcome to Acme Bakery!',
    );
    expect((await compose('A welcome email.', { language: 'de-AT' })).subject).toBe(
      'Willkommen bei Acme Bakery!',
    );
  });
});
