import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { stepPath } from '../../shared/routes/appPaths';
import { defaultBrandUrl } from './support/brands';
import { signUpViaApi, useSession, type SignedUp } from './support/session';
import { entryUrlViaApi, payViaApi } from './support/tenant';
import { walkViaApi } from './support/walk';

const WIDTHS = [320, 390, 1440];

/** The page fits the window at every width: nothing a user typed widens it (phones zoom out). */
async function expectFitsEveryWidth(page: Page, screen: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect.soft(scrollWidth, `${screen} at ${width} px`).toBeLessThanOrEqual(innerWidth);
  }
}

/** One word of `length` characters, unique to this run. */
function oneWord(start: string, length: number): string {
  return `${start}${randomBytes(3).toString('hex')}`.padEnd(length, 'abcdefghij');
}

async function saveStages(session: SignedUp, names: string[]): Promise<void> {
  const res = await fetch(`${defaultBrandUrl}/api/user/updateUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: JSON.stringify({
      step: 'stages',
      stages: names.map((name, i) => ({ name, duration: i * 7 })),
    }),
  });
  if (!res.ok) throw new Error(`saving the stages failed: ${res.status} ${await res.text()}`);
}

test('a 200-character company name, a long email and a 63-character subdomain never widen a page, portal or workspace', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const company = oneWord('Hyperlongcompany', 200);
  const email = `${oneWord('owner', 64)}@${oneWord('mail', 63)}.com`;
  const domain = oneWord('s', 63);
  const stageNames = [oneWord('Awarenessstage', 100), oneWord('Customerstage', 100)];
  const session = await signUpViaApi(defaultBrandUrl, { company, email, domain });
  await useSession(page, defaultBrandUrl, session);

  await page.goto(`${defaultBrandUrl}${stepPath('tenant_domain')}`);
  await expect(page.getByRole('textbox').first()).toHaveValue(domain);
  await expectFitsEveryWidth(page, 'the subdomain step');
  // Another owner's 63-character name: the step says it is taken and offers names as long.
  const taken = oneWord('t', 63);
  await signUpViaApi(defaultBrandUrl, { domain: taken });
  await page.getByRole('textbox').first().fill(taken);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`"${taken}" is already taken`).first()).toBeVisible();
  await expectFitsEveryWidth(page, 'the subdomain step with a name taken');

  await walkViaApi(defaultBrandUrl, session, 'email_verification');
  await page.goto(`${defaultBrandUrl}${stepPath('email_verification')}`);
  await expect(page.getByText(email)).toBeVisible();
  await expectFitsEveryWidth(page, 'the verification step');

  await walkViaApi(defaultBrandUrl, session, 'stages');
  await saveStages(session, stageNames);
  await page.goto(`${defaultBrandUrl}${stepPath('stages')}`);
  await expect(page.getByRole('textbox').first()).toHaveValue(stageNames[0]!);
  await expectFitsEveryWidth(page, 'the stages step');

  await walkViaApi(defaultBrandUrl, session, 'payment');
  await page.goto(`${defaultBrandUrl}${stepPath('website_url')}`);
  await page
    .getByRole('textbox')
    .first()
    .fill(`https://${oneWord('www', 200)}.example.com/`);
  await expectFitsEveryWidth(page, 'the website step');

  await page.goto(`${defaultBrandUrl}${stepPath('payment')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsEveryWidth(page, 'the payment step');

  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto(`${defaultBrandUrl}/login?tenant=${domain}`);
  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(login.getByText(domain, { exact: false }).first()).toBeVisible();
  await expectFitsEveryWidth(login, 'the login credentials step');

  await payViaApi(defaultBrandUrl, session, 'kilo_monthly');
  const entryUrl = await entryUrlViaApi(defaultBrandUrl, session);
  await page.goto(entryUrl);
  const heading = page.getByRole('heading', { level: 1, name: `${company} workspace` });
  await expect(heading).toBeVisible();
  await expect(page.getByText(stageNames[1]!)).toBeVisible();
  await expectFitsEveryWidth(page, 'the workspace');
  // The header's longer words in other languages (German's, Arabic's Sign out) fit too.
  for (const lang of ['de', 'es', 'ar']) {
    await page.getByRole('banner').getByRole('combobox').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectFitsEveryWidth(page, `the workspace in ${lang}`);
  }
  // The owner's choice is saved before the page is left: the sign-in page below speaks it.
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/language') && response.request().method() === 'PUT',
    ),
    page.getByRole('banner').getByRole('combobox').selectOption('en'),
  ]);

  await page.goto(new URL('/settings/xyz', entryUrl).toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectFitsEveryWidth(page, "the workspace's not-found page");

  const signIn = await visitor.newPage();
  await signIn.goto(new URL('/', entryUrl).toString());
  await expect(
    signIn.getByRole('heading', { level: 1, name: `Sign in to ${company}` }),
  ).toBeVisible();
  await expectFitsEveryWidth(signIn, "the workspace's sign-in page");
  await visitor.close();
});
