import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { post, signedIn, signedInAt, userData, type Reply } from './stepsHarness';

interface Campaign {
  id: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  generator: string;
}

const defaultCopy = JSON.parse(
  readFileSync(new URL('../../../brands/default/locales/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const campaignStep = {
  step: 'generate_campaign',
  campaignPrompt: 'Write a welcome email for new users with a call-to-action to book a demo.',
  graphicThemePreference: 'lineArt',
};

async function saveCategory(app: FastifyInstance, headers: Record<string, string>, name: string) {
  const res = await post(app, '/api/user/updateUserData', headers, {
    step: 'business_category',
    businessCategory: { name, description: name === 'Other' ? 'Bakery' : null },
  });
  expect(res.statusCode).toBe(200);
}

describe.each(databaseTargets())('campaigns, stages and catalogs on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    running = await startAccountsServer(target);
    app = running.app;
  });
  afterAll(() => running?.close());

  it('writes the campaign with the built-in composer, says so, stores it and returns the next step', async () => {
    const { headers, userId } = await signedInAt(running, 'generate_campaign');
    await saveCategory(app, headers, 'SaaS');
    const res = await post(app, '/api/user/updateUserData', headers, campaignStep);
    expect(res.statusCode).toBe(200);
    const data = res.json<Reply<{ stepName: string; campaign: Campaign }>>().data;
    expect(data.stepName).toBe('stages');
    const { campaign } = data;
    expect(campaign.generator).toBe('built-in composer');
    expect(campaign.subject).toBe('Welcome to Analytical Engines!');
    expect(campaign.html).toContain('Book a demo');
    expect(campaign.html).toContain('#3346d3');
    expect(campaign.html).toContain('built-in composer');
    expect(campaign.text).toContain('built-in composer');

    const rows = await running.server.database.db
      .selectFrom('campaigns')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: campaign.id,
      theme: 'lineArt',
      prompt: campaignStep.campaignPrompt,
      generator: 'built-in composer',
      tenant_id: null,
    });
  });

  it("writes the campaign in the owner's language, naming the category as that language does", async () => {
    const { headers } = await signedInAt(running, 'generate_campaign');
    await saveCategory(app, headers, 'Financial Services');
    expect((await post(app, '/api/user/language', headers, { language: 'de' })).statusCode).toBe(
      200,
    );
    const res = await post(app, '/api/user/updateUserData', headers, {
      ...campaignStep,
      campaignPrompt: 'Schreibe eine Willkommens-E-Mail für neue Kunden.',
    });
    expect(res.statusCode).toBe(200);
    const { campaign } = res.json<Reply<{ campaign: Campaign }>>().data;
    expect(campaign.subject).toBe('Willkommen bei Analytical Engines!');
    expect(campaign.html).toContain('<html lang="de" dir="ltr">');
    expect(campaign.text).toContain('in der Branche Finanzdienstleistungen');
    expect(campaign.text).toContain('Vom eingebauten Texter');
    expect(campaign.text).not.toContain('built-in composer');
  });

  it('writes the built-in draft from the prompt’s facts, in the prompt’s language and direction', async () => {
    const { headers } = await signedInAt(running, 'generate_campaign');
    const res = await post(app, '/api/user/updateUserData', headers, {
      ...campaignStep,
      campaignPrompt:
        'عرض الهالوين: خصم ٢٠٪ على حلويات الكلاب حتى 31 أكتوبر، استخدم كود SPOOKY20 https://shop.example/newsletter',
    });
    expect(res.statusCode).toBe(200);
    const { campaign } = res.json<Reply<{ campaign: Campaign }>>().data;
    expect(campaign.subject).toBe('الهالوين في Analytical Engines: خصم 20% على حلويات الكلاب');
    expect(campaign.html).toContain('<html lang="ar" dir="rtl">');
    expect(campaign.text).toContain('استخدم الرمز SPOOKY20 عند الدفع.');
    expect(campaign.text).toContain('يسري العرض حتى 31 أكتوبر.');
    expect(campaign.text).toContain('صاغ المحرّر المدمج');
    expect(campaign.text).not.toContain('النشرة البريدية');
    // The address the owner wrote is where the offer leads.
    expect(campaign.html).toContain('href="https://shop.example/newsletter"');
    const stored = await running.server.database.db
      .selectFrom('campaigns')
      .select(['subject', 'text'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ subject: campaign.subject, text: campaign.text });
  });

  it('escapes what the user wrote in the campaign HTML', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    await post(app, '/api/user/updateUserData', headers, {
      step: 'website_url',
      websiteUrl: 'https://bakery.example.com',
      websiteDescription: '<script>alert(1)</script> Fresh bread daily.',
      primaryFeatures: ['email_marketing'],
    });
    const res = await post(app, '/api/user/updateUserData', headers, campaignStep);
    const { html } = res.json<Reply<{ campaign: Campaign }>>().data.campaign;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://bakery.example.com"');
  });

  it('lists the 12 themes with their pictures and the sample templates in the user data', async () => {
    const { headers } = await signedIn(app);
    const data = await userData(app, headers);
    const themes = data.themePreferenceList as { key: string; label: string; imageUrl: string }[];
    expect(themes.map((t) => t.key)).toEqual([
      'realLife',
      'realLifeInspired',
      'infographicWithText',
      'humanStickArt',
      'lineArt',
      'animeInspired',
      'cartoonNetworkInspired',
      'renaissancePaintingInspired',
      'sciFiMovieInspired',
      'abstractLineArt',
      'iconWithLineArt',
      'crayonArt',
    ]);
    expect(themes.every((t) => t.label && t.imageUrl === `/themes/${t.key}.svg`)).toBe(true);
    const templates = data.campaignTemplates as Record<string, string>[];
    expect(templates).toHaveLength(3);
    for (const template of templates) {
      expect(Object.keys(template).sort()).toEqual(['id', 'imageURL', 'name', 'prompt']);
    }
  });

  it.each([
    ['SaaS', ['Awareness 0', 'Free trial 9', 'Paid customer 20', 'Renewal 31', 'Fan 60']],
    [
      'E-commerce',
      ['Awareness 0', 'Newsletter signup 9', 'Purchase 20', 'Repeat Purchase 31', 'Fan 60'],
    ],
    [
      'Marketing Services',
      [
        'Prospect 0',
        'Qualified 9',
        'Demo 20',
        'Proposal 31',
        'Closed lost 40',
        'Closed won 40',
        'Retention 90',
      ],
    ],
    [
      'Other',
      [
        'Prospect 0',
        'Qualified 9',
        'Demo 20',
        'Proposal 31',
        'Closed lost 40',
        'Closed won 40',
        'Retention 90',
      ],
    ],
  ])(
    'gives a %s user with no stages that category’s default stages',
    async (category, expected) => {
      const { headers } = await signedIn(app);
      await saveCategory(app, headers, category);
      const stages = (await userData(app, headers)).stages as { name: string; duration: number }[];
      expect(stages.map((s) => `${s.name} ${s.duration}`)).toEqual(expected);
    },
  );

  it('stores stages with trimmed names, and then no longer offers the defaults', async () => {
    const { headers } = await signedInAt(running, 'stages');
    await saveCategory(app, headers, 'SaaS');
    const res = await post(app, '/api/user/updateUserData', headers, {
      step: 'stages',
      stages: [
        { name: ' Lead ', duration: 0 },
        { name: 'Customer', duration: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await userData(app, headers)).stages).toEqual([
      { name: 'Lead', duration: 0 },
      { name: 'Customer', duration: 2 },
    ]);
  });

  it.each([
    ['a first stage after day 0', [{ name: 'Lead', duration: 3 }], '/stages/0/duration'],
    [
      'a blank name',
      [
        { name: 'Lead', duration: 0 },
        { name: '  ', duration: 2 },
      ],
      '/stages/1/name',
    ],
    [
      'a negative duration',
      [
        { name: 'Lead', duration: 0 },
        { name: 'Won', duration: -1 },
      ],
      '/stages/1/duration',
    ],
    [
      'a fractional duration',
      [
        { name: 'Lead', duration: 0 },
        { name: 'Won', duration: 1.5 },
      ],
      '/stages/1/duration',
    ],
  ])('refuses %s and stores nothing', async (_case, stages, path) => {
    const { headers } = await signedInAt(running, 'stages');
    const res = await post(app, '/api/user/updateUserData', headers, { step: 'stages', stages });
    expect(res.statusCode).toBe(400);
    const body = res.json<Reply<{ errors: { path: string }[] }>>();
    expect(body.status_code).toBe('validation_failed');
    expect(body.data.errors.map((e) => e.path)).toContain(path);
    expect((await userData(app, headers)).stepName).toBe('stages');
  });

  it('names the first-stage rule by a copy key the brand has words for', async () => {
    const { headers } = await signedInAt(running, 'stages');
    const res = await post(app, '/api/user/updateUserData', headers, {
      step: 'stages',
      stages: [{ name: 'Lead', duration: 3 }],
    });
    expect(res.statusCode).toBe(400);
    const { errors } =
      res.json<Reply<{ errors: { path: string; message: { id: string } }[] }>>().data;
    expect(errors).toEqual([
      { path: '/stages/0/duration', message: { id: 'validation.stages.firstDayZero' } },
    ]);
    expect(defaultCopy['validation.stages.firstDayZero']).toMatch(/day 0/);
  });

  it('lists the brand’s plan groups and plan types', async () => {
    const plans = await app.inject({ method: 'GET', url: '/api/getPaymentPlans' });
    expect(plans.statusCode).toBe(200);
    const groups =
      plans.json<Reply<{ type: string; plans: { planId: string; price: number }[] }[]>>().data;
    expect(groups.map((g) => g.type)).toEqual(['monthly', 'yearly']);
    expect(groups[0]!.plans.map((p) => p.price)).toEqual([8, 98, 398]);
    const types = await app.inject({ method: 'GET', url: '/api/getPlanTypes' });
    expect(types.json<Reply>().data).toEqual(['monthly', 'yearly']);
  });
});

type LlmMode = 'ok' | 'fenced' | 'garbage' | 'wrong-shape' | 'error' | 'hang';

/** An OpenAI-compatible chat completions endpoint whose answer the test chooses. */
async function startFakeLlm(): Promise<{
  url: string;
  mode: { value: LlmMode };
  bodies: unknown[];
  close(): Promise<void>;
}> {
  const mode = { value: 'ok' as LlmMode };
  const bodies: unknown[] = [];
  const content = JSON.stringify({
    subject: 'Your first ride starts here',
    preheader: 'Three steps to your new bicycle.',
    heading: 'Welcome aboard',
    paragraphs: ['Thanks for joining.', 'Book your fitting today.'],
    callToAction: { label: 'Book a fitting' },
  });
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      bodies.push({
        path: request.url,
        auth: request.headers.authorization,
        body: JSON.parse(raw),
      });
      if (mode.value === 'hang') return;
      if (mode.value === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        return response.end('{"error":"overloaded"}');
      }
      const answer = {
        ok: content,
        fenced: `Here you go:\n\`\`\`json\n${content}\n\`\`\``,
        garbage: 'I cannot help with that.',
        'wrong-shape': JSON.stringify({ subject: 'Hi' }),
      }[mode.value];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    mode,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('campaigns through an OpenAI-compatible endpoint', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let running: AccountsServer;

  beforeAll(async () => {
    llm = await startFakeLlm();
    running = await startAccountsServer(databaseTargets()[0]!, {
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'tiny-model',
      LLM_TIMEOUT_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await running?.close();
    await llm?.close();
  });

  it.each(['ok', 'fenced'] as const)(
    'uses the model’s campaign (%s reply), in the brand’s colours',
    async (mode) => {
      llm.mode.value = mode;
      const { headers } = await signedInAt(running, 'generate_campaign');
      const res = await post(running.app, '/api/user/updateUserData', headers, campaignStep);
      expect(res.statusCode).toBe(200);
      const { campaign } = res.json<Reply<{ campaign: Campaign }>>().data;
      expect(campaign).toMatchObject({
        generator: 'tiny-model',
        subject: 'Your first ride starts here',
      });
      expect(campaign.html).toContain('Book a fitting');
      expect(campaign.html).toContain('#3346d3');
      expect(campaign.html).not.toContain('built-in composer');
      expect(llm.bodies.at(-1)).toMatchObject({
        path: '/v1/chat/completions',
        auth: 'Bearer sk-test',
        body: { model: 'tiny-model' },
      });
      expect(JSON.stringify(llm.bodies.at(-1))).toContain('book a demo');
      expect(JSON.stringify(llm.bodies.at(-1))).toContain('in English (en)');
    },
  );

  it("asks the model to write in the owner's language", async () => {
    llm.mode.value = 'ok';
    const { headers } = await signedInAt(running, 'generate_campaign');
    await post(running.app, '/api/user/language', headers, { language: 'ar' });
    const res = await post(running.app, '/api/user/updateUserData', headers, campaignStep);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(llm.bodies.at(-1))).toContain('in Arabic (ar)');
  });

  it.each(['garbage', 'wrong-shape', 'error', 'hang'] as const)(
    'answers a %s reply with 502 campaign_generation_failed and saves nothing',
    async (mode) => {
      llm.mode.value = mode;
      const { headers, userId } = await signedInAt(running, 'generate_campaign');
      const res = await post(running.app, '/api/user/updateUserData', headers, campaignStep);
      expect(res.statusCode).toBe(502);
      const body = res.json<Reply>();
      expect(body).toMatchObject({ err: true, status_code: 'campaign_generation_failed' });
      expect(body.msg).toMatch(/^The campaign could not be generated: .+\. Please try again\.$/);
      expect((await userData(running.app, headers)).campaignPrompt).toBeNull();
      const rows = await running.server.database.db
        .selectFrom('campaigns')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([]);
    },
  );
});
