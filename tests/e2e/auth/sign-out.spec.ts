import { expect, test, type Page } from '@playwright/test';
import { fillSignup, STRONG_PASSWORD, validSignup } from './helpers';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Records whether `text` is put on the page from now on, however briefly, across client-side navigations. */
async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((watched) => {
    const w = window as unknown as { textSeen: boolean };
    w.textSeen = false;
    // The records keep every node added, even one React removed again before this callback ran.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.textContent?.includes(watched)) w.textSeen = true;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { textSeen: boolean }).textSeen);
}

test('an owner signs out of the wizard by keyboard, Back shows nothing of theirs, and signing in again resumes at their step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = validSignup();
  const subdomain = `leaving-${Date.now().toString(36)}`;
  const verifyHeading = page.getByRole('heading', { level: 1, name: 'Verify your email' });

  await page.goto('/signup');
  await fillSignup(page, owner);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/tenant_domain$/);
  await page.getByLabel('Subdomain').fill(subdomain);
  await next(page);
  await expect(page).toHaveURL(/\/signup\/business_category$/);
  await page.getByRole('radio', { name: 'SaaS' }).check();
  await next(page);
  await expect(verifyHeading).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('onramp.session')!) as { signupToken: string }).signupToken,
  );

  // Sign out with the keyboard alone.
  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  for (let presses = 0; presses < 12; presses++) {
    if (await signOut.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in to your workspace' }),
  ).toBeVisible();
  await expect(signOut).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('onramp.session') ?? 'null')),
  ).toMatchObject({ signupToken: null, authHeaderName: null });
  // The server revoked the session: its token opens nothing, even sent by hand.
  const refused = await page.evaluate(
    async (t) =>
      (await fetch('/api/user/getUserData', { method: 'POST', headers: { 'x-onramp-token': t } }))
        .status,
    token,
  );
  expect(refused).toBe(403);

  // Back returns to the wizard's address, which sends a signed-out visitor to /login again.
  const emailShown = await watchForText(page, owner.email);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(verifyHeading).toHaveCount(0);
  expect(await emailShown()).toBe(false);

  // A returning owner signs in and lands on the step the server has for them.
  await page.getByLabel('Workspace subdomain').fill(subdomain);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/signup\/email_verification$/);
  await expect(page.getByText(owner.email)).toBeVisible();

  // A refresh mid-way keeps them there, and the wizard's Back shows what they saved.
  await page.reload();
  await expect(verifyHeading).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/business_category$/);
  await expect(page.getByRole('radio', { name: 'SaaS' })).toBeChecked();
});
