import { expect, test } from '@playwright/test';
import { beaconBrandUrl, defaultBrandUrl } from './support/brands';
import { signUpViaApi, useSession } from './support/session';
import { walkViaApi } from './support/walk';

test.describe("a step an operator added with JSON only (Beacon's team_size)", () => {
  test('renders with its progress and poster, validates with its own messages, saves, and is still filled after a reload', async ({
    page,
  }) => {
    const session = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
    await useSession(page, beaconBrandUrl, session);
    await page.goto(`${beaconBrandUrl}/signup/business_category`);
    await page.getByRole('radio', { name: 'SaaS' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/signup\/team_size$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about your support team' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(page.getByText('Beacon grows with your team')).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please tell us how many people are on your team.')).toBeVisible();
    await expect(page.getByText('Please choose your role.')).toBeVisible();
    await page.getByLabel(/Number of people/).fill('0');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Team size must be between 1 and 100000.')).toBeVisible();

    await page.getByLabel(/Number of people/).fill('12');
    await page.getByRole('radio', { name: 'Sales' }).check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/updateUserData'));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/signup\/email_verification$/);

    await page.goto(`${beaconBrandUrl}/signup/team_size`);
    await expect(page.getByLabel(/Number of people/)).toHaveValue('12');
    await expect(page.getByRole('radio', { name: 'Sales' })).toBeChecked();
  });
});

test.describe('two brands from one build', () => {
  test('each shows its own copy, logo and colours on the same step', async ({ page }) => {
    const onramp = await signUpViaApi(defaultBrandUrl);
    await useSession(page, defaultBrandUrl, onramp);
    await page.goto(`${defaultBrandUrl}/signup/business_category`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Select Your Business Category' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Onramp home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    const onrampPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );

    const beacon = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
    await useSession(page, beaconBrandUrl, beacon);
    await page.goto(`${beaconBrandUrl}/signup/business_category`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What kind of business do you run?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Beacon home' })).toBeVisible();
    await expect(page.locator('.site-header__logo')).toHaveAttribute(
      'src',
      '/brands/beacon/assets/logo.svg',
    );
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    const beaconPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect([onrampPrimary, beaconPrimary]).toEqual(['#3346d3', '#0f7b6c']);
  });

  test('a step one brand hides is not reachable there, and is in the other', async ({ page }) => {
    const beacon = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
    await walkViaApi(beaconBrandUrl, beacon, 'stages');
    await useSession(page, beaconBrandUrl, beacon);
    await page.goto(`${beaconBrandUrl}/signup/generate_campaign`);
    await expect(page).toHaveURL(/\/signup\/stages$/);

    const onramp = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, onramp, 'generate_campaign');
    await useSession(page, defaultBrandUrl, onramp);
    await page.goto(`${defaultBrandUrl}/signup/generate_campaign`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Generate Campaign Using AI Prompts' }),
    ).toBeVisible();
  });

  test('an unknown step name shows the not-found message', async ({ page }) => {
    const onramp = await signUpViaApi(defaultBrandUrl);
    await useSession(page, defaultBrandUrl, onramp);
    await page.goto(`${defaultBrandUrl}/signup/no_such_step`);
    await expect(page.getByRole('heading', { name: '404! Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Back to your setup' }).click();
    await expect(page).toHaveURL(/\/signup\/business_category$/);
  });
});

test.describe("the server's stepName decides where the wizard opens", () => {
  test('typing /signup/payment while the stored step is brand_setup lands on brand_setup; an earlier step still opens', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'brand_setup');
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/payment`);
    await expect(page).toHaveURL(/\/signup\/brand_setup$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Brand Customization Setup' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start Your Journey Now!' })).toHaveCount(0);

    await page.goto(`${defaultBrandUrl}/signup/stages`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stages: Select Journey Stages' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/stages$/);
  });

  test('Beacon, Technical Services: Back from email_verification opens business_category, not team_size', async ({
    page,
  }) => {
    const session = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
    // The step's selector does not offer Technical Services; the server can set it.
    const saved = await fetch(`${beaconBrandUrl}/api/user/updateUserData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
      body: JSON.stringify({
        step: 'business_category',
        businessCategory: { name: 'Technical Services' },
      }),
    });
    expect(saved.status).toBe(200);
    await useSession(page, beaconBrandUrl, session);
    await page.goto(`${beaconBrandUrl}/signup/business_category`);
    await expect(page.getByRole('radio', { name: 'Technical Services' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/email_verification$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/signup\/business_category$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What kind of business do you run?' }),
    ).toBeVisible();
  });
});
