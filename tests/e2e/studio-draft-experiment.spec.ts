import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { moveStepDownByKeyboard, signInToStudio, studioCopy } from './support/studio';

const copy = studioCopy;
const own = ownServerForSpec({ name: 'studio-draft-experiment', env: OPERATOR_ENV });

test('an operator tests a draft as an experiment with a step as its goal, without publishing it, and the Experiments page follows that goal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);
  const stepNames = page
    .getByRole('list', { name: copy('studio.steps.listLabel') })
    .locator('.studio-step__name');
  await expect(stepNames.first()).toBeVisible();
  await expect(
    page.frameLocator('.studio-preview__frame').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  const liveVersion = page.locator('.studio-version', {
    has: page.locator('.studio-badge--live'),
  });
  const liveNumber = Number(await liveVersion.getAttribute('data-version'));

  // The draft: one step moved. The form is closed until asked for, and offers nothing to test
  // before there is a change.
  const steps = await stepNames.allTextContents();
  await moveStepDownByKeyboard(page, steps[3]!, 5);
  await page.getByText(copy('studio.experiments.draft.summary')).click();
  const form = page.getByRole('form', { name: copy('studio.experiments.draft.summary') });
  await form.getByLabel(copy('studio.experiments.name')).fill('Order test');
  await form.getByLabel(copy('studio.experiments.share')).fill('30');
  const goal = form.getByLabel(copy('studio.experiments.goal'));
  await expect(goal).toHaveAccessibleDescription(copy('studio.experiments.goalHelp'));
  await goal.selectOption({ label: copy('studio.experiments.goalStep', { step: steps[1]! }) });
  expect(await seriousViolations(page)).toEqual([]);
  await form.screenshot({ path: 'test-results/studio-draft-experiment-form.png' });
  await form.getByRole('button', { name: copy('studio.experiments.start') }).click();

  const status = page.locator('.studio-status');
  await expect(status).toContainText('Order test');
  // Nothing was published: the live version is the one before, and the draft is back to it. The
  // variant is the newest version, not live.
  await expect(page.locator('.studio-version').first()).toHaveAttribute(
    'data-version',
    String(liveNumber + 1),
  );
  await expect(liveVersion).toHaveAttribute('data-version', String(liveNumber));
  await expect(stepNames).toHaveText(steps);

  await page.getByRole('link', { name: copy('studio.nav.experiments') }).click();
  const experiment = page.locator('article.experiment', { hasText: 'Order test' });
  await expect(experiment).toBeVisible();
  await expect(experiment).toContainText(
    copy('studio.experiments.goalIs', {
      goal: copy('studio.experiments.goalStep', { step: steps[1]! }),
    }),
  );
  await expect(experiment.getByRole('columnheader')).toContainText([
    copy('studio.experiments.converted'),
  ]);
  await expect(experiment).toContainText('30');
  await page.screenshot({ path: 'test-results/studio-draft-experiment.png', fullPage: true });
});
