import { expect, test } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { builtTenantViaApi } from '../support/tenant';

const SESSION_COOKIE = 'onramp_tenant_session';

test('the owner signs out of the tenant app by keyboard and the session stops working', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session, entryUrl } = await builtTenantViaApi(defaultBrandUrl);
  const workspaceStatus = () =>
    page.evaluate(async () => (await fetch('/api/tenant/workspace')).status);
  const sessionCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

  await page.goto(entryUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
  ).toBeVisible();
  expect(await sessionCookie()).toBeDefined();
  expect(await workspaceStatus()).toBe(200);

  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');

  const signedOut = page.getByRole('heading', {
    level: 1,
    name: 'You have signed out of Compilers Inc',
  });
  await expect(signedOut).toBeVisible();
  await expect(signedOut).toBeFocused();
  await expect(signOut).toHaveCount(0);
  expect(await sessionCookie()).toBeUndefined();
  expect(await workspaceStatus()).toBe(401);

  const back = page.getByRole('link', { name: 'Sign in again' });
  await expect(back).toHaveAttribute('href', `${defaultBrandUrl}/login?tenant=${session.domain}`);
  await back.click();
  await expect(page).toHaveURL(`${defaultBrandUrl}/login?tenant=${session.domain}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
