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
    expect(mail.paragraphs[1]).toMatch(
      /^Thanks for joining Acme Bakery\. We are glad you are here\./,
    );
    expect(mail.paragraphs).toContain('We put this together especially for our new users.');
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

  it('a product launch prompt announces what it launches, with the call to action it names', async () => {
    const mail = await compose(templatePrompt('product-launch'));
    expect(mail.subject).toBe('New at Acme Bakery: our newest feature');
    expect(mail.heading).toBe('Introducing our newest feature');
    expect(mail.callToAction.label).toBe('Try it today');
    const unnamed = await compose('A product launch email.');
    expect(unnamed.subject).toBe('Something new from Acme Bakery');
    expect(unnamed.heading).toBe('Introducing something new at Acme Bakery');
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
    expect(mail.subject).toBe('Summer at Acme Bakery: 20% off cakes');
    expect(mail.heading).toBe('20% off cakes');
    expect(mail.paragraphs).toContain('Enjoy 20% off cakes.');
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
    expect(welcome.subject).toBe('Welcome to Acme Bakery: 10% off');
    expect(welcome.heading).toBe('Welcome to Acme Bakery!');
    expect(welcome.paragraphs).toContain('Enjoy 10% off.');
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

  it('names the category with the article its sound asks for', async () => {
    const about = async (category: string) =>
      (await compose(defaultPrompt, { websiteDescription: null, category })).paragraphs.find((p) =>
        p.startsWith('As '),
      );
    expect(await about('E-commerce')).toBe(
      'As an E-commerce business, Acme Bakery is here to help you get more done.',
    );
    expect(await about('Education')).toMatch(/^As an Education business/);
    expect(await about('SaaS')).toMatch(/^As a SaaS business/);
    expect(await about('SEO')).toMatch(/^As an SEO business/);
    expect(await about('University')).toMatch(/^As a University business/);
    expect(await about('Hospitality')).toMatch(/^As a Hospitality business/);
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

  it('writes each language’s own grammar around the prompt’s words', async () => {
    const de = await compose('Mail an Kunden, die lange nicht bestellt haben: 10 % Rabatt', {
      language: 'de',
    });
    // "für" takes the accusative; "bis zum" before a day, "bis" before a weekday.
    expect(de.paragraphs).toContain(
      'Diese Nachricht haben wir speziell für Kunden zusammengestellt.',
    );
    const deDates = await compose('20 % auf Kuchen bis 31. Oktober', { language: 'de' });
    expect(deDates.preheader).toContain('bis zum 31. Oktober');
    const deInformal = await compose('Mail an bestehenden Kunden: 5 € Rabatt', { language: 'de' });
    expect(deInformal.paragraphs.join(' ')).toContain('für bestehende Kunden');
    const es = await compose('un 10 % de descuento en su primer pedido hasta el domingo', {
      language: 'es',
    });
    // "tú" in the mail: the owner's "su primer pedido" is the reader's "tu primer pedido".
    expect(es.subject).toBe('Acme Bakery: un 10 % de descuento en tu primer pedido');
    expect(es.preheader).toContain('hasta el domingo');
    const ar = await compose('خصم 10% للعملاء الجدد', { language: 'ar' });
    // ل + العملاء is written للعملاء.
    expect(ar.paragraphs).toContain('أعددنا هذه الرسالة خصيصًا للعملاء الجدد.');
    expect(ar.paragraphs).toContain('استمتع بخصم 10%.');
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
    expect(promo.subject).toBe('Acme Bakery: 20 % Rabatt auf Kuchen');
    const launch = await compose(
      copy('ar')['widgets.promptEditor.templates.product-launch.prompt']!,
      {
        language: 'ar',
      },
    );
    expect(launch.subject).toBe('جديد من Acme Bakery');
    expect(launch.callToAction.label).toBe('اكتشف الجديد');
  });

  it('writes in the prompt’s language when its words tell it, else in the owner’s', async () => {
    const english = await compose('A welcome email for our new users.', { language: 'de' });
    expect(english.subject).toBe('Welcome to Acme Bakery!');
    expect(english.language).toBe('en');
    const spanish = await compose('Un correo de bienvenida para los nuevos clientes.', {
      language: 'en',
    });
    expect(spanish.subject).toBe('¡Te damos la bienvenida a Acme Bakery!');
    expect(spanish.language).toBe('es');
    // Too short to tell: the owner's language, by a regional tag's base.
    const owners = await compose('Welcome!', { language: 'de-AT' });
    expect(owners.subject).toBe('Willkommen bei Acme Bakery!');
    expect(owners.language).toBe('de');
  });

  it('writes English for an owner whose language it has no words for', async () => {
    const mail = await compose('Welcome!', { language: 'fr' });
    expect(mail.subject).toBe('Welcome to Acme Bakery!');
    expect(mail.language).toBe('en');
  });
});
