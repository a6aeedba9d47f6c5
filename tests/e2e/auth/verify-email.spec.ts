import { expect, test } from '@playwright/test';
import { signUpViaApi, useSession } from '../support/session';
import { latestMail } from './helpers';

test('the verification link opens a page that posts the token, then shows the verified step', async ({
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
  await expect(page).toHaveURL(/\/signup\/email_verification/);
  const data = await page.evaluate(async () => {
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
  expect(data.isEmailVerified).toBe(true);

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
