import { expect, test, type Page } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { builtTenantViaApi, entryUrlViaApi } from '../support/tenant';
import { copyOf } from '../support/copy';
import { seriousViolations } from '../support/axe';

const de = copyOf('de');
const ar = copyOf('ar');
const workspaceTitle = (c: Record<string, string>) =>
  c['tenant.title']!.replace('{{name}}', 'Compilers Inc');

/**
 * What the page should show for the stages' days and the workspace's date in `lang`, written
 * with the browser's Intl from the workspace the page's session reads.
 */
async function localeTexts(page: Page, lang: string, c: Record<string, string>) {
  const { days, date } = await page.evaluate(async (language) => {
    const res = await fetch('/api/tenant/workspace');
    const { data } = (await res.json()) as {
      data: { createdAt: string; stages: { duration: number }[] };
    };
    return {
      days: data.stages.map((s) => new Intl.NumberFormat(language).format(s.duration)),
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
        new Date(data.createdAt),
      ),
    };
  }, lang);
  return {
    days: days.map((day) => c['tenant.stages.day']!.replace('{{day, number}}', day)),
    since: c['tenant.since']!.replace('{{date, datetime}}', date),
  };
}

async function expectLocaleTexts(page: Page, lang: string, c: Record<string, string>) {
  const { days, since } = await localeTexts(page, lang, c);
  expect(days.length).toBeGreaterThan(0);
  await expect(page.locator('.tenant__stage-day')).toHaveText(days);
  await expect(page.getByText(since, { exact: true })).toBeVisible();
}

test.use({ locale: 'en-US' });

test('an owner who signed up in German gets the tenant app in German, and Arabic once chosen, on every visit', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { session, entryUrl } = await builtTenantViaApi(defaultBrandUrl, { language: 'de' });

  // The owner's German comes before this browser's English.
  await page.goto(entryUrl);
  await expect(page.getByRole('heading', { level: 1, name: workspaceTitle(de) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectLocaleTexts(page, 'de', de);

  const switcher = page.getByRole('banner').getByRole('combobox', { name: de['header.language'] });
  await expect(switcher.locator('option[value="ar"]')).toHaveAttribute('lang', 'ar');
  await expect(switcher.locator('option[value="de"]')).toHaveAttribute('lang', 'de');
  const kept = page.waitForResponse(
    (res) => res.url().endsWith('/api/tenant/language') && res.request().method() === 'PUT',
  );
  // By keyboard: the switcher is the first stop; Arabic comes just before German.
  await page.keyboard.press('Tab');
  await expect(switcher).toBeFocused();
  await page.keyboard.press('ArrowUp');
  expect((await kept).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: workspaceTitle(ar) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(workspaceTitle(ar));
  await expectLocaleTexts(page, 'ar', ar);

  expect(await seriousViolations(page)).toEqual([]);

  // Another browser keeps nothing of this one: the server's choice brings Arabic back.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  try {
    const fresh = await elsewhere.newPage();
    await fresh.goto(await entryUrlViaApi(defaultBrandUrl, session));
    await expect(fresh.getByRole('heading', { level: 1, name: workspaceTitle(ar) })).toBeVisible();
    await expect(fresh.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await fresh.evaluate(() => localStorage.getItem('onramp.language'))).toBeNull();
  } finally {
    await elsewhere.close();
  }
});

test('a ?lng= in the address beats the owner’s language and is kept on this origin only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session, entryUrl } = await builtTenantViaApi(defaultBrandUrl, { language: 'de' });
  const url = new URL(entryUrl);
  url.searchParams.set('lng', 'ar');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: workspaceTitle(ar) })).toBeVisible();

  // The owner's stays German on the server.
  const ownerLanguage = await page.evaluate(async () => {
    const res = await fetch('/api/tenant/context');
    return ((await res.json()) as { data: { language: string } }).data.language;
  });
  expect(ownerLanguage).toBe('de');
  await page.goto(await entryUrlViaApi(defaultBrandUrl, session));
  await expect(page.getByRole('heading', { level: 1, name: workspaceTitle(ar) })).toBeVisible();
});

test.describe('a German browser on a host with no workspace', () => {
  test.use({ locale: 'de-DE' });

  test('is told so in German', async ({ page }) => {
    const host = defaultBrandUrl.replace(
      '//localhost',
      `//nobody-${Date.now().toString(36)}.localhost`,
    );
    await page.goto(`${host}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: de['tenant.notFound'] }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
