import { expect, test, type Page } from '@playwright/test';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV, publishStepAfterSignup } from './support/publishStep';
// Aliased: a Playwright helper, not a React hook, though its name starts with 'use'.
import { signUpViaApi, useSession as signInAs, type SignedUp } from './support/session';

/**
 * A step written as published JSON Schema forms are: every text as the owner reads it, no copy
 * key. It shows as written in the brand's default language; German shows what the operator
 * translated, and the text as written for the rest. Published through the Studio's API.
 */
const own = ownServerForSpec({ name: 'plain-text-step', env: OPERATOR_ENV });

const STEP = {
  title: 'Tell us about your shop',
  description: 'It helps us set up your workspace.',
  type: 'object',
  required: ['shopName', 'channel'],
  properties: {
    shopName: {
      type: 'string',
      title: 'Shop name',
      minLength: 2,
      'ui:placeholder': 'e.g. Corner Bakery',
      errorMessage: { minLength: 'Use at least 2 characters.' },
    },
    channel: {
      type: 'string',
      title: 'Where do you sell?',
      enum: ['online', 'store', 'both'],
      'ui:enumNames': ['Online', 'In a store', 'Both'],
      'ui:widget': 'radio',
    },
  },
  errorMessage: {
    required: { shopName: "Tell us your shop's name.", channel: 'Pick where you sell.' },
  },
};
const GERMAN = {
  'Tell us about your shop': 'Erzählen Sie uns von Ihrem Geschäft',
  'Shop name': 'Name des Geschäfts',
  'Where do you sell?': 'Wo verkaufen Sie?',
  'In a store': 'Im Laden',
  "Tell us your shop's name.": 'Nennen Sie uns den Namen Ihres Geschäfts.',
  'Use at least 2 characters.': 'Verwenden Sie mindestens 2 Zeichen.',
};

test.beforeAll(async () => {
  await publishStepAfterSignup(own.baseUrl, {
    name: 'about_shop',
    schema: STEP,
    fields: ['shopName', 'channel'],
    copy: { de: GERMAN },
  });
});

async function openStep(page: Page, lng?: string): Promise<SignedUp> {
  const owner = await signUpViaApi(own.baseUrl);
  await signInAs(page, own.baseUrl, owner);
  await page.goto(`${own.baseUrl}/signup/about_shop${lng ? `?lng=${lng}` : ''}`);
  return owner;
}

test('texts written into a step show as written, its messages too, and the answers are saved', async ({
  page,
}) => {
  await openStep(page);
  await expect(page.getByRole('heading', { level: 1, name: STEP.title })).toBeVisible();
  await expect(page.getByText(STEP.description)).toBeVisible();
  const shopName = page.getByRole('textbox', { name: 'Shop name' });
  await expect(shopName).toHaveAttribute('placeholder', 'e.g. Corner Bakery');
  await expect(page.getByRole('radio', { name: 'In a store' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("Tell us your shop's name.")).toBeVisible();
  await expect(page.getByText('Pick where you sell.')).toBeVisible();
  await shopName.fill('A');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Use at least 2 characters.')).toBeVisible();

  await shopName.fill('Corner Bakery');
  await page.getByRole('radio', { name: 'Both' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category/);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Corner Bakery');
  await expect(page.getByRole('radio', { name: 'Both' })).toBeChecked();
});

test('German shows the operator’s translations, and the text as written where there is none', async ({
  page,
}) => {
  await openStep(page, 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: GERMAN['Tell us about your shop'] }),
  ).toBeVisible();
  // Not translated yet: shown as written, and marked as English for screen readers.
  await expect(page.getByText(STEP.description)).toBeVisible();
  await expect(page.getByText(STEP.description)).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: GERMAN['Tell us about your shop'] }),
  ).not.toHaveAttribute('lang');
  await expect(page.getByRole('radio', { name: 'Im Laden' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Online' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name des Geschäfts' }).fill('A');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Verwenden Sie mindestens 2 Zeichen.')).toBeVisible();
  await page.screenshot({ path: 'test-results/plain-text-step-de.png', fullPage: true });
});

test('the server refuses what the step refuses, with the step’s own words at the field', async () => {
  const owner = await signUpViaApi(own.baseUrl);
  const res = await fetch(`${own.baseUrl}/api/user/updateUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [owner.authHeaderName]: owner.token },
    body: JSON.stringify({ step: 'about_shop', shopName: 'A', channel: 'moon' }),
  });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { details?: unknown } };
  expect(JSON.stringify(body)).toContain('Use at least 2 characters.');
  expect(JSON.stringify(body)).toContain('/shopName');
  expect(JSON.stringify(body)).toContain('/channel');
});

test('an operator translates a step’s text in the Studio, and German visitors then read it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${own.baseUrl}/studio`);
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const card = page.getByRole('region', { name: 'Translations', exact: true });
  const german = card.getByRole('columnheader', { name: /^German/ });
  await expect(german).toContainText(/\d+ missing/);
  const missing = Number(/(\d+) missing/.exec((await german.textContent())!)![1]);
  const description = card.getByRole('textbox', {
    name: `German translation of “${STEP.description}”`,
  });
  await expect(description).toHaveAccessibleDescription('Not translated yet: shows in English');
  await description.fill('So richten wir Ihren Arbeitsbereich ein.');
  await expect(german).toContainText(missing === 1 ? 'All translated' : `${missing - 1} missing`);
  await page.screenshot({ path: 'test-results/studio-translations.png', fullPage: true });

  await page.getByLabel('Note for the history').fill('German description');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/^Version \d+ is live\.$/)).toBeVisible({ timeout: 30_000 });

  const visitor = await browser.newPage();
  await openStep(visitor, 'de');
  await expect(visitor.getByText('So richten wir Ihren Arbeitsbereich ein.')).toBeVisible();
  await visitor.close();
});
