import { expect, test, type Locator } from '@playwright/test';
import { ownServerForSpec } from './support/ownServer';
import { copyOf } from './support/copy';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { signInToStudio, studioCopy } from './support/studio';

/**
 * The Studio's header for an admin, who is linked every page: at desktop, tablet and phone widths
 * the account's controls (who is signed in, language, Sign out) stay together, and nothing runs
 * off the screen.
 */
const copy = studioCopy;
const arabic = copyOf('ar');

const own = ownServerForSpec({ name: 'studio-header', env: OPERATOR_ENV });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

const ADMIN_PAGES = [
  'studio.nav.flow',
  'studio.nav.brand',
  'studio.nav.funnels',
  'studio.nav.experiments',
  'studio.nav.operators',
  'studio.nav.webhooks',
  'studio.nav.provisioning',
  'studio.nav.apiKeys',
];

/** The vertical middle of an element, on the page. */
async function middleOf(element: Locator): Promise<number> {
  const box = (await element.boundingBox())!;
  return box.y + box.height / 2;
}

test('an admin’s Studio header keeps the account together and fits desktop, tablet and phone widths', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]!);
  await signInToStudio(page, own.baseUrl, OPERATOR);
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: copy('studio.nav.label') });
  await expect(nav.getByRole('link')).toHaveText(ADMIN_PAGES.map((key) => copy(key)));
  await expect(nav.getByRole('link', { name: copy('studio.nav.flow') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const signedIn = header.getByText(copy('studio.signedInAs', { email: OPERATOR.email }));
  const language = header.getByRole('combobox', { name: copy('header.language') });
  const signOut = header.getByRole('button', { name: copy('studio.signOut') });

  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Taken first, so that a failing size is seen too.
    await page.screenshot({ path: `test-results/studio-header-${size.width}-en.png` });
    // At desktop widths the pages are one row.
    if (size.width >= 1280)
      expect(await middleOf(nav.getByRole('link').last())).toBe(
        await middleOf(nav.getByRole('link').first()),
      );
    // Sign out sits on the language switcher's row, after it, with who is signed in.
    const languageBox = (await language.boundingBox())!;
    const signOutBox = (await signOut.boundingBox())!;
    expect(Math.abs((await middleOf(signOut)) - (await middleOf(language)))).toBeLessThan(4);
    expect(signOutBox.x).toBeGreaterThan(languageBox.x);
    await expect(signedIn).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
  }

  // By keyboard the account's controls come first, then the pages, each with its focus ring.
  await page.setViewportSize(SIZES[1]!);
  await signOut.focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: copy('studio.nav.flow') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: copy('studio.nav.brand') })).toBeFocused();
  await page.screenshot({ path: 'test-results/studio-header-1280-focus-en.png' });

  // Arabic mirrors it: the account's controls go to the left, Sign out after the language.
  await language.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicSignOut = header.getByRole('button', { name: arabic['studio.signOut'] });
  const arabicLanguage = header.getByRole('combobox', { name: arabic['header.language'] });
  const languageBox = (await arabicLanguage.boundingBox())!;
  const signOutBox = (await arabicSignOut.boundingBox())!;
  expect(signOutBox.x).toBeLessThan(languageBox.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  await page.screenshot({ path: 'test-results/studio-header-1280-ar.png' });
  await page.setViewportSize(SIZES[3]!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.screenshot({ path: 'test-results/studio-header-390-ar.png' });
});
