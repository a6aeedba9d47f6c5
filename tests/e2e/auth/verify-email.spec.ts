import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, useSession } from '../support/session';
import { walkViaApi } from '../support/walk';
import { latestMail } from './helpers';

/** The user data of the session stored in this page, as the server has it. */
function signedInUserData(page: Page): Promise<{ isEmailVerified: boolean }> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('onramp.session')!) as {
      signupToken: string;
      authHeaderName: string;
    };
    const res = await fetch('/api/user/getUserData', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [session.authHeaderName]: session.signupToken,
      },
      body: '{}',
    });
    return ((await res.json()) as { data: { isEmailVerified: boolean } }).data;
  });
}

test('the verification link posts its token; an owner who opens it before reaching the step is told, then led back to their step', async ({
  page,
  baseURL,
}) => {
  const user = await signUpViaApi(baseURL!);
  const mail = await latestMail(user.email, 'email_verification', baseURL);
  const link = mail.links.find((l) => l.includes('/verify-email?token='))!;

  // A plain GET (a mail scanner) spends nothing: the page is just the app.
  const scanned = await fetch(link, { headers: { accept: 'text/html' } });
  expect(scanned.status).toBe(200);

  await useSession(page, baseURL!, user);
  const verify = page.waitForResponse((r) => r.url().endsWith('/api/user/verifyEmail'));
  await page.goto(link);
  expect((await verify).status()).toBe(200);
  // Signed up through the API, they have not chosen a category yet: the verification step is
  // ahead of them, so the wizard would send them back from it without a word.
  await expect(page.getByRole('heading', { name: 'Email verified successfully!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email verified successfully!' })).toBeFocused();
  await expect(page).toHaveURL(/\/verify-email/);
  const data = await signedInUserData(page);
  expect(data.isEmailVerified).toBe(true);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category$/);

  // The link works once: a second click by the signed-in owner says the email is verified already
  // and leads back to their step; anyone else hears that the link was used.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is already verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  // Their stored step: signed up through the API, they have not chosen a category yet.
  await expect(page).toHaveURL(/\/signup\/business_category$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible();
  await expect(page.getByText('This verification link has already been used.')).toBeVisible();
});

test('the verification link opened where nobody is signed in verifies, then leads to the login', async ({
  page,
  baseURL,
}) => {
  const user = await signUpViaApi(baseURL!);
  const mail = await latestMail(user.email, 'email_verification', baseURL);
  await page.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
  await expect(page.getByRole('heading', { name: 'Email verified successfully!' })).toBeVisible();
  await expect(
    page.getByText('Your email address is confirmed. Log in to carry on where you left off.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("another account's link opened where an owner is signed in names the address it confirmed, and leaves the owner as they were", async ({
  page,
  baseURL,
}) => {
  const owner = await signUpViaApi(baseURL!);
  const other = await signUpViaApi(baseURL!);
  const mail = await latestMail(other.email, 'email_verification', baseURL);
  await useSession(page, baseURL!, owner);
  await page.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
  await expect(page.getByRole('heading', { name: 'Email verified successfully!' })).toBeVisible();
  await expect(
    page.getByText(`The address ${other.email} is confirmed. It belongs to another account`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await signedInUserData(page)).isEmailVerified).toBe(false);
});

test('a verification link run on, cut short or carrying %00 says it is not valid', async ({
  page,
}) => {
  for (const token of ['b'.repeat(250), 'garbled123', '%00']) {
    await page.goto(`/verify-email?token=${token}`);
    await expect(
      page.getByRole('heading', { name: 'We could not verify your email' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'This verification link is not valid. Please open the link from your latest verification email again.',
      ),
      token,
    ).toBeVisible();
  }
});

test.describe('the verification step while the link is opened elsewhere', () => {
  test('another tab of this browser: the step says Email verified without a reload, and Next goes on', async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signUpViaApi(baseURL!);
    await walkViaApi(baseURL!, user, 'email_verification');
    await useSession(page, baseURL!, user);
    await page.goto('/signup/email_verification');
    await expect(page.getByRole('button', { name: 'Resend verification mail' })).toBeVisible();
    await expect(page.getByText('Email verified', { exact: true })).toHaveCount(0);

    const mail = await latestMail(user.email, 'email_verification', baseURL);
    const other = await context.newPage();
    await other.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
    await expect(other.getByRole('dialog', { name: 'Email verified successfully!' })).toBeVisible();

    // The other tab's word arrives well before the next poll would.
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible({ timeout: 4000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/\/signup\/email_verification/);
  });

  test('another browser (a phone): the step learns it from the server within a poll', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await signUpViaApi(baseURL!);
    await walkViaApi(baseURL!, user, 'email_verification');
    await useSession(page, baseURL!, user);
    await page.goto('/signup/email_verification');
    await expect(page.getByRole('button', { name: 'Resend verification mail' })).toBeVisible();

    const mail = await latestMail(user.email, 'email_verification', baseURL);
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
    await expect(
      phonePage.getByRole('heading', { name: 'Email verified successfully!' }),
    ).toBeVisible();
    await phone.close();

    await expect(page.getByText('Email verified', { exact: true })).toBeVisible({
      timeout: 12_000,
    });
  });
});
