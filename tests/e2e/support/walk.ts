import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { visibleSteps, type FlowContext, type FlowManifest } from '../../../shared/flow';
import { latestMail } from '../auth/helpers';
import { beaconBrandUrl } from './brands';
import type { SignedUp } from './session';

type Reply = { err: boolean; msg: string; data: Record<string, unknown> };

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as T;
}

/** The flow context the server computes for this brand's user with `userData`. */
function flowContextOf(baseUrl: string, userData: Record<string, unknown>): FlowContext {
  const brand = readJson<{
    flow: string;
    hideSteps?: string[];
    variants?: {
      categoryRoutes?: Record<string, string>;
      skipStepsForCategories?: Record<string, string[]>;
    };
  }>(`brands/${baseUrl === beaconBrandUrl ? 'beacon' : 'default'}/brand.json`);
  return {
    flow: readJson<FlowManifest>(`schemas/flows/${brand.flow}.json`),
    brand: {
      hideSteps: brand.hideSteps ?? [],
      categoryRoutes: brand.variants?.categoryRoutes ?? {},
      skipStepsForCategories: brand.variants?.skipStepsForCategories ?? {},
    },
    userData,
  };
}

async function call(
  baseUrl: string,
  session: SignedUp,
  path: string,
  init: { body?: string | FormData; json?: object } = {},
): Promise<Reply> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      [session.authHeaderName]: session.token,
      ...(init.json ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : init.body,
  });
  const reply = (await res.json()) as Reply;
  if (reply.err) throw new Error(`${path} failed: ${res.status} ${reply.msg}`);
  return reply;
}

const save = (baseUrl: string, session: SignedUp, step: string, fields: object) =>
  call(baseUrl, session, '/user/updateUserData', { json: { step, ...fields } });

const userDataOf = async (baseUrl: string, session: SignedUp) =>
  (await call(baseUrl, session, '/user/getUserData', { json: {} })).data;

async function untilLoaderDone(baseUrl: string, session: SignedUp): Promise<void> {
  const deadline = Date.now() + 40_000;
  while ((await userDataOf(baseUrl, session)).stepName === 'personalizing_loader') {
    if (Date.now() > deadline) throw new Error('the website scan did not finish within 40 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function uploadedLogoUrl(baseUrl: string, session: SignedUp): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3346d3' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
  return String((await call(baseUrl, session, '/uploadLogo', { body: form })).data);
}

/** What each step's own Next sends, through the API; steps left without a save send nothing. */
const STEP_SAVES: Record<
  string,
  (baseUrl: string, session: SignedUp, category: string) => Promise<unknown>
> = {
  business_category: (baseUrl, session, category) =>
    save(baseUrl, session, 'business_category', { businessCategory: { name: category } }),
  team_size: (baseUrl, session) =>
    save(baseUrl, session, 'team_size', { teamSize: 5, teamRole: 'founder' }),
  email_verification: async (baseUrl, session) => {
    const mail = await latestMail(session.email, 'email_verification', baseUrl);
    const link = mail.links.find((l) => l.includes('/verify-email?token='));
    const token = new URL(link!).searchParams.get('token');
    return call(baseUrl, session, '/user/verifyEmail', { json: { token } });
  },
  generate_campaign: (baseUrl, session) =>
    save(baseUrl, session, 'generate_campaign', {
      campaignPrompt: 'Write a welcome email for new customers.',
      graphicThemePreference: 'lineArt',
    }),
  stages: (baseUrl, session) =>
    save(baseUrl, session, 'stages', {
      stages: [
        { name: 'Lead', duration: 0 },
        { name: 'Customer', duration: 7 },
      ],
    }),
  website_url: async (baseUrl, session) => {
    // A website that cannot be reached: the scan ends at once with neither logo nor colours.
    await save(baseUrl, session, 'website_url', {
      websiteUrl: 'https://unreachable.invalid',
      websiteDescription: 'Running shoes',
      primaryFeatures: ['email_marketing'],
    });
    await untilLoaderDone(baseUrl, session);
  },
  brand_setup: async (baseUrl, session) =>
    save(baseUrl, session, 'brand_setup', {
      logoUrl: await uploadedLogoUrl(baseUrl, session),
      paletteColor: ['#3346d3', '', ''],
    }),
};

/**
 * Walks a signed-up user through the API, step by step as the wizard's Next would, until the
 * server's stepName reaches `target`: the server refuses steps a user has not reached, so a test
 * about a later step gets there the way a user does. `category` is the business category saved.
 */
export async function walkViaApi(
  baseUrl: string,
  session: SignedUp,
  target: string,
  category = 'SaaS',
): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const userData = await userDataOf(baseUrl, session);
    const steps = visibleSteps(flowContextOf(baseUrl, userData)).map((s) => s.name);
    const stop = steps.indexOf(target);
    if (stop < 0) throw new Error(`${target} is not a step this user sees`);
    // Steps left without a save (no call, Skip for now, a verification) do not move the stored step.
    const next = steps
      .slice(Math.max(0, steps.indexOf(String(userData.stepName))), stop)
      .find((name) => name in STEP_SAVES && !done.has(name));
    if (!next) return;
    done.add(next);
    await STEP_SAVES[next]!(baseUrl, session, category);
  }
}
