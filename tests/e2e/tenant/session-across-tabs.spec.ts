import { expect, test, type Page } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { builtTenantViaApi } from '../support/tenant';

const SESSION_COOKIE = 'onramp_tenant_session';

const workspaceHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' });

test('the tenant app sign-in holds in a second tab and after a browser restart, and signing out ends it everywhere', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const { entryUrl } = await builtTenantViaApi(defaultBrandUrl);
  const home = new URL('/', entryUrl).toString();

  await page.goto(entryUrl);
  await expect(workspaceHeading(page)).toBeVisible();
  const secondTab = await context.newPage();
  await secondTab.goto(home);
  await expect(workspaceHeading(secondTab)).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({
    domain: new URL(entryUrl).hostname,
    httpOnly: true,
    sameSite: 'Strict',
  });
  // Persistent: it outlives the browser for the session's 12 hours.
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
  expect(await page.evaluate(() => document.cookie)).toBe('');

  // A restart: a new browser context with what the first one kept on disk.
  const kept = await context.storageState();
  const restarted = await browser.newContext({ storageState: kept });
  const afterRestart = await restarted.newPage();
  await afterRestart.goto(home);
  await expect(workspaceHeading(afterRestart)).toBeVisible();
  const backInFront = await restarted.newPage();
  await backInFront.goto(home);
  await expect(workspaceHeading(backInFront)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You have signed out of Compilers Inc' }),
  ).toBeVisible();
  // The other tab hears it at once, without a click.
  await expect(
    secondTab.getByRole('heading', { level: 1, name: 'You have signed out of Compilers Inc' }),
  ).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  // The restarted browser still holds the old cookie: its next action finds the session ended.
  await afterRestart.getByLabel('Ask the helpdesk bot a question').fill('When do you open?');
  await afterRestart.getByRole('button', { name: 'Ask' }).click();
  await expect(
    afterRestart.getByRole('heading', { level: 1, name: 'Sign in to Compilers Inc' }),
  ).toBeVisible();

  // Another of its tabs asks again when it comes back to the front.
  await backInFront.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(
    backInFront.getByRole('heading', { level: 1, name: 'Sign in to Compilers Inc' }),
  ).toBeVisible();

  // The old token, presented again, is refused by the server.
  const replay = await browser.newContext({ storageState: kept });
  const replayPage = await replay.newPage();
  await replayPage.goto(home);
  await expect(
    replayPage.getByRole('heading', { level: 1, name: 'Sign in to Compilers Inc' }),
  ).toBeVisible();
  expect(await replayPage.evaluate(async () => (await fetch('/api/tenant/workspace')).status)).toBe(
    401,
  );
  await restarted.close();
  await replay.close();
});

test("one tenant's session does not open another tenant's app", async ({ page, context }) => {
  test.setTimeout(120_000);
  const first = await builtTenantViaApi(defaultBrandUrl);
  const second = await builtTenantViaApi(defaultBrandUrl);
  await page.goto(first.entryUrl);
  await expect(workspaceHeading(page)).toBeVisible();

  const other = await context.newPage();
  await other.goto(new URL('/', second.entryUrl).toString());
  await expect(
    other.getByRole('heading', { level: 1, name: 'Sign in to Compilers Inc' }),
  ).toBeVisible();
  const hosts = (await context.cookies())
    .filter((c) => c.name === SESSION_COOKIE)
    .map((c) => c.domain);
  expect(hosts).toEqual([new URL(first.entryUrl).hostname]);
});
