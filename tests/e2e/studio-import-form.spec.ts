import { expect, test } from '@playwright/test';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { signInToStudio, studioCopy } from './support/studio';

const copy = studioCopy;

const own = ownServerForSpec({ name: 'studio-import-form', env: OPERATOR_ENV });

/** A form as RJSF's playground shares it: schema, uiSchema and sample data, texts as written. */
const SHARED_FORM = {
  schema: {
    title: 'A registration form',
    description: 'A simple form example.',
    type: 'object',
    required: ['nickname'],
    properties: {
      nickname: { type: 'string', title: 'Nickname', minLength: 2 },
      bio: { type: 'string', title: 'Bio' },
      age: { type: 'integer', title: 'Age' },
    },
  },
  uiSchema: {
    bio: { 'ui:widget': 'textarea', 'ui:placeholder': 'A line about you' },
    age: { 'ui:help': 'Hint: count the candles' },
  },
  formData: { nickname: 'Chuck', age: 75 },
};

test('an operator imports a shared form as a step: the preview shows it filled with the sample data, and it publishes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);

  const form = page.getByRole('form', { name: copy('studio.importForm.title') });
  await form.getByLabel(copy('studio.importForm.json')).fill('{"schema": ');
  await form.getByLabel(copy('studio.addStep.name')).fill('registration');
  await form.getByRole('button', { name: copy('studio.importForm.submit') }).click();
  await expect(form.getByRole('alert')).toHaveText(copy('studio.importForm.refused.notJson'));

  await form.getByLabel(copy('studio.importForm.json')).fill(JSON.stringify(SHARED_FORM));
  await form.getByRole('button', { name: copy('studio.importForm.submit') }).click();
  await expect(
    page.getByText(copy('studio.importForm.imported', { step: 'registration' })),
  ).toBeVisible();
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible({ timeout: 30_000 });

  const preview = page.locator('.studio-preview');
  await preview.getByLabel(copy('studio.preview.step')).selectOption('registration');
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(frame.getByRole('heading', { level: 1, name: 'A registration form' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(frame.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Chuck');
  await expect(frame.getByRole('spinbutton', { name: 'Age' })).toHaveValue('75');
  await expect(frame.getByRole('textbox', { name: 'Bio' })).toHaveAttribute(
    'placeholder',
    'A line about you',
  );
  await page.screenshot({ path: 'test-results/studio-import-form.png', fullPage: true });

  await page.getByLabel(copy('studio.publish.note')).fill('Registration form');
  await page.getByRole('button', { name: copy('studio.publish.submit'), exact: true }).click();
  await expect(page.getByText(copy('studio.publish.done', { number: 2 }))).toBeVisible({
    timeout: 30_000,
  });
});
