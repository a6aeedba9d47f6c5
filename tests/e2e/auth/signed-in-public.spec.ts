import { expect, test } from '@playwright/test';
import { signUpViaApi, useSession } from '../support/session';

test('a signed-in owner meets no bare Sign out on the public screens, and the login offers their setup', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpViaApi(baseURL!);
  await useSession(page, baseURL!, owner);
  for (const path of [
    '/forget-password',
    '/forgotSubDomain',
    `/reset-password/${'a'.repeat(43)}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' }), path).toHaveCount(0);
  }

  await page.goto('/login');
  await expect(page.getByText(`You are still signed in as ${owner.email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your setup' }).click();
  // Signed up through the API, their step is the business category; there Sign out means something.
  await expect(page).toHaveURL(/\/signup\/business_category$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the 404 page leads a signed-in owner back to their setup, and only others to the login', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpViaApi(baseURL!);
  await useSession(page, baseURL!, owner);
  for (const path of ['/no/such/page', '/signup/no_such_step']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404! Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your setup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to your setup' }).click();
    await expect(page).toHaveURL(/\/signup\/business_category$/);
  }

  await page.evaluate(() => localStorage.removeItem('onramp.session'));
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your setup' })).toHaveCount(0);
});
