import { expect, test, type Locator } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { generateCampaign } from '../support/campaign';
import { builtTenantViaApi } from '../support/tenant';

/** The draft fits its box, and its box the screen. */
async function expectFits(preview: Locator, width: number) {
  const sizes = await preview.evaluate((article) => {
    const body = article.querySelector('.email-preview__body')!;
    return {
      overflow: body.scrollWidth - body.clientWidth,
      right: article.getBoundingClientRect().right,
    };
  });
  expect(sizes.overflow, `the draft is wider than its box at ${width} px`).toBeLessThanOrEqual(0);
  expect(sizes.right, `the preview runs off a ${width} px screen`).toBeLessThanOrEqual(width);
}

test('the owner’s draft carries what their prompt asked for, on every screen width', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { entryUrl } = await builtTenantViaApi(defaultBrandUrl, {
    onboard: generateCampaign(
      defaultBrandUrl,
      'Halloween email for our dog treats: 20% off with code SPOOKY20 until 31 October, playful tone, for lapsed customers. See https://shop.example/newsletter',
    ),
  });
  await page.goto(entryUrl);
  const preview = page.getByRole('article', {
    name: 'Halloween at Compilers Inc: 20% off our dog treats',
  });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { name: '20% off our dog treats' })).toBeVisible();
  await expect(
    preview.getByText('Use the code SPOOKY20 at checkout.', { exact: false }),
  ).toBeVisible();
  await expect(
    preview.getByText('The offer runs until 31 October.', { exact: false }),
  ).toBeVisible();
  await expect(preview.getByText('especially for our lapsed customers')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Claim your offer' })).toBeVisible();
  await expect(preview.getByText('newsletter')).toHaveCount(0);
  for (const width of [1440, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFits(preview, width);
    await preview.screenshot({ path: test.info().outputPath(`draft-en-${width}.png`) });
  }
});

test('a draft written in Arabic reads right to left, marked as Arabic, on an English page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { entryUrl } = await builtTenantViaApi(defaultBrandUrl, {
    onboard: generateCampaign(
      defaultBrandUrl,
      'عرض الهالوين: خصم ٢٠٪ على حلويات الكلاب للعملاء غير النشطين حتى 31 أكتوبر، استخدم كود SPOOKY20، بأسلوب مرح',
    ),
  });
  await page.goto(entryUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const preview = page.getByRole('article', {
    name: 'الهالوين في Compilers Inc: خصم 20% على حلويات الكلاب',
  });
  await expect(preview).toBeVisible();
  await expect(preview.locator('.email-preview__body > [lang="ar"][dir="rtl"]')).toHaveCount(1);
  const heading = preview.getByRole('heading', { name: 'خصم 20% على حلويات الكلاب' });
  await expect(heading).toBeVisible();
  // Right to left: the heading's text ends at the right edge of its box.
  expect(await heading.evaluate((h) => getComputedStyle(h).direction)).toBe('rtl');
  await expect(
    preview.getByText('استخدم الرمز SPOOKY20 عند الدفع.', { exact: false }),
  ).toBeVisible();
  await expect(preview.getByRole('link', { name: 'احصل على العرض' })).toBeVisible();
  for (const width of [1440, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFits(preview, width);
    await preview.screenshot({ path: test.info().outputPath(`draft-ar-${width}.png`) });
  }
});
