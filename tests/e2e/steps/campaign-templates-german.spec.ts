import { expect, test } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { copyOf } from '../support/copy';
import { signUpViaApi, useSession } from '../support/session';
import { walkViaApi } from '../support/walk';

const de = copyOf('de');

test.use({ locale: 'de-DE' });

for (const width of [320, 390, 1440]) {
  test(`German template names stay inside their cards at ${width} px`, async ({ page }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'generate_campaign');
    await page.setViewportSize({ width, height: 900 });
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/generate_campaign`);
    const cards = page.locator('.template');
    await expect(
      cards.getByText(de['widgets.promptEditor.templates.win-back.name']!, { exact: true }),
    ).toBeVisible();

    const spills = await cards.evaluateAll((items) =>
      items.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('.template__name, .template__edit')].flatMap((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          const text = range.getBoundingClientRect();
          const inside =
            text.left >= box.left - 0.5 &&
            text.right <= box.right + 0.5 &&
            part.scrollWidth <= part.clientWidth;
          return inside
            ? []
            : [`${part.textContent} (${text.left}–${text.right} in ${box.left}–${box.right})`];
        });
      }),
    );
    expect(spills).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
