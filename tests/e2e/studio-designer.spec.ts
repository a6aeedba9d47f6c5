import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { copyOf } from './support/copy';
import { untilKeyboardDragListens } from './support/keyboardDrag';
import { ownServerForSpec } from './support/ownServer';
import { signInToStudio, studioCopy } from './support/studio';

const en = copyOf('en');
const copy = studioCopy;

const OPERATOR = { email: 'designer@example.com', password: 'Studio-Pass1' };
const own = ownServerForSpec({
  name: 'studio-designer',
  env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
});

const fieldNames = (page: Page) =>
  page.getByRole('list', { name: copy('studio.designer.fields') }).locator('.designer-field__name');

test('an operator designs a step without opening JSON: a company-size choice of four options with its own required message, reordered by keyboard, previewed as a visitor sees it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToStudio(page, own.baseUrl, OPERATOR);

  // A step from the information template asks nothing yet; it opens in the designer.
  const addStep = page.getByRole('form', { name: copy('studio.addStep.title') });
  await addStep.getByLabel(copy('studio.addStep.template')).selectOption('info');
  await addStep.getByLabel(copy('studio.addStep.name')).fill('company_size');
  await addStep.getByLabel(copy('studio.addStep.stepTitle')).fill('How big is your company?');
  await addStep.getByRole('button', { name: copy('studio.addStep.submit') }).click();
  await expect(
    page.getByRole('tab', { name: copy('studio.designer.view.designer') }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(copy('studio.designer.empty'))).toBeVisible();

  // A single choice from the toolbox, by keyboard, then its panel.
  await page
    .getByRole('button', {
      name: copy('studio.designer.addKind', { kind: copy('studio.designer.kinds.singleChoice') }),
    })
    .press('Enter');
  const panel = page.locator('.designer-properties');
  await panel.getByLabel(copy('studio.designer.label'), { exact: true }).fill('Company size');
  await panel.getByLabel(copy('studio.designer.required')).check();
  await panel
    .getByLabel(copy('studio.designer.requiredMessage'))
    .fill('Tell us how many people work at your company.');
  await panel
    .getByLabel(copy('studio.designer.display'))
    .selectOption({ label: copy('studio.designer.displays.radio') });
  const options = ['1 to 10', '11 to 50', '51 to 200', 'More than 200'];
  for (const [index, label] of options.entries()) {
    if (index >= 2)
      await panel.getByRole('button', { name: copy('studio.designer.options.add') }).click();
    await panel
      .getByLabel(copy('studio.designer.options.label', { number: index + 1 }), { exact: true })
      .fill(label);
  }

  // A second field, then the choice moved back above it with the keyboard.
  await page
    .getByRole('button', {
      name: copy('studio.designer.addKind', { kind: copy('studio.designer.kinds.shortText') }),
    })
    .click();
  await expect(fieldNames(page)).toHaveText([
    'Company size',
    copy('studio.designer.kinds.shortText'),
  ]);
  await page
    .getByRole('button', {
      name: copy('studio.designer.moveHandle', { field: 'Company size' }),
      exact: true,
    })
    .focus();
  await page.keyboard.press('Space');
  await untilKeyboardDragListens(page);
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByText(copy('studio.designer.announce.over', { field: 'Company size', position: 2 })),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(fieldNames(page)).toHaveText([
    copy('studio.designer.kinds.shortText'),
    'Company size',
  ]);
  await expect(page.locator('[id^="DndLiveRegion"]').last()).toHaveText(
    copy('studio.designer.announce.dropped', { field: 'Company size', position: 2 }),
  );
  await page
    .getByRole('button', {
      name: copy('studio.designer.remove', { field: copy('studio.designer.kinds.shortText') }),
    })
    .click();
  await expect(fieldNames(page)).toHaveText(['Company size']);
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('.studio-work').screenshot({ path: 'test-results/studio-designer.png' });

  // The JSON view shows what the designer wrote.
  await page.getByRole('tab', { name: copy('studio.designer.view.json') }).click();
  await expect(page.locator('.cm-content')).toContainText('"More than 200"');
  await expect(page.locator('.cm-content')).toContainText('"ui:widget": "radio"');

  // The preview walks the step as a visitor: four radios, and the operator's own message.
  const preview = page.locator('.studio-preview');
  await preview.getByLabel(copy('studio.preview.step')).selectOption('company_size');
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(
    frame.getByRole('heading', { level: 1, name: 'How big is your company?' }),
  ).toBeVisible();
  await expect(frame.getByRole('radio')).toHaveCount(4);
  for (const label of options)
    await expect(frame.getByRole('radio', { name: label })).toBeVisible();
  await frame.getByRole('button', { name: en['wizard.next'] }).click();
  await expect(frame.getByText('Tell us how many people work at your company.')).toBeVisible();

  // A reload, and a visit to the Funnels page, lose nothing: the draft comes back in this tab.
  const stepNames = page
    .getByRole('list', { name: copy('studio.steps.listLabel') })
    .locator('.studio-step__name');
  await page.reload();
  await expect(page.getByText(copy('studio.kept.restored'))).toBeVisible();
  await expect(stepNames.filter({ hasText: 'company_size' })).toHaveCount(1);
  await page.getByRole('link', { name: copy('studio.nav.funnels') }).click();
  await expect(page.getByRole('heading', { name: copy('studio.funnels.title') })).toBeVisible();
  await page.getByRole('link', { name: copy('studio.nav.flow') }).click();
  await expect(stepNames.filter({ hasText: 'company_size' })).toHaveCount(1);
  // Discarded, the draft is the live version again, and stays so after a reload.
  await page.getByRole('button', { name: copy('studio.kept.discard') }).click();
  await expect(stepNames.filter({ hasText: 'company_size' })).toHaveCount(0);
  await page.reload();
  await expect(stepNames.first()).toBeVisible();
  await expect(stepNames.filter({ hasText: 'company_size' })).toHaveCount(0);
  await expect(page.getByText(copy('studio.kept.restored'))).toHaveCount(0);
});
