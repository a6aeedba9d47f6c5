import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ownServerForSpec } from './support/ownServer';
import {
  compareWithLive,
  moveStepDownByKeyboard,
  signInToStudio,
  studioCopy,
} from './support/studio';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';

const copy = studioCopy;

const own = ownServerForSpec({ name: 'studio-versions', env: OPERATOR_ENV });

const stepNames = (page: Page) =>
  page.getByRole('list', { name: copy('studio.steps.listLabel') }).locator('.studio-step__name');

const oneChange = copy('studio.diff.summary_one', {
  count: 1,
  files: copy('studio.diff.files_one', { count: 1 }),
});

test('an operator moves a step, undoes and redoes it with the buttons and the keyboard, publishes, and the diff of the two versions is the one move', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);

  // The preview has loaded first, so nothing moves under the drag.
  await expect(stepNames(page).first()).toBeVisible();
  await expect(
    page.frameLocator('.studio-preview__frame').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  const publish = page.getByRole('form', { name: copy('studio.publish.title') });
  const changed = page.locator('.studio-badge--changed');
  const status = page.locator('.studio-status');
  const undo = page.getByRole('button', { name: copy('studio.undo.undo') });
  const redo = page.getByRole('button', { name: copy('studio.undo.redo') });
  await expect(publish).toContainText(copy('studio.publish.nothingChanged'));
  await expect(undo).toHaveAttribute('aria-disabled', 'true');

  // Move the 4th step down one place with the keyboard.
  const before = await stepNames(page).allTextContents();
  const moving = before[3]!;
  await moveStepDownByKeyboard(page, moving, 5);
  const moved = [...before];
  moved.splice(4, 0, ...moved.splice(3, 1));
  await expect(stepNames(page)).toHaveText(moved);
  await expect(publish).toContainText(oneChange);
  await expect(changed).toHaveCount(1);

  const move = copy('studio.diff.stepMoved', { name: moving, from: '4th', to: '5th' });
  const isMoved = async () => {
    await expect(stepNames(page)).toHaveText(moved);
    await expect(publish).toContainText(oneChange);
    await expect(changed).toHaveCount(1);
  };
  const isUndone = async () => {
    await expect(stepNames(page)).toHaveText(before);
    await expect(publish).toContainText(copy('studio.publish.nothingChanged'));
    await expect(changed).toHaveCount(0);
  };

  // Undo and redo with the buttons: the status line says what.
  await undo.click();
  await expect(status).toHaveText(copy('studio.undo.undone', { change: move }));
  await isUndone();
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await redo.click();
  await expect(status).toHaveText(copy('studio.undo.redone', { change: move }));
  await isMoved();

  // And from the keyboard, with the focus still on the button.
  await page.keyboard.press('Control+z');
  await expect(status).toHaveText(copy('studio.undo.undone', { change: move }));
  await isUndone();
  await page.keyboard.press('Control+Shift+Z');
  await expect(status).toHaveText(copy('studio.undo.redone', { change: move }));
  await isMoved();

  await publish.getByLabel(copy('studio.publish.note')).fill('Move one step');
  await publish.getByRole('button', { name: copy('studio.publish.submit'), exact: true }).click();
  await expect(status).toHaveText(copy('studio.publish.done', { number: 2 }));
  await expect(publish).toContainText(copy('studio.publish.nothingChanged'));
  // A publish starts the history over.
  await expect(undo).toHaveAttribute('aria-disabled', 'true');

  // Version 1 against version 2: the one move, with the step's place before and after.
  const diff = await compareWithLive(page, 1, 2);
  await expect(
    diff.getByRole('heading', {
      name: copy('studio.compare.heading', {
        before: copy('studio.history.version', { number: 1 }),
        after: copy('studio.history.version', { number: 2 }),
      }),
    }),
  ).toBeVisible();
  const table = diff.getByRole('table', { name: 'schemas/flows/main.json' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toHaveText(move);
  await expect(row.getByRole('cell')).toHaveText(['4th', '5th']);
  await expect(page.locator('.studio-compare').getByText(oneChange)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .locator('.studio-compare')
    .screenshot({ path: 'test-results/studio-versions-diff.png' });
  await page.screenshot({ path: 'test-results/studio-versions.png' });
});
