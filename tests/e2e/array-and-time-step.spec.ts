import { expect, test, type Page } from '@playwright/test';
import { OPERATOR_ENV, publishStepAfterSignup } from './support/publishStep';
import { signUpViaApi, useSession } from './support/session';
import { ownServerForSpec } from './support/ownServer';

/**
 * A step as an operator pastes it in from a published JSON Schema form: a plain list of strings
 * (RJSF's own array, with its add, remove and move buttons) and a time of day (the browser's
 * time input). Published through the Studio's API on a server of its own.
 */
const own = ownServerForSpec({ name: 'array-step', env: OPERATOR_ENV });

const STEP = {
  $schema: '../meta/step.schema.json',
  title: 'steps.favourites.title',
  type: 'object',
  required: ['callAt'],
  properties: {
    treats: { type: 'array', title: 'steps.favourites.treats', items: { type: 'string' } },
    callAt: { type: 'string', format: 'time', title: 'steps.favourites.callAt' },
  },
};
const COPY = {
  'steps.favourites.title': 'Your favourites',
  'steps.favourites.treats': 'Treats',
  'steps.favourites.callAt': 'Best time to call',
};

/** Publishes the step right after signup, so a new owner lands on it. */
const publishStep = () =>
  publishStepAfterSignup(own.baseUrl, {
    name: 'favourites',
    schema: STEP,
    fields: ['treats', 'callAt'],
    copy: { en: COPY },
  });

const treat = (page: Page, position: number) =>
  page.locator('.rjsf-array-item input').nth(position - 1);

test('an array step shows its buttons, named and usable by keyboard, and a time from the time input is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await publishStep();
  await useSession(page, own.baseUrl, await signUpViaApi(own.baseUrl));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${own.baseUrl}/signup/favourites`);
  await expect(
    page.getByRole('heading', { level: 1, name: COPY['steps.favourites.title'] }),
  ).toBeVisible();

  // Add takes the keyboard to the new item's field.
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(treat(page, 1)).toBeFocused();
  await page.keyboard.type('Tea');
  await page.getByRole('button', { name: 'Add item' }).press('Enter');
  await expect(treat(page, 2)).toBeFocused();
  await page.keyboard.type('Cake');

  // Moved by the keyboard; the keyboard goes with the item.
  await page.getByRole('button', { name: 'Move item 2 up' }).press('Enter');
  await expect(treat(page, 1)).toHaveValue('Cake');
  await expect(treat(page, 2)).toHaveValue('Tea');
  await expect(page.getByRole('button', { name: 'Move item 1 down' })).toBeFocused();

  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/h4/array-step-${width}.png`, fullPage: true });
    for (const name of [
      'Move item 1 down',
      'Move item 2 up',
      'Remove item 1',
      'Remove item 2',
      'Add item',
    ]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.width, `${name} at ${width}px`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${name} at ${width}px`).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width, `${name} inside ${width}px`).toBeLessThanOrEqual(width);
    }
    const icon = page.getByRole('button', { name: 'Remove item 2' }).locator('svg');
    await expect(icon).toBeVisible();
  }

  await page.getByRole('button', { name: 'Remove item 2' }).press('Enter');
  await expect(page.locator('.rjsf-array-item')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeFocused();

  // What Chromium's time input gives: hours and minutes, no seconds.
  await page.getByLabel(COPY['steps.favourites.callAt']).fill('10:20');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category/);
  const res = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('onramp.session')!) as {
      signupToken: string;
      authHeaderName: string;
    };
    const reply = await fetch('/api/user/getUserData', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [session.authHeaderName]: session.signupToken,
      },
      body: '{}',
    });
    return ((await reply.json()) as { data: Record<string, unknown> }).data;
  });
  // RJSF's time widget adds the seconds; ajv-formats refused it still, for want of an offset.
  expect(res).toMatchObject({ treats: ['Cake'], callAt: '10:20:00' });
});
