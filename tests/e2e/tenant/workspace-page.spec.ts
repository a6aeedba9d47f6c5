import { expect, test, type Page } from '@playwright/test';
import { beaconBrandUrl, defaultBrandUrl } from '../support/brands';
import { generateCampaign } from '../support/campaign';
import { builtTenantViaApi } from '../support/tenant';

/** Every answer with status 404 the page got while `visit` ran, favicon requests included. */
async function notFoundDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const missing: string[] = [];
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() === 404) missing.push(response.url());
  };
  page.on('response', onResponse);
  await visit();
  // Chromium asks for the favicon after the load event.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  return missing;
}

test('the campaign preview fits its box on a wide and a phone screen', async ({ page }) => {
  test.setTimeout(90_000);
  const { entryUrl } = await builtTenantViaApi(defaultBrandUrl, {
    onboard: generateCampaign(
      defaultBrandUrl,
      'Write a welcome email for new users that introduces our product and ends with a call-to-action to get started.',
    ),
  });
  await page.goto(entryUrl);
  const preview = page.getByRole('article', { name: 'Welcome to Compilers Inc!' });
  await expect(preview).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const sizes = await preview.evaluate((article) => {
      const body = article.querySelector('.email-preview__body')!;
      return {
        article: { scroll: article.scrollWidth, client: article.clientWidth },
        body: { scroll: body.scrollWidth, client: body.clientWidth },
        page: {
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        },
      };
    });
    expect(sizes.body.scroll, `the email is wider than its box at ${width} px`).toBeLessThanOrEqual(
      sizes.body.client,
    );
    expect(sizes.article.scroll, `the preview overflows at ${width} px`).toBeLessThanOrEqual(
      sizes.article.client,
    );
    expect(sizes.page.scroll, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(
      sizes.page.client,
    );
    const box = (await preview.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`workspace-${width}.png`),
      fullPage: true,
    });
  }

  // The email's own heading sits under the section's, not beside the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(
    preview.getByRole('heading', { level: 3, name: 'Welcome to Compilers Inc!' }),
  ).toBeVisible();
});

test('the starter campaign (no campaign step) keeps one h1 on the page', async ({ page }) => {
  test.setTimeout(90_000);
  const { entryUrl } = await builtTenantViaApi(beaconBrandUrl);
  await page.goto(entryUrl);
  const preview = page.getByRole('article', { name: 'Welcome to Compilers Inc' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(
    preview.getByRole('heading', { level: 3, name: 'Welcome to Compilers Inc' }),
  ).toBeVisible();
});

/**
 * The icon the page names (when it is fetched at all, not inline) and /favicon.ico, which the
 * browser asks for itself (its own request never shows in the page's network log), as status and type.
 */
async function iconAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const named = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;
    const urls = ['/favicon.ico', ...(named && /^https?:/.test(named) ? [named] : [])];
    return Promise.all(
      urls.map(async (url) => {
        const res = await fetch(url);
        return `${new URL(url, location.href).pathname} ${res.status} ${res.headers.get('content-type')?.split(';')[0]}`;
      }),
    );
  });
}

for (const [brand, baseUrl] of [
  ['default', defaultBrandUrl],
  ['beacon', beaconBrandUrl],
] as const) {
  test(`no page of the ${brand} brand asks for anything that is not there, favicon included`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const path of ['/', '/signup', '/login', '/dev/mailbox']) {
      const missing = await notFoundDuring(page, async () => {
        await page.goto(`${baseUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      });
      expect(missing, `404s on ${path}`).toEqual([]);
      for (const answer of await iconAnswers(page)) {
        expect(answer, `the icon of ${path}`).toMatch(/ 200 image\/(svg\+xml|png|x-icon)$/);
      }
    }
    const { entryUrl } = await builtTenantViaApi(baseUrl);
    const missing = await notFoundDuring(page, async () => {
      await page.goto(entryUrl);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
      ).toBeVisible();
    });
    expect(missing, '404s on the tenant app').toEqual([]);
    const answers = await iconAnswers(page);
    expect(answers).toEqual([
      '/favicon.ico 200 image/svg+xml',
      `/brands/${brand}/assets/favicon.svg 200 image/svg+xml`,
    ]);
  });
}
