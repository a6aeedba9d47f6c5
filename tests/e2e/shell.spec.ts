import { expect, test } from '@playwright/test';
import { beaconBrandUrl } from './support/brands';

test('/ lands on /signup inside the auth shell with the brand from getInitialConfig', async ({
  page,
}) => {
  const configReply = page.waitForResponse((r) => r.url().endsWith('/api/getInitialConfig'));
  await page.goto('/');
  const config = (await (await configReply).json()) as { data: { appConfig: { name: string } } };
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lets get started' })).toBeVisible();
  const brandName = config.data.appConfig.name;
  await expect(page.getByRole('link', { name: `${brandName} home` })).toBeVisible();
  await expect(page).toHaveTitle(brandName);
});

test("a brand's page names the brand and shows its icon before its script has run, and fetches the icon once", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${beaconBrandUrl}/signup`);
  await expect(bare).toHaveTitle('Beacon');
  await expect(bare.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/brands/beacon/assets/favicon.svg',
  );
  await noScript.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const icons: string[] = [];
  page.on('request', (request) => {
    if (/favicon/.test(request.url())) icons.push(new URL(request.url()).pathname);
  });
  await page.goto(`${beaconBrandUrl}/signup`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => icons).toEqual(['/brands/beacon/assets/favicon.svg']);
  // Not again once the script has applied the brand.
  await expect(page.waitForRequest(/favicon/, { timeout: 1500 })).rejects.toThrow();
  expect(icons).toHaveLength(1);
  await context.close();
});

test('an unknown page shows the not-found message under the header, with a way back to login', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404! Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the link-expired page leads back to login', async ({ page }) => {
  await page.goto('/link-expired');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the page runs under the strict Content-Security-Policy without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      violations.push(msg.text());
  });
  const response = await page.goto('/signup');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
