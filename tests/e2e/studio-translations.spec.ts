import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';
import { missingIn, signInToStudio, studioCopy, translationCell as cell } from './support/studio';

const copy = studioCopy;

const OPERATOR = { email: 'translator@example.com', password: 'Studio-Pass1' };
const own = ownServerForSpec({
  name: 'studio-translations',
  env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
});

const STEP = {
  name: 'team_focus',
  title: 'What does your team focus on?',
  // Words the brand's copy already has, translated: the translation memory suggests them.
  requiredMessage: 'This field is required',
};
const GERMAN: Record<string, string> = {
  [STEP.title]: 'Worauf konzentriert sich Ihr Team?',
  'Option 1': 'Möglichkeit 1',
};
const ARABIC: Record<string, string> = {
  [STEP.title]: 'على ماذا يركز فريقك؟',
  'Option 1': 'الخيار 1',
  'Option 2': 'الخيار 2',
  'Option 3': 'الخيار 3',
  [STEP.requiredMessage]: 'هذا الحقل مطلوب',
};

test('a step added in the Studio is missing in German and Arabic until translated in the grid, goes out as CSV, and shows in Arabic in the preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);
  const card = page.getByRole('region', { name: copy('studio.translations.title'), exact: true });
  const germanBefore = await missingIn(card, 'German');

  const addStep = page.getByRole('form', { name: copy('studio.addStep.title') });
  await addStep.getByLabel(copy('studio.addStep.template')).selectOption('requiredSelect');
  await addStep.getByLabel(copy('studio.addStep.name')).fill(STEP.name);
  await addStep.getByLabel(copy('studio.addStep.stepTitle')).fill(STEP.title);
  await addStep.getByLabel(copy('studio.addStep.requiredMessage')).fill(STEP.requiredMessage);
  await addStep.getByRole('button', { name: copy('studio.addStep.submit') }).click();

  // Its title, options and message: missing in German and in Arabic.
  await expect.poll(() => missingIn(card, 'German')).toBe(germanBefore + 5);
  await card
    .getByLabel(copy('studio.translations.show'))
    .selectOption({ label: copy('studio.translations.showMissingIn', { language: 'Arabic' }) });
  await card.getByLabel(copy('studio.translations.search')).fill(STEP.name);
  await expect(card.getByRole('rowheader')).toHaveCount(5);
  const missingWords = copy('studio.translations.missing', { language: 'English' });
  await expect(cell(card, 'German', STEP.title)).toHaveAccessibleDescription(missingWords);
  await expect(cell(card, 'Arabic', STEP.title)).toHaveAccessibleDescription(missingWords);
  await expect(cell(card, 'Arabic', STEP.title)).toHaveAttribute('dir', 'rtl');

  // Translated in place; the rows stay while the filter is set, and the counts follow.
  for (const [text, german] of Object.entries(GERMAN))
    await cell(card, 'German', text).fill(german);
  for (const [text, arabic] of Object.entries(ARABIC))
    await cell(card, 'Arabic', text).fill(arabic);
  await expect(card.getByRole('rowheader')).toHaveCount(5);
  await expect(cell(card, 'Arabic', STEP.title)).not.toHaveAccessibleDescription(missingWords);
  expect(await missingIn(card, 'German')).toBe(germanBefore + 3);
  await expect(card.getByRole('columnheader', { name: /^Arabic/ })).not.toContainText(
    /\d+ missing/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await card.screenshot({ path: 'test-results/studio-translations-grid.png' });

  // Out for translators: every language in one CSV file, as a spreadsheet opens it.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: copy('studio.translations.export.csv') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('default-translations.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"key","en","ar","de","es"\r\n')).toBe(true);
  expect(csv).toContain(
    `"${STEP.title}","${STEP.title}","${ARABIC[STEP.title]}","${GERMAN[STEP.title]}",""\r\n`,
  );

  // Suggestions for Spanish: the brand's own Spanish for the same words, written once used.
  const spanish = copyOf('es')['validation.fieldRequired']!;
  await expect(card.getByRole('button', { name: 'Suggest Arabic translations' })).toBeDisabled();
  await card.getByRole('button', { name: 'Suggest Spanish translations' }).click();
  await expect(
    card.getByText(
      copy('studio.translations.suggest.found_one', { count: 1, language: 'Spanish' }),
    ),
  ).toBeVisible();
  await expect(cell(card, 'Spanish', STEP.requiredMessage)).toHaveValue('');
  await card.screenshot({ path: 'test-results/studio-translations-suggestion.png' });
  await card
    .getByRole('button', { name: `Use the Spanish suggestion for “${STEP.requiredMessage}”` })
    .click();
  await expect(cell(card, 'Spanish', STEP.requiredMessage)).toHaveValue(spanish);

  // The preview in Arabic: the step's own Arabic words.
  const preview = page.locator('.studio-preview');
  await expect(preview.getByText(copy('studio.preview.status.draft'))).toBeVisible({
    timeout: 30_000,
  });
  await preview.getByLabel(copy('studio.preview.step')).selectOption(STEP.name);
  await preview.getByLabel(copy('studio.preview.language')).selectOption('ar');
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(frame.getByRole('heading', { level: 1, name: ARABIC[STEP.title] })).toBeVisible();
  await expect(frame.getByRole('radio', { name: ARABIC['Option 2'] })).toBeVisible();
  await frame.getByRole('button', { name: copyOf('ar')['wizard.next'] }).click();
  await expect(frame.getByText(ARABIC[STEP.requiredMessage]!)).toBeVisible();
  await page.locator('.studio-preview').screenshot({
    path: 'test-results/studio-translations-preview-ar.png',
  });
});
