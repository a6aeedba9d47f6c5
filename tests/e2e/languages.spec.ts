import { expect, test } from '@playwright/test';
import { latestMail, signUpThroughSubdomain, validSignup } from './auth/helpers';
import { copyOf } from './support/copy';
import { seriousViolations } from './support/axe';
import { signUpViaApi } from './support/session';

const en = copyOf('en');
const de = copyOf('de');
const ar = copyOf('ar');
const es = copyOf('es');
const brand = (text: string) => text.replace('{{brand}}', 'Onramp');

test.describe('a visitor whose browser prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('sees the signup in German, on a page that says it is German', async ({ page }) => {
    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: brand(de['auth.signup.title']!) }),
    ).toBeVisible();
    await expect(page.getByLabel(de['auth.signup.fields.firstName']!)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('signs up in German and gets the verification mail in German', async ({ page }) => {
    const fields = validSignup();
    await page.goto('/signup');
    await signUpThroughSubdomain(page, de, fields, `de-${Date.now().toString(36)}`);

    const mail = await latestMail(fields.email, 'email_verification');
    expect(mail.subject).toBe(brand(de['mail.verification.subject']!));
  });
});

test.describe('the bot check on the login', () => {
  test.use({ locale: 'de-DE' });

  test('speaks German, and Arabic once the switcher chooses it', async ({ page, baseURL }) => {
    const user = await signUpViaApi(baseURL!);
    await page.goto('/login');
    await page.getByLabel(de['auth.login.fields.tenant']!).fill(user.domain);
    await page.getByRole('button', { name: de['auth.login.continue'] }).click();
    const widget = page.locator('altcha-widget');
    const english = /Protected by|Verifying|Verified|not a robot/;

    await expect(widget).toContainText('Geschützt durch ALTCHA');
    await expect(widget).toContainText(de['botCheck.altcha.verified']!, { timeout: 15_000 });
    await expect(widget).not.toContainText(english);
    await expect(
      widget.getByRole('link', { name: de['botCheck.altcha.ariaLinkLabel'] }),
    ).toHaveText('ALTCHA');

    await page.getByRole('combobox', { name: de['header.language'] }).selectOption('ar');
    await expect(widget).toContainText('محمي بواسطة ALTCHA');
    await expect(widget).toContainText(ar['botCheck.altcha.verified']!);
    await expect(widget).not.toContainText(english);
    await expect(widget).not.toContainText('Geschützt');
  });
});

test('the switcher changes a validation message already shown and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel(en['auth.signup.fields.firstName']!).fill('Grace');
  await page.getByRole('button', { name: en['auth.signup.submit'] }).click();
  await expect(page.getByText(en['validation.signup.lastName']!).first()).toBeVisible();

  await page.getByRole('combobox', { name: en['header.language'] }).selectOption('de');
  await expect(page.getByText(de['validation.signup.lastName']!).first()).toBeVisible();
  await expect(page.getByText(en['validation.signup.lastName']!)).toHaveCount(0);
  await expect(page.getByLabel(de['auth.signup.fields.firstName']!)).toHaveValue('Grace');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The choice is kept for the next visit.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: brand(de['auth.signup.title']!) }),
  ).toBeVisible();
});

test('an Arabic visitor gets a right-to-left page with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/signup?lng=ar');
  await expect(
    page.getByRole('heading', { level: 1, name: brand(ar['auth.signup.title']!) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a Spanish visitor reads the login in Spanish, its account links too', async ({ page }) => {
  await page.goto('/login?lng=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand(es['auth.login.title']!));
  await expect(page.getByRole('navigation', { name: es['auth.login.linksLabel'] })).toBeVisible();
});
