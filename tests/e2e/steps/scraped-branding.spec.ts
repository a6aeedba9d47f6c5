import { expect, test } from '@playwright/test';
import {
  FIXTURE_LOGO_COLORS,
  startFixtureSite,
  type FixtureSite,
} from '../../integration/support/fixtureSite';
import { defaultBrandUrl } from '../support/brands';
import { signUpViaApi, useSession } from '../support/session';
import { walkViaApi } from '../support/walk';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(() => site.close());

const distance = (hex: string, target: string) => {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [rgb(hex), rgb(target)];
  return Math.hypot(...a.map((v, i) => v - b[i]!));
};

test('the personalizing loader hands over to brand_setup with the logo and colours found on the website', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await signUpViaApi(defaultBrandUrl);
  await walkViaApi(defaultBrandUrl, session, 'website_url');
  await useSession(page, defaultBrandUrl, session);

  // The scan may finish before the loader has been looked at; its polls (the first one too) wait
  // until then.
  let release: () => void = () => undefined;
  const looked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/getUserData', async (route) => {
    if (page.url().endsWith('/personalizing_loader')) await looked;
    await route.continue();
  });

  await page.goto(`${defaultBrandUrl}/signup/website_url`);
  await page.getByRole('textbox', { name: /Website URL/ }).fill(site.url);
  await page
    .getByRole('textbox', { name: /Describe your requirements/ })
    .fill('Bicycles and repairs, sold online.');
  await page.getByRole('checkbox', { name: 'Email marketing' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/signup\/personalizing_loader$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personalizing your experience...' }),
  ).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/signup\/brand_setup$/, { timeout: 60_000 });

  await expect(
    page.getByText(
      "We found your website's logo and primary colors! Please review the details below to ensure they match your branding",
    ),
  ).toBeVisible();
  await expect(page.getByText(/primary colors? retrieved from the website/)).toBeVisible();
  const logo = page.locator('img[src^="/uploads/"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const me = (await (
    await fetch(`${defaultBrandUrl}/api/user/getUserData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
      body: '{}',
    })
  ).json()) as { data: { paletteColor: string[]; logoStatus: string; paletteStatus: string } };
  expect(me.data).toMatchObject({ logoStatus: 'success', paletteStatus: 'success' });
  const found = me.data.paletteColor.filter(Boolean);
  expect(found.some((c) => FIXTURE_LOGO_COLORS.some((f) => distance(c, f) < 40))).toBe(true);
  for (const colour of found)
    await expect(
      page
        .locator(`input[value="${colour.toLowerCase()}"], input[value="${colour.toUpperCase()}"]`)
        .first(),
    ).toBeAttached();
});
