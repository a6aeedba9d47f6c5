import { expect, test } from '@playwright/test';
import { beaconBrandUrl, defaultBrandUrl } from './support/brands';
import { signUpViaApi, useSession } from './support/session';

const BRANDS = [
  { name: 'Onramp', url: defaultBrandUrl },
  { name: 'Beacon', url: beaconBrandUrl },
];

// The narrowest the logo may get: 9rem, where the tools beside it leave the logo less room.
const MIN_LOGO_WIDTH = 144;

for (const brand of BRANDS) {
  for (const width of [320, 390]) {
    test(`${brand.name} at ${width} px: the logo keeps its size beside the language select and Sign out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await useSession(page, brand.url, await signUpViaApi(brand.url));
      await page.goto(`${brand.url}/signup/business_category`);
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: `${brand.name} home` }).locator('img');
      const language = header.getByRole('combobox', { name: 'Language' });
      const signOut = header.getByRole('button', { name: 'Sign out' });
      await expect(language).toBeVisible();
      await expect(signOut).toBeVisible();

      const logoBox = (await logo.boundingBox())!;
      expect(logoBox.width).toBeGreaterThanOrEqual(MIN_LOGO_WIDTH);
      // Nothing runs over the logo or off the screen.
      for (const tool of [language, signOut]) {
        const box = (await tool.boundingBox())!;
        const beside = box.x >= logoBox.x + logoBox.width || box.x + box.width <= logoBox.x;
        const below = box.y >= logoBox.y + logoBox.height;
        expect(beside || below).toBe(true);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
}
