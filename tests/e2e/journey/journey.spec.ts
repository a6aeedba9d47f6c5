import { expect, test, type Page } from '@playwright/test';
import { beaconBrandUrl, defaultBrandUrl } from '../support/brands';
import { holdReplies } from '../support/holdReplies';
import { signUpViaApi, useSession, type SignedUp } from '../support/session';
import { walkViaApi } from '../support/walk';

/**
 * From payment to the tenant's own app. Signup and the onboarding steps before payment are
 * seeded through the API (the same calls the steps make); the rest is walked in the browser:
 * the plan table, the sandbox checkout, both loaders, and the tenant app on its subdomain.
 */

const QUESTION = 'How long does shipping take?';
const ANSWER = 'Orders ship within 3 to 5 business days.';

async function save(baseUrl: string, session: SignedUp, body: object): Promise<void> {
  const res = await fetch(`${baseUrl}/api/user/updateUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`updateUserData failed: ${res.status} ${await res.text()}`);
}

/** Holds the first reply of a polled route a moment, so the screen's waiting state can be seen. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) {
      violations.push(`${page.url()}: ${msg.text()}`);
    }
  });
  return violations;
}

async function payForKiloBot(page: Page, baseUrl: string, brandName: string): Promise<void> {
  await page.goto(`${baseUrl}/signup/payment`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start Your Journey Now!' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /Kilo Bot/ }).check();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();

  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_sandbox_/);
  await expect(page.getByRole('heading', { name: `${brandName} Kilo Bot` })).toBeVisible();
  await expect(page.getByText('$98')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
}

async function askTheBot(page: Page, question: string): Promise<void> {
  await page.getByLabel('Ask the helpdesk bot a question').fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
}

test.describe('journey from payment to the tenant app', () => {
  test('Beacon: purchase confirmed, Continue, tenant built, and the bot answers what it was taught', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = watchCsp(page);
    const session = await signUpViaApi(beaconBrandUrl);
    await walkViaApi(beaconBrandUrl, session, 'train_bot');
    await save(beaconBrandUrl, session, {
      step: 'train_bot',
      customQuestions: [{ id: 'q1', questionTitle: QUESTION, questionValue: ANSWER }],
    });
    await walkViaApi(beaconBrandUrl, session, 'payment');
    await useSession(page, beaconBrandUrl, session);
    const releasePayment = await holdReplies(page, '/check-payment-status');
    const releaseTenant = await holdReplies(page, '/check-tenant-status');

    await payForKiloBot(page, beaconBrandUrl, 'Beacon');

    await expect(page).toHaveURL(`${beaconBrandUrl}/signup/payment_processing_loader`);
    await expect(page.getByRole('heading', { name: 'Your order being processed!' })).toBeVisible();
    await expect(
      page.getByText('Completing the payment process, just a moment more.'),
    ).toBeVisible();
    await expect(page.getByText('Due today')).toBeVisible();
    await expect(page.getByText('$98')).toBeVisible();
    releasePayment();
    await expect(page.getByRole('heading', { name: 'Purchased confirmed!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText('You’ve unlocked all the features and benefits of your plan.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${beaconBrandUrl}/signup/tenant_building_loader`);
    await expect(page.getByRole('heading', { name: 'Redirecting you to the App' })).toBeVisible();
    await expect(
      page.getByText('Please wait while automated processes build things for you.'),
    ).toBeVisible();
    releaseTenant();

    const tenantOrigin = beaconBrandUrl.replace('//localhost', `//${session.domain}.localhost`);
    await expect(page).toHaveURL(`${tenantOrigin}/`, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customer journey' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Welcome to Compilers Inc' })).toBeVisible();

    await askTheBot(page, 'how many days does shipping take?');
    await expect(page.getByText(ANSWER)).toBeVisible();
    await expect(page.getByText(`From your Q/A pair: “${QUESTION}”`)).toBeVisible();

    // The one-time sign-in is spent: reloading keeps this tab's session, a new tab must sign in.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('default brand: processing, redirect to the tenant loader, tenant app, and a plain no-answer', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = watchCsp(page);
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'payment');
    await useSession(page, defaultBrandUrl, session);
    const releasePayment = await holdReplies(page, '/check-payment-status');
    const releaseTenant = await holdReplies(page, '/check-tenant-status');

    await payForKiloBot(page, defaultBrandUrl, 'Onramp');

    await expect(page.getByRole('heading', { name: 'Processing Payment...' })).toBeVisible();
    await expect(
      page.getByText('Completing the payment process, just a moment more.'),
    ).toBeVisible();
    await expect(page.getByText('$98')).toBeVisible();
    releasePayment();

    // No Continue here: the loader goes on by itself to the tenant-building loader.
    await expect(
      page.getByRole('heading', { name: "We're setting up Onramp for you." }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('Please wait while automated processes build things for you.'),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup/tenant_building_loader');
    releaseTenant();

    const tenantOrigin = defaultBrandUrl.replace('//localhost', `//${session.domain}.localhost`);
    await expect(page).toHaveURL(`${tenantOrigin}/`, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
    ).toBeVisible();
    await askTheBot(page, 'What is the capital of France?');
    await expect(
      page.getByText("Sorry, I don't have an answer to that yet.", { exact: false }),
    ).toBeVisible();
    expect(violations).toEqual([]);

    // Another browser has no tenant session: it is asked to sign in through the portal.
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(`${tenantOrigin}/`);
    await expect(stranger.getByRole('heading', { name: 'Sign in to Compilers Inc' })).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `${defaultBrandUrl}/login?tenant=${session.domain}`,
    );
    await stranger.close();
  });

  test('a subdomain with no tenant built says so', async ({ page }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    const tenantOrigin = defaultBrandUrl.replace('//localhost', `//${session.domain}.localhost`);
    await page.goto(`${tenantOrigin}/`);
    await expect(
      page.getByRole('heading', { name: 'Tenant does not exist! Please sign up first' }),
    ).toBeVisible();
  });
});
