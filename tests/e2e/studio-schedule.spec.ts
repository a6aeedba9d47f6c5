import { expect, test, type Page } from '@playwright/test';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import {
  addOperator,
  localTimeIn,
  moveStepDownByKeyboard,
  signInToStudio,
  studioCopy as copy,
} from './support/studio';

const own = ownServerForSpec({ name: 'studio-schedule', env: OPERATOR_ENV });
const SECOND = { email: 'second@onramp.test', password: OPERATOR.password };

const stepNames = (page: Page) =>
  page.getByRole('list', { name: copy('studio.steps.listLabel') }).locator('.studio-step__name');

test('an operator schedules a publish a few seconds ahead, sees it listed and then live, while a second operator is shown as also here', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);
  await expect(stepNames(page).first()).toBeVisible();

  // A second operator in a browser of their own: each is told the other is here.
  await addOperator(own.root, SECOND);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInToStudio(other, own.baseUrl, SECOND);
  await expect(
    other.getByText(copy('studio.presence.alsoHere', { emails: OPERATOR.email })),
  ).toBeVisible();
  await expect(
    page.getByText(copy('studio.presence.alsoHere', { emails: SECOND.email })),
  ).toBeVisible({ timeout: 20_000 });

  // An edit: the 4th step moved down one place with the keyboard.
  await expect(
    page.frameLocator('.studio-preview__frame').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  const before = await stepNames(page).allTextContents();
  const moving = before[3]!;
  await moveStepDownByKeyboard(page, moving, 5);
  const moved = [...before];
  moved.splice(4, 0, ...moved.splice(3, 1));
  await expect(stepNames(page)).toHaveText(moved);

  // Published at a time ~30 s ahead, in the operator's own zone: long enough for a busy machine
  // to show it waiting before it runs.
  const publish = page.getByRole('form', { name: copy('studio.publish.title') });
  await publish.getByLabel(copy('studio.publish.note')).fill('Scheduled move');
  await publish.getByRole('radio', { name: copy('studio.publish.at') }).check();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await publish.getByLabel(copy('studio.publish.atTime', { zone })).fill(localTimeIn(30));
  await publish.getByRole('button', { name: copy('studio.publish.schedule') }).click();

  const scheduled = page.getByRole('region', { name: copy('studio.schedule.title') });
  const entry = scheduled.getByRole('listitem').filter({ hasText: 'Scheduled move' });
  await expect(entry).toContainText(copy('studio.schedule.state.scheduled'));
  await expect(
    entry.getByRole('button', { name: new RegExp(copy('studio.schedule.cancel')) }),
  ).toBeVisible();
  await page
    .locator('section', { has: page.getByRole('heading', { name: copy('studio.versions.title') }) })
    .screenshot({ path: 'test-results/studio-schedule-en.png' });
  // The draft started again from the live version: the edit waits in the schedule.
  await expect(stepNames(page)).toHaveText(before);

  // After its time the list says published, and the Studio loads the new live version.
  await expect(entry).toContainText(copy('studio.schedule.state.published'), { timeout: 60_000 });
  await expect(stepNames(page)).toHaveText(moved);
  await expect(page.getByText('Scheduled move').first()).toBeVisible();
  await otherContext.close();
});
