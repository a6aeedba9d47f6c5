import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../../server/campaigns/builtIn/promptFacts';

describe('the extraction step reads each fact of a prompt as the owner wrote it', () => {
  it('an English Halloween promotion: occasion, product, audience, offer, code, deadline, tone', () => {
    const facts = extractFacts(
      'Halloween email for our dog treats: 20% off with code SPOOKY20 until 31 October, playful tone, for lapsed customers',
      'en',
    );
    expect(facts).toMatchObject({
      language: 'en',
      languageFromPrompt: true,
      kind: 'promotion',
      occasion: { name: 'Halloween' },
      product: { name: 'our dog treats', launched: false },
      audience: 'lapsed customers',
      offers: [{ kind: 'percentOff', percent: '20', upTo: false }],
      code: 'SPOOKY20',
      until: '31 October',
      tone: 'playful',
      callToAction: null,
    });
  });

  it('a link’s words choose nothing: "newsletter" in a URL does not make a newsletter', () => {
    const facts = extractFacts('35% off summer sale https://acme.example/newsletter', 'en');
    expect(facts.kind).toBe('promotion');
    expect(facts.offers).toEqual([{ kind: 'percentOff', percent: '35', upTo: false }]);
    expect(facts.occasion?.name).toBe('Summer');
    // "summer" is the occasion, not a product.
    expect(facts.product).toBeNull();
  });

  it('figures: amounts with their currency as written, two for one, free shipping over a minimum', () => {
    expect(
      extractFacts('2 for 1 on all mugs + free shipping over $50, save €5 with XMAS10', 'en'),
    ).toMatchObject({
      offers: [
        { kind: 'multiBuy', take: '2', pay: '1' },
        { kind: 'freeShipping' },
        { kind: 'amountOff', amount: '€5' },
      ],
      minimum: '$50',
      code: 'XMAS10',
      product: { name: 'mugs' },
    });
    expect(extractFacts('buy one get one free', 'en').offers).toEqual([
      { kind: 'multiBuy', take: '2', pay: '1' },
    ]);
    expect(extractFacts('up to 40 percent off', 'en').offers).toEqual([
      { kind: 'percentOff', percent: '40', upTo: true },
    ]);
    expect(extractFacts('Tickets for just €15', 'en').offers).toEqual([
      { kind: 'price', amount: '€15' },
    ]);
  });

  it('a German prompt: "bis zum 31. Oktober", "15 %", a Gutscheincode and the formal tone', () => {
    const facts = extractFacts(
      'Schreib eine formelle Mail zum Muttertag: 15 % auf alle Blumensträuße bis zum 10. Mai, Gutscheincode MAMA15',
      'en',
    );
    expect(facts).toMatchObject({
      language: 'de',
      occasion: { name: 'Muttertag', lead: 'Der Muttertag' },
      product: { name: 'Blumensträuße' },
      offers: [{ kind: 'percentOff', percent: '15' }],
      code: 'MAMA15',
      until: '10. Mai',
      tone: 'formal',
    });
  });

  it('a Spanish prompt: "2x1", "envío gratis en pedidos de más de 50 €", "hasta el domingo"', () => {
    const facts = extractFacts(
      'Black Friday: 2x1 en todas las tazas y envío gratis en pedidos de más de 50 €, solo hasta el domingo',
      'en',
    );
    expect(facts).toMatchObject({
      language: 'es',
      occasion: { name: 'Black Friday', lead: 'El Black Friday' },
      product: { name: 'las tazas' },
      offers: [{ kind: 'multiBuy', take: '2', pay: '1' }, { kind: 'freeShipping' }],
      minimum: '50 €',
      until: 'domingo',
    });
  });

  it('an Arabic prompt with Arabic-Indic digits: ٢٠٪ is 20%, للعملاء names the customers', () => {
    const facts = extractFacts(
      'عرض الهالوين: خصم ٢٠٪ على حلويات الكلاب للعملاء غير النشطين حتى 31 أكتوبر، استخدم كود SPOOKY20، بأسلوب مرح',
      'en',
    );
    expect(facts).toMatchObject({
      language: 'ar',
      occasion: { name: 'الهالوين' },
      product: { name: 'حلويات الكلاب' },
      audience: 'العملاء غير النشطين',
      offers: [{ kind: 'percentOff', percent: '20' }],
      code: 'SPOOKY20',
      until: '31 أكتوبر',
      tone: 'playful',
    });
  });

  it('a launch names what it launches; an offer in the same prompt is not on it', () => {
    const facts = extractFacts(
      'A welcome email for new subscribers announcing our newest feature, with a 10% discount.',
      'en',
    );
    expect(facts.kind).toBe('welcome');
    expect(facts.product).toEqual({ name: 'our newest feature', launched: true });
  });

  it('a call to action in quotes, after a colon, or as a German verb noun', () => {
    expect(extractFacts('promote our menu, CTA "Book a table"', 'en').callToAction).toBe(
      'Book a table',
    );
    expect(extractFacts('ends with a call-to-action to get started', 'en').callToAction).toBe(
      'Get started',
    );
    expect(
      extractFacts('mit einem klaren Call-to-Action zum Loslegen endet', 'de').callToAction,
    ).toBe('Jetzt loslegen');
  });

  it('the owner’s language when the prompt’s words do not tell', () => {
    expect(extractFacts('Welcome!', 'de')).toMatchObject({
      language: 'de',
      languageFromPrompt: false,
    });
    expect(extractFacts('SPOOKY20 🎃 -20%', 'ar').language).toBe('ar');
  });

  it('a prompt without facts gives none', () => {
    expect(extractFacts('Tell people about us.', 'en')).toMatchObject({
      kind: 'general',
      occasion: null,
      product: null,
      audience: null,
      offers: [],
      minimum: null,
      code: null,
      offerMentioned: false,
      until: null,
      on: null,
      tone: null,
      callToAction: null,
    });
  });
});
