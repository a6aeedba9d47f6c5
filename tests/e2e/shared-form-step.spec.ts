import { expect, test, type Page } from '@playwright/test';
import { OPERATOR_ENV, publishStepAfterSignup } from './support/publishStep';
import { signUpViaApi, useSession } from './support/session';
import { ownServerForSpec } from './support/ownServer';
import { SHARED_FORM_COPY, SHARED_FORM_STEP } from '../fixtures/sharedFormStep';

/**
 * A step pasted in from a shared JSON Schema form, published through the Studio's API on a server
 * of its own: every text RJSF shows (option names, a dependency's radio, a definition's title, an
 * array's item labels) reads as copy in German and English, never as a copy key.
 */
const own = ownServerForSpec({ name: 'shared-form-step', env: OPERATOR_ENV });

/** A copy key as the page would show it untranslated: steps.pets.byEmail, steps.pets.friends-1. */
const RAW_KEY = /\b[a-z]+\.[a-z_]+\.[A-Za-z0-9_.-]+/;

/** Publishes the step right after signup, so a new owner lands on it. */
const publishStep = () =>
  publishStepAfterSignup(own.baseUrl, {
    name: 'pets',
    schema: SHARED_FORM_STEP,
    fields: ['contact', 'hasPets', 'home', 'friends'],
    copy: SHARED_FORM_COPY,
  });

/** Everything the form shows as text: its words, and the names of its options. */
async function formTexts(page: Page): Promise<string> {
  return page
    .locator('.schema-form')
    .evaluate((form) =>
      [
        form.textContent ?? '',
        ...[...form.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
          ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
        ),
      ].join('\n'),
    );
}

test('a shared form reads as copy in German and English, wherever RJSF puts its texts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await publishStep();
  await useSession(page, own.baseUrl, await signUpViaApi(own.baseUrl));

  for (const lang of ['de', 'en'] as const) {
    const copy = SHARED_FORM_COPY[lang];
    await page.goto(`${own.baseUrl}/signup/pets?lng=${lang}`);
    await expect(
      page.getByRole('heading', { level: 1, name: copy['steps.pets.title'] }),
    ).toBeVisible();

    await expect(page.getByRole('option', { name: copy['steps.pets.byEmail'] })).toBeAttached();
    await expect(page.getByRole('option', { name: copy['steps.pets.byPhone'] })).toBeAttached();
    await page.getByLabel(copy['steps.pets.hasPets']).check();
    // The dependency's field, with its radio and option names as the branch's ui keys say.
    await expect(page.getByRole('radio', { name: copy['steps.pets.cat'] })).toBeVisible();
    await expect(page.getByRole('radio', { name: copy['steps.pets.dog'] })).toBeVisible();
    await expect(page.getByText(copy['steps.pets.address'], { exact: true })).toBeVisible();
    await expect(page.getByLabel(copy['steps.pets.street'])).toBeVisible();
    await page
      .getByRole('button', { name: lang === 'de' ? 'Eintrag hinzufügen' : 'Add item' })
      .click();
    await expect(page.getByLabel(copy['steps.pets.friendName']).first()).toBeVisible();
    await expect(page.getByText(`${copy['steps.pets.friends']}-1`)).toBeVisible();

    const texts = await formTexts(page);
    expect(texts).not.toMatch(RAW_KEY);
  }
});
