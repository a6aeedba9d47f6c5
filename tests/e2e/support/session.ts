import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const TEST_PASSWORD = 'Sturdy-Pass1';

export interface SignedUp {
  email: string;
  domain: string;
  token: string;
  authHeaderName: string;
  sessionIdentifier: string;
}

/**
 * What the bot-check widget would submit: a solved ALTCHA challenge (the portal's, unless
 * `challengePath` names another), or nothing when the brand has none.
 */
async function botCheckToken(
  baseUrl: string,
  challengePath = '/api/altcha/challenge',
): Promise<string> {
  const res = await fetch(`${baseUrl}${challengePath}`);
  if (!res.ok) return '';
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') : '';
}

/** Signs a new user up through the API (as the subdomain step does) and returns the session. */
export async function signUpViaApi(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const id = randomBytes(4).toString('hex');
  const email = typeof overrides.email === 'string' ? overrides.email : `owner.${id}@example.com`;
  const domain = typeof overrides.domain === 'string' ? overrides.domain : `shop-${id}`;
  const res = await fetch(`${baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Compilers Inc',
      email,
      expectations: '',
      problems: '',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      campaignTemplateId: null,
      phoneNumber: '+14155552671',
      domain,
      signupFormData: {},
      selectedPlanId: null,
      gRecaptchaToken: await botCheckToken(baseUrl),
      ...overrides,
    }),
  });
  const body = (await res.json()) as {
    err: boolean;
    msg: string;
    data: { token: string; auth_header_name: string; sessionIdentifier: string };
  };
  if (!res.ok || body.err) throw new Error(`signup failed: ${res.status} ${body.msg}`);
  return {
    email,
    domain,
    token: body.data.token,
    authHeaderName: body.data.auth_header_name,
    sessionIdentifier: body.data.sessionIdentifier,
  };
}

/** Puts the session where the app keeps it, as a signed-in browser would have it. */
export async function useSession(page: Page, baseUrl: string, session: SignedUp): Promise<void> {
  await page.goto(`${baseUrl}/link-expired`);
  await page.evaluate((s) => {
    localStorage.setItem(
      'onramp.session',
      JSON.stringify({
        signupToken: s.token,
        authHeaderName: s.authHeaderName,
        sessionIdentifier: s.sessionIdentifier,
      }),
    );
  }, session);
}

/** Signs an operator in to the Studio through the API, solving its bot check; returns the token. */
export async function studioTokenViaApi(
  baseUrl: string,
  operator: { email: string; password: string },
): Promise<string> {
  const botCheck = await botCheckToken(baseUrl, '/api/studio/altcha/challenge');
  const res = await fetch(`${baseUrl}/api/studio/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...operator, botCheckToken: botCheck }),
  });
  if (!res.ok) throw new Error(`Studio sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
