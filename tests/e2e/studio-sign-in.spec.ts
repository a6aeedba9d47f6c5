import { expect, test, type Page } from '@playwright/test';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';
import { untilSignedIn } from './support/studio';

const en = copyOf('en');
const OPERATOR = { email: 'operator@example.com', password: 'Studio-Pass1' };

const own = ownServerForSpec({
  name: 'studio-sign-in',
  env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
});

/** The sign-in's bot check, once ALTCHA has solved its challenge (it starts as the page opens). */
async function solvedBotCheck(page: Page) {
  const widget = page.locator('.studio-sign-in altcha-widget');
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('checkbox')).toBeChecked();
  return widget;
}

async function signIn(page: Page, password: string) {
  await page.getByLabel(en['studio.signIn.email']!).fill(OPERATOR.email);
  await page.getByLabel(en['studio.signIn.password']!).fill(password);
  await page.getByRole('button', { name: en['studio.signIn.submit'] }).click();
}

for (const width of [320, 390, 1440]) {
  test(`at ${width} px the Studio’s sign-in shows its bot check inside the form, solves it from the Studio’s challenge and signs the operator in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/studio/altcha/challenge') {
        challenges.push(request.url());
      }
    });
    await page.goto(`${own.baseUrl}/studio`);
    const widget = await solvedBotCheck(page);
    expect(challenges).toHaveLength(1);

    const form = (await page.locator('.studio-sign-in__form').boundingBox())!;
    const check = (await widget.boundingBox())!;
    expect(check.x).toBeGreaterThanOrEqual(form.x);
    expect(check.x + check.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await signIn(page, OPERATOR.password);
    await untilSignedIn(page, OPERATOR.email);
  });
}

test('a refused password spends the challenge: the bot check solves a new one, by keyboard too, and the next try signs in', async ({
  page,
}) => {
  await page.goto(`${own.baseUrl}/studio`);
  await solvedBotCheck(page);
  await signIn(page, 'Wrong-Pass1');
  await expect(page.getByRole('alert')).toHaveText(en['errors.studioInvalidCredentials']!);
  const widget = await solvedBotCheck(page);

  // The keyboard reaches the bot check between the password and the button.
  await page.getByLabel(en['studio.signIn.password']!).fill(OPERATOR.password);
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en['studio.signIn.submit'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await untilSignedIn(page, OPERATOR.email);
});

test('Sign in clicked while the bot check is still solving waits for it and signs the operator in', async ({
  page,
}) => {
  // The challenge is held until the click, so the click surely lands before the solution.
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/studio/altcha/challenge', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto(`${own.baseUrl}/studio`);
  const widget = page.locator('.studio-sign-in altcha-widget');
  await expect(widget).toBeVisible();

  await signIn(page, OPERATOR.password);
  await expect(widget.getByRole('checkbox')).not.toBeChecked();
  release();
  await untilSignedIn(page, OPERATOR.email);
});
