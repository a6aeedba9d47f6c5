import { expect, test, type Page } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { signUpViaApi, useSession } from '../support/session';
import { walkViaApi } from '../support/walk';

/**
 * The stages step in Arabic: each stage after the first reads "نحو [n] <days> بعد <first stage>",
 * the word for days in the form Arabic gives the number beside it, at phone and desktop widths.
 */

test.use({ locale: 'ar' });

/** The words either side of a stage's day count: "نحو" before it, the days and first stage after. */
async function timingWords(page: Page, stage: number): Promise<string[]> {
  return page
    .getByRole('listitem')
    .nth(stage)
    .locator('.stage-row__timing > span:not(.stepper)')
    .allInnerTexts();
}

for (const width of [320, 390, 1440]) {
  test(`stage timings read as Arabic at ${width} px`, async ({ page }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'stages');
    await page.setViewportSize({ width, height: 900 });
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/stages`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('اليوم 0')).toBeVisible();

    // SaaS's defaults: Free trial 9 days (3 to 10 take أيام), Paid customer 20 (11 to 99 take يومًا).
    expect(await timingWords(page, 1)).toEqual(['نحو', 'أيام بعد الوعي']);
    expect(await timingWords(page, 2)).toEqual(['نحو', 'يومًا بعد الوعي']);
    const freeTrialDays = page.getByRole('spinbutton', {
      name: 'عدد الأيام بين الوعي وتجربة مجانية',
    });
    await expect(freeTrialDays).toHaveValue('9');
    for (const [days, words] of [
      ['1', 'يوم بعد الوعي'],
      ['2', 'يوم بعد الوعي'],
      ['11', 'يومًا بعد الوعي'],
      ['100', 'يوم بعد الوعي'],
    ] as const) {
      await freeTrialDays.fill(days);
      expect(await timingWords(page, 1)).toEqual(['نحو', words]);
    }

    // The row keeps its words inside it, also at phone widths.
    const overflow = await page
      .getByRole('listitem')
      .nth(1)
      .locator('.stage-row__timing')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
