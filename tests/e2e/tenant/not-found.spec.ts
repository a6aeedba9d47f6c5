import { expect, test } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { seriousViolations } from '../support/axe';
import { copyOf } from '../support/copy';
import { builtTenantViaApi } from '../support/tenant';

const de = copyOf('de');

test('an address the tenant app has no page for gets a not-found page (404) that leads back to the workspace', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { entryUrl } = await builtTenantViaApi(defaultBrandUrl);
  await page.goto(entryUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
  ).toBeVisible();

  const answer = await page.goto(new URL('/settings/xyz', entryUrl).toString());
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer journey' })).toHaveCount(0);
  // Still signed in: the header keeps its Sign out.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to your workspace' }).click();
  await expect(page).toHaveURL(new URL('/', entryUrl).toString());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
  ).toBeVisible();
});

test('the not-found page speaks the owner’s language', async ({ page }) => {
  test.setTimeout(90_000);
  const { entryUrl } = await builtTenantViaApi(defaultBrandUrl, { language: 'de' });
  await page.goto(entryUrl);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.goto(new URL('/reports/2026', entryUrl).toString());
  await expect(
    page.getByRole('heading', { level: 1, name: de['tenant.pageNotFound.title'] }),
  ).toBeVisible();
  await expect(page.getByText(de['tenant.pageNotFound.text']!)).toBeVisible();
  await expect(page.getByRole('link', { name: de['tenant.pageNotFound.action'] })).toHaveAttribute(
    'href',
    '/',
  );
});
