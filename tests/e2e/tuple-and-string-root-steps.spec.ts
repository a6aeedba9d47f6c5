import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, useSession } from './support/session';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR_ENV, publishStepAfterSignup } from './support/publishStep';

/**
 * Valid JSON Schema as operators paste it in: a tuple (draft-07 `items` as an array) beside
 * entries the owner names (additionalProperties), and a root that is a plain string. Each is a
 * step of one field named after its file (pet_visit, pet_name), published through the Studio's
 * API on a server of its own, right after signup.
 */
const own = ownServerForSpec({ name: 'tuple-step', env: OPERATOR_ENV });

const TEXT = {
  visitTitle: 'Your pet’s visit',
  visit: 'First visit',
  day: 'Day',
  hour: 'Hour',
  note: 'Note',
  nameTitle: 'Your pet’s name',
};
const VISIT_STEP = {
  $schema: '../meta/step.schema.json',
  title: TEXT.visitTitle,
  type: 'object',
  properties: {
    visit: {
      type: 'array',
      title: TEXT.visit,
      items: [
        { type: 'string', title: TEXT.day },
        { type: 'integer', title: TEXT.hour },
      ],
      additionalItems: false,
      minItems: 2,
    },
  },
  additionalProperties: { type: 'string', title: TEXT.note },
};
const NAME_STEP = {
  $schema: '../meta/step.schema.json',
  title: TEXT.nameTitle,
  type: 'string',
  minLength: 2,
};

/** Both steps right after signup, the visit first: each is published in front of the other. */
async function publishSteps(): Promise<void> {
  await publishStepAfterSignup(own.baseUrl, {
    name: 'pet_name',
    schema: NAME_STEP,
    fields: ['pet_name'],
  });
  await publishStepAfterSignup(own.baseUrl, {
    name: 'pet_visit',
    schema: VISIT_STEP,
    fields: ['pet_visit'],
  });
}

/** A field of the step's form, by its label (the side panels have labelled regions of their own). */
const field = (page: Page, label: string, exact = false) =>
  page.locator('form').getByLabel(label, { exact });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function expectVisitKept(page: Page): Promise<void> {
  await expect(heading(page, TEXT.visitTitle)).toBeVisible();
  await expect(field(page, TEXT.day)).toHaveValue('Monday');
  await expect(field(page, TEXT.hour)).toHaveValue('9');
  await expect(field(page, 'Name of “Toy”')).toHaveValue('Toy');
  await expect(field(page, 'Toy', true)).toHaveValue('ball');
}

test('a tuple with added entries and a string root keep their answers through Next, Back and a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await publishSteps();
  const session = await signUpViaApi(own.baseUrl);
  await useSession(page, own.baseUrl, session);
  await page.goto(`${own.baseUrl}/signup/pet_visit`);
  await expect(heading(page, TEXT.visitTitle)).toBeVisible();

  // One input per tuple position, labelled by its own title.
  await field(page, TEXT.day).fill('Monday');
  await field(page, TEXT.hour).fill('9');
  // An entry of the owner's naming: RJSF's key input, then its value.
  await page.getByRole('button', { name: 'Add item' }).click();
  await field(page, 'Name of “newKey”').fill('Toy');
  await field(page, 'Name of “newKey”').blur();
  await field(page, 'Toy', true).fill('ball');
  await page.screenshot({ path: '/tmp/h2/tuple-step.png', fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/signup\/pet_name/);
  const name = field(page, TEXT.nameTitle);
  await name.fill('R');
  await page.getByRole('button', { name: 'Next' }).click();
  // The schema's minLength, at the one field.
  await expect(page.locator('.has-error, [aria-invalid="true"]').first()).toBeVisible();
  await name.fill('Rex');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category/);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/signup\/pet_name/);
  await expect(field(page, TEXT.nameTitle)).toHaveValue('Rex');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/signup\/pet_visit/);
  await expectVisitKept(page);

  await page.reload();
  await expectVisitKept(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/pet_name/);
  await page.reload();
  await expect(field(page, TEXT.nameTitle)).toHaveValue('Rex');

  const stored = await page.evaluate(async () => {
    const saved = JSON.parse(localStorage.getItem('onramp.session')!) as {
      signupToken: string;
      authHeaderName: string;
    };
    const reply = await fetch('/api/user/getUserData', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [saved.authHeaderName]: saved.signupToken },
      body: '{}',
    });
    return ((await reply.json()) as { data: Record<string, unknown> }).data;
  });
  expect(stored).toMatchObject({
    pet_visit: { visit: ['Monday', 9], Toy: 'ball' },
    pet_name: 'Rex',
  });
});
