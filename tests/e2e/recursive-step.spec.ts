import { expect, test } from '@playwright/test';
import { OPERATOR_ENV, publishStepAfterSignup } from './support/publishStep';
import { signUpViaApi, useSession } from './support/session';
import { ownServerForSpec } from './support/ownServer';
import { NESTED_TASKS_COPY, NESTED_TASKS_SCHEMA } from '../fixtures/nestedTasks';

/**
 * A step whose schema refers to itself (a task with sub-tasks, each a task again), published
 * through the Studio's API on a server of its own: its module loads, and both levels are checked
 * by the browser and the server alike.
 */
const own = ownServerForSpec({ name: 'recursive-step', env: OPERATOR_ENV });

test('a step that refers to itself takes two levels of tasks, refuses a bad sub-task at its field, and the server agrees', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await publishStepAfterSignup(own.baseUrl, {
    name: 'nested_tasks',
    schema: NESTED_TASKS_SCHEMA,
    fields: ['task'],
    copy: { en: NESTED_TASKS_COPY },
  });
  const session = await signUpViaApi(own.baseUrl);
  await useSession(page, own.baseUrl, session);
  await page.goto(`${own.baseUrl}/signup/nested_tasks`);
  await expect(
    page.getByRole('heading', { level: 1, name: NESTED_TASKS_COPY['steps.nested_tasks.title'] }),
  ).toBeVisible();

  const taskNames = page.getByLabel(NESTED_TASKS_COPY['steps.nested_tasks.fields.name']);
  await taskNames.first().fill('Launch');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(taskNames).toHaveCount(2);
  const subtask = taskNames.nth(1);
  await subtask.fill('x');
  await page.getByRole('button', { name: 'Next' }).click();
  const subtaskError = page.locator(`[id="${await subtask.getAttribute('id')}__error"]`);
  await expect(subtaskError).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/nested_tasks$/);

  await subtask.fill('Write the copy');
  await expect(subtaskError).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/business_category/);

  const api = (path: string, body: object) =>
    fetch(`${own.baseUrl}/api/user/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
      body: JSON.stringify(body),
    });
  const saved = (await (await api('getUserData', {})).json()) as { data: Record<string, unknown> };
  expect(saved.data.task).toMatchObject({
    name: 'Launch',
    subtasks: [{ name: 'Write the copy' }],
  });
  const refused = await api('updateUserData', {
    step: 'nested_tasks',
    task: { name: 'Launch', subtasks: [{ name: 'x' }] },
  });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('/task/subtasks/0/name');
});
