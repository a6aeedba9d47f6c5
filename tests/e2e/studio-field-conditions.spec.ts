import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';
import { signInToStudio, studioCopy as copy } from './support/studio';

const en = copyOf('en');
const OPERATOR = { email: 'conditions@example.com', password: 'Studio-Pass1' };
const own = ownServerForSpec({
  name: 'studio-field-conditions',
  env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
});

test('an operator shows a field only for one answer of another, in words, and the preview asks it only then', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToStudio(page, own.baseUrl, OPERATOR);
  const addStep = page.getByRole('form', { name: copy('studio.addStep.title') });
  await addStep.getByLabel(copy('studio.addStep.template')).selectOption('info');
  await addStep.getByLabel(copy('studio.addStep.name')).fill('work_style');
  await addStep.getByLabel(copy('studio.addStep.stepTitle')).fill('How do you work?');
  await addStep.getByRole('button', { name: copy('studio.addStep.submit') }).click();

  // A single choice of two options, then a short text that must be answered.
  const panel = page.locator('.designer-properties');
  const addKind = (kind: string) =>
    page.getByRole('button', {
      name: copy('studio.designer.addKind', { kind: copy(`studio.designer.kinds.${kind}`) }),
    });
  await addKind('singleChoice').press('Enter');
  await panel.getByLabel(copy('studio.designer.label'), { exact: true }).fill('Working style');
  await panel
    .getByLabel(copy('studio.designer.display'))
    .selectOption({ label: copy('studio.designer.displays.radio') });
  for (const [index, label] of ['Alone', 'With a team'].entries())
    await panel
      .getByLabel(copy('studio.designer.options.label', { number: index + 1 }), { exact: true })
      .fill(label);
  await addKind('shortText').press('Enter');
  await panel.getByLabel(copy('studio.designer.label'), { exact: true }).fill('Team name');
  await panel.getByLabel(copy('studio.designer.required')).check();
  await panel.getByLabel(copy('studio.designer.requiredMessage')).fill('Name your team.');

  // "Team name" only when the working style is "With a team", from the keyboard.
  await panel.getByText(copy('studio.designer.condition.summary', { field: 'Team name' })).click();
  const condition = panel.locator('.designer-condition');
  await condition.getByRole('button', { name: copy('studio.condition.add') }).press('Enter');
  const answer = condition.getByLabel(copy('studio.condition.answer'), { exact: true });
  await expect(answer).toBeFocused();
  const workingStyle = await answer.locator('option').first().getAttribute('value');
  await answer.selectOption(workingStyle!);
  const value = condition.getByLabel(copy('studio.condition.value'), { exact: true });
  const withATeam = await value.locator('option').nth(1).textContent();
  await value.selectOption({ index: 1 });
  const teamRow = page.locator('.designer-field').filter({ hasText: 'Team name' });
  await expect(teamRow).toContainText(copy('studio.designer.condition.shownWhen'));
  await expect(teamRow).toContainText(withATeam!);
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .locator('.studio-work')
    .screenshot({ path: 'test-results/studio-field-conditions.png' });

  // The JSON view shows the branch the designer wrote.
  await page.getByRole('tab', { name: copy('studio.designer.view.json') }).click();
  await expect(page.locator('.cm-content')).toContainText('"allOf"');
  await expect(page.locator('.cm-content')).toContainText('"then"');
  await page.getByRole('tab', { name: copy('studio.designer.view.designer') }).click();

  // The preview asks the team's name only once "With a team" is chosen, and requires it then.
  const preview = page.locator('.studio-preview');
  await preview.getByLabel(copy('studio.preview.step')).selectOption('work_style');
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(frame.getByRole('heading', { level: 1, name: 'How do you work?' })).toBeVisible();
  await expect(frame.getByRole('textbox', { name: 'Team name' })).toHaveCount(0);
  await frame.getByRole('radio', { name: 'With a team' }).check();
  await expect(frame.getByRole('textbox', { name: /Team name/ })).toBeVisible();
  await frame.getByRole('button', { name: en['wizard.next'] }).click();
  await expect(frame.getByText('Name your team.')).toBeVisible();
  await frame.getByRole('radio', { name: 'Alone' }).check();
  await expect(frame.getByRole('textbox', { name: /Team name/ })).toHaveCount(0);
  await expect(frame.getByText('Name your team.')).toHaveCount(0);

  // "Always show" puts it back among the step's own fields.
  await page.locator('.designer-field__name', { hasText: 'Team name' }).click();
  await panel
    .getByRole('button', { name: copy('studio.condition.alwaysShow', { step: 'Team name' }) })
    .click();
  await expect(teamRow).not.toContainText(copy('studio.designer.condition.shownWhen'));
});
