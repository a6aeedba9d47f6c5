import { describe, expect, it } from 'vitest';
import { createBuiltInComposer } from '../../../server/campaigns/builtInComposer';
import {
  checkCampaignContent,
  type CampaignContent,
} from '../../../server/campaigns/campaignContent';

const composer = createBuiltInComposer();

function compose(prompt: string, language = 'en', company = 'Acme') {
  return composer.compose({
    prompt,
    language,
    themeKey: 'lineArt',
    themeLabel: 'Line art',
    company,
    category: null,
    categoryDescription: null,
    websiteDescription: null,
    ctaUrl: 'https://acme.example',
  });
}

function texts(mail: CampaignContent): string[] {
  return [mail.subject, mail.preheader, mail.heading, ...mail.paragraphs, mail.callToAction.label];
}

/** Within the contract's limits, and nothing a mail client or PostgreSQL would choke on. */
function expectUsable(mail: CampaignContent) {
  expect(checkCampaignContent(mail)).toHaveProperty('content');
  for (const text of texts(mail)) {
    expect(text.trim()).not.toBe('');
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202E]/);
    expect(text).not.toMatch(/[\ud800-\udfff]/u);
    expect(text).not.toMatch(/undefined|null|NaN/);
  }
}

const LANGUAGES = ['en', 'de', 'es', 'ar'];

/** A deterministic sequence of code units, surrogates and control characters among them. */
function noise(seed: number, length: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(state % 0x10000);
  }
  return text;
}

describe('the built-in composer never breaks on what a prompt box can hold', () => {
  const awkward = [
    '',
    ' ',
    '\n\t\n',
    '.',
    '!!!',
    '🎃🎃🎃',
    '%',
    '€',
    '100%',
    'code',
    'until',
    '\u0000',
    'Halloween\u0000sale 20% off',
    '\ud800',
    '20% off \udfff dog treats \ud83d',
    '\u202Eevil override\u202C',
    '<script>alert(1)</script> 20% off',
    'a'.repeat(10_000),
    '20% off '.repeat(1_300),
    `20% off ${'x'.repeat(10_000)} until 31 October`,
    `${'dog '.repeat(2_500)}treats`,
    'خصم '.repeat(2_000),
    '🎉'.repeat(5_000),
    noise(1, 10_000),
    noise(2, 500),
  ];

  for (const language of LANGUAGES) {
    it.each(awkward.map((prompt) => ({ prompt, label: JSON.stringify(prompt).slice(0, 40) })))(
      `${language}: $label`,
      async ({ prompt }) => {
        const mail = await compose(prompt, language);
        expectUsable(mail);
      },
    );
  }

  it('a control character or lone surrogate in a prompt does not reach the draft, its facts do', async () => {
    const mail = await compose('Halloween\u0000 sale: 20% off\ud800 dog treats, code BOO\u000720');
    expectUsable(mail);
    const text = texts(mail).join('\n');
    expect(text).toContain('Halloween');
    expect(text).toContain('20% off dog treats');
  });

  it('a 10,000-character prompt is composed quickly', async () => {
    const started = performance.now();
    for (const language of LANGUAGES) await compose(noise(3, 10_000), language);
    await compose(`${'20% off '.repeat(1_250)}`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a company name as long as signup allows still fits every limit', async () => {
    for (const language of LANGUAGES) {
      const mail = await compose(
        'Halloween: 20% off dog treats until 31 October with code SPOOKY20',
        language,
        'C'.repeat(200),
      );
      expectUsable(mail);
      expect(mail.subject.endsWith('…')).toBe(true);
    }
  });

  it('the same prompt always gives the same draft', async () => {
    const prompt = 'Black Friday: 2 for 1 on mugs, free shipping over $50, ends Sunday';
    expect(await compose(prompt)).toEqual(await compose(prompt));
  });
});
