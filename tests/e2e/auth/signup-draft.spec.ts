import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { beaconBrandUrl, defaultBrandUrl } from '../support/brands';
import { fillSignup, STRONG_PASSWORD, validSignup, type SignupFields } from './helpers';

const BRANDS = [
  { name: 'Onramp', url: defaultBrandUrl, next: 'Next' },
  { name: 'Beacon', url: beaconBrandUrl, next: 'Continue' },
];

const PASSWORD_AGAIN =
  'Your details are still here. For your security we never keep passwords, so please enter yours again to continue.';

/** Everything this origin keeps in the browser's storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));

async function expectFilledBut(page: Page, fields: SignupFields, passwords: string): Promise<void> {
  await expect(page.getByLabel('First name')).toHaveValue(fields.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(fields.lastName);
  await expect(page.getByLabel('Company name')).toHaveValue(fields.company);
  await expect(page.getByLabel('Phone number')).toHaveValue(fields.phone);
  await expect(page.getByLabel('Company E-mail')).toHaveValue(fields.email);
  await expect(page.getByLabel('Create Password')).toHaveValue(passwords);
  await expect(page.getByLabel('Re-enter Password')).toHaveValue(passwords);
}

async function continueToSubdomain(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/tenant_domain$/);
  await expect(page.getByLabel('Subdomain')).toBeVisible();
}

for (const brand of BRANDS) {
  test.describe(`the signup draft (${brand.name})`, () => {
    test('a refresh on the subdomain step keeps the form and asks for the password alone again', async ({
      page,
    }) => {
      const fields = validSignup();
      await page.goto(`${brand.url}/signup`);
      await fillSignup(page, fields);
      await continueToSubdomain(page);

      await page.reload();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByText(PASSWORD_AGAIN)).toBeVisible();
      await expectFilledBut(page, fields, '');
      expect(await storedText(page)).not.toContain(STRONG_PASSWORD);

      await page.getByLabel('Create Password').fill(STRONG_PASSWORD);
      await page.getByLabel('Re-enter Password').fill(STRONG_PASSWORD);
      await expect(page.getByText(PASSWORD_AGAIN)).toBeHidden();
      await continueToSubdomain(page);
      await page.getByLabel('Subdomain').fill(`draft-${randomBytes(4).toString('hex')}`);
      await page.getByRole('button', { name: brand.next }).click();
      await expect(page).toHaveURL(/\/signup\/business_category$/);
      // The account exists: nothing of the draft stays in the browser.
      expect(await storedText(page)).not.toContain(fields.email);
    });

    test('a subdomain typed but not sent survives a refresh, and Back, to fill the subdomain step again', async ({
      page,
    }) => {
      const fields = validSignup();
      const subdomain = `typed-${randomBytes(4).toString('hex')}`;
      await page.goto(`${brand.url}/signup`);
      await fillSignup(page, fields);
      await continueToSubdomain(page);
      await page.getByLabel('Subdomain').fill(subdomain);

      await page.reload();
      await expect(page.getByText(PASSWORD_AGAIN)).toBeVisible();
      await page.getByLabel('Create Password').fill(STRONG_PASSWORD);
      await page.getByLabel('Re-enter Password').fill(STRONG_PASSWORD);
      await continueToSubdomain(page);
      await expect(page.getByLabel('Subdomain')).toHaveValue(subdomain);
      expect(await storedText(page)).not.toContain(STRONG_PASSWORD);

      await page.goBack();
      await expect(page).toHaveURL(/\/signup$/);
      await continueToSubdomain(page);
      await expect(page.getByLabel('Subdomain')).toHaveValue(subdomain);
      await page.getByRole('button', { name: brand.next }).click();
      await expect(page).toHaveURL(/\/signup\/business_category$/);
      expect(await storedText(page)).not.toContain(subdomain);
    });

    test('Back from the subdomain step shows the form as it was filled, and Continue goes on', async ({
      page,
    }) => {
      const fields = validSignup();
      await page.goto(`${brand.url}/signup`);
      await fillSignup(page, fields);
      await continueToSubdomain(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/signup$/);
      await expectFilledBut(page, fields, STRONG_PASSWORD);
      await expect(page.getByText(PASSWORD_AGAIN)).toHaveCount(0);
      await continueToSubdomain(page);
    });
  });
}

test('a second tab finds the draft, and its subdomain step asks for the password first', async ({
  page,
  context,
}) => {
  const fields = validSignup();
  await page.goto(`${defaultBrandUrl}/signup`);
  await fillSignup(page, fields);
  await continueToSubdomain(page);

  const second = await context.newPage();
  await second.goto(`${defaultBrandUrl}/signup/tenant_domain`);
  await expect(second).toHaveURL(/\/signup$/);
  await expect(second.getByText(PASSWORD_AGAIN)).toBeVisible();
  await expectFilledBut(second, fields, '');

  // The first tab still holds the password it was typed in, and signs up.
  await page.getByLabel('Subdomain').fill(`draft-${randomBytes(4).toString('hex')}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category$/);
});

test('an unfinished form survives a refresh of /signup itself, passwords excepted', async ({
  page,
}) => {
  const fields: SignupFields = { ...validSignup(), password: '', confirmPassword: '' };
  await page.goto(`${defaultBrandUrl}/signup`);
  await fillSignup(page, {
    ...fields,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
  });
  await page.reload();
  await expectFilledBut(page, fields, '');
  // Never submitted: nothing to say about passwords, and the subdomain step is not open yet.
  await expect(page.getByText(PASSWORD_AGAIN)).toHaveCount(0);
  await page.goto(`${defaultBrandUrl}/signup/tenant_domain`);
  await expect(page).toHaveURL(/\/signup$/);
});
