import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';
import { signUpViaApi, useSession } from './support/session';
import {
  compareWithLive,
  moveStepDownByKeyboard,
  rollBackTo,
  signInToStudio,
  studioCopy,
  studioVersion,
  untilSignedIn,
} from './support/studio';

const en = copyOf('en');
const de = copyOf('de');
const copy = studioCopy;

const OPERATOR = { email: 'operator@example.com', password: 'Studio-Pass1' };
const TOKEN_KEY = 'onramp.studio.token';

// A server of its own: the first operator comes from its environment, and it publishes versions.
const own = ownServerForSpec({
  name: 'studio',
  env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
});

async function studioApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  const res = await fetch(`${own.baseUrl}/api/studio${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: T }).data;
}

const stepNames = (page: Page) =>
  page.getByRole('list', { name: copy('studio.steps.listLabel') }).locator('.studio-step__name');

/** The draft's current problems, as the checker list shows them. */
const problemList = (page: Page) => page.locator('.studio-problems').first();

test('an operator adds a step in the Studio, previews it, and new visitors then see and save it with no build or restart; earlier users keep their flow until moved; rollback removes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An owner in the middle of the wizard, on the version the operator starts from.
  const inFlight = await signUpViaApi(own.baseUrl);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      pageErrors.push(message.text());
  });

  await page.goto(`${own.baseUrl}/studio`);
  await expect(page.getByRole('heading', { name: copy('studio.signIn.title') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(copy('studio.signIn.email')).fill(OPERATOR.email);
  await page.getByLabel(copy('studio.signIn.password')).fill('Wrong-Pass1');
  await page.getByRole('button', { name: copy('studio.signIn.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(en['errors.studioInvalidCredentials']!);
  await page.getByLabel(copy('studio.signIn.password')).fill(OPERATOR.password);
  await page.getByRole('button', { name: copy('studio.signIn.submit') }).click();
  await untilSignedIn(page, OPERATOR.email);

  // Reorder with the keyboard: Space picks the step up, ArrowDown moves it, Space drops it. The
  // preview beside the list has loaded first, so nothing moves under the drag.
  await expect(stepNames(page).first()).toBeVisible();
  await expect(
    page.frameLocator('.studio-preview__frame').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  const before = await stepNames(page).allTextContents();
  const moving = before[3]!;
  await moveStepDownByKeyboard(page, moving, 5);
  const reordered = [...before];
  reordered.splice(4, 0, ...reordered.splice(3, 1));
  await expect(stepNames(page)).toHaveText(reordered);
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    copy('studio.steps.announce.dropped', { step: moving, position: 5 }),
  );

  // A required select named by the operator, with their own required message, after the first step.
  const requiredMessage = 'Please tell us how big your company is.';
  const addStep = page.getByRole('form', { name: copy('studio.addStep.title') });
  await addStep.getByLabel(copy('studio.addStep.template')).selectOption('requiredSelect');
  await addStep.getByLabel(copy('studio.addStep.name')).fill('company_size');
  await addStep.getByLabel(copy('studio.addStep.stepTitle')).fill('How big is your company?');
  await addStep.getByLabel(copy('studio.addStep.requiredMessage')).fill(requiredMessage);
  await addStep.getByLabel(copy('studio.addStep.after')).selectOption(before[0]!);
  await addStep.getByRole('button', { name: copy('studio.addStep.submit') }).click();
  await expect(stepNames(page).nth(1)).toHaveText('company_size');
  await expect(page.locator('.studio-editor__path')).toHaveText('schemas/steps/company_size.json');
  // A step opens in the designer; its JSON is a tab away.
  await expect(
    page.getByRole('tab', { name: copy('studio.designer.view.designer') }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: copy('studio.designer.view.json') }).click();
  await expect(page.locator('.cm-content')).toContainText('"companySize"');
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A bad `back` typed into the flow: the server's checker marks it inline and lists it.
  const newRow = page.locator('.studio-step').nth(1);
  await newRow.getByRole('button', { name: copy('studio.steps.editInFlow') }).click();
  await expect(page.locator('.studio-editor__path')).toHaveText('schemas/flows/main.json');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('"back": {"step": "nowhere"}, ');
  const problem = problemList(page).getByRole('button').filter({ hasText: '"nowhere"' });
  await expect(problem).toContainText('schemas/flows/main.json');
  await expect(problem).toContainText('/steps/1/back/step');
  await expect(page.locator('.cm-lintRange-error').filter({ hasText: 'nowhere' })).not.toHaveCount(
    0,
  );

  // The problem opens its place in the file; the fix names a step the flow has.
  await problem.click();
  await expect(page.locator('.cm-content')).toBeFocused();
  await page.keyboard.press('Shift+End');
  await page.keyboard.press('Delete');
  await page.keyboard.type(`"step": "${before[0]}"}, `);
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible();
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);

  // The preview: the draft's step rendered by the real engine beside the editor, saving nothing.
  const preview = page.locator('.studio-preview');
  await expect(preview.getByText(copy('studio.preview.status.draft'))).toBeVisible();
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // It reloads after each edit and never takes the focus (and the keystrokes) from the editor.
  await expect(page.locator('.cm-content')).toBeFocused();
  await preview.getByLabel(copy('studio.preview.step')).selectOption('company_size');
  await expect(
    frame.getByRole('heading', { level: 1, name: 'How big is your company?' }),
  ).toBeVisible();
  await frame.getByRole('button', { name: en['wizard.next'] }).click();
  await expect(frame.getByText(requiredMessage)).toBeVisible();
  // At a phone's width, in German: the same step, the engine's own German buttons.
  await preview.getByLabel(copy('studio.preview.phone')).check();
  await preview.getByLabel(copy('studio.preview.language')).selectOption('de');
  await expect(frame.getByRole('button', { name: de['wizard.next'] })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('onramp.language'))).toBeNull();
  await preview.getByLabel(copy('studio.preview.language')).selectOption('en');
  expect(await seriousViolations(page)).toEqual([]);

  // The shared link walks the draft from its first step, in a browser with no Studio session,
  // and nothing it sends could change anything.
  const link = await preview.getByLabel(copy('studio.preview.share')).inputValue();
  expect(link).toMatch(new RegExp(`^${own.baseUrl}/studio/preview/[0-9a-f-]{36}\\?lng=en$`));
  const guestContext = await page.context().browser()!.newContext();
  const guest = await guestContext.newPage();
  const writes: string[] = [];
  guest.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await guest.goto(link);
  await expect(guest.getByText(copy('studio.preview.nothingSaved'))).toBeVisible();
  await guest.getByRole('main').getByRole('textbox').first().fill('preview-walk');
  await guest.getByRole('button', { name: en['wizard.next'] }).click();
  await expect(
    guest.getByRole('heading', { level: 1, name: 'How big is your company?' }),
  ).toBeVisible();
  await guest.getByRole('button', { name: en['wizard.next'] }).click();
  await expect(guest.getByText(requiredMessage)).toBeVisible();
  await guest.getByRole('radio', { name: 'Option 2' }).check();
  await guest.getByRole('button', { name: en['wizard.next'] }).click();
  await expect(guest).toHaveURL(/[?&]step=(?!company_size)[a-z_]+/);
  await guest.getByRole('button', { name: en['wizard.back'] }).click();
  await expect(guest.getByRole('radio', { name: 'Option 2' })).toBeChecked();
  expect(writes).toEqual([]);
  // A link that has expired (or was never made) says so, rather than offering a reload.
  await guest.goto(`${own.baseUrl}/studio/preview/00000000-0000-4000-8000-000000000000`);
  await expect(guest.getByText(copy('studio.preview.linkGone'))).toBeVisible();
  await guestContext.close();
  // No real visitor meets the draft's step before it is published.
  const stranger = await page.context().browser()!.newPage();
  await useSession(stranger, own.baseUrl, await signUpViaApi(own.baseUrl));
  await stranger.goto(`${own.baseUrl}/signup/company_size`);
  await expect(stranger.getByRole('heading', { level: 1, name: '404! Not Found' })).toBeVisible();
  await stranger.close();

  // Publish: version 2 goes live, with what the operator made.
  await page.getByLabel(copy('studio.publish.note')).fill('Ask for the company size');
  await page.getByRole('button', { name: copy('studio.publish.submit'), exact: true }).click();
  await expect(page.locator('.studio-status')).toHaveText(
    copy('studio.publish.done', { number: 2 }),
  );
  const version2 = studioVersion(page, 2);
  await expect(version2).toContainText(copy('studio.history.live'));
  await expect(version2).toContainText('Ask for the company size');
  const { liveVersionId } = await studioApi<{ liveVersionId: string }>(page, '/versions');
  const { files } = await studioApi<{ files: Record<string, string> }>(
    page,
    `/versions/${liveVersionId}/files`,
  );
  const flow = JSON.parse(files['schemas/flows/main.json']!) as {
    steps: { name: string; back?: unknown }[];
  };
  expect(flow.steps.map((s) => s.name)).toEqual([before[0], 'company_size', ...reordered.slice(1)]);
  expect(flow.steps[1]!.back).toEqual({ step: before[0] });
  const step = JSON.parse(files['schemas/steps/company_size.json']!) as {
    errorMessage: { required: { companySize: string } };
  };
  expect(step.errorMessage.required.companySize).toBe(requiredMessage);

  // No build, no restart: a new visitor meets the step, its own message, and saves it.
  const visitor = await page.context().browser()!.newPage();
  await useSession(visitor, own.baseUrl, await signUpViaApi(own.baseUrl));
  await visitor.goto(`${own.baseUrl}/signup/company_size`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'How big is your company?' }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByText(requiredMessage)).toBeVisible();
  await visitor.screenshot({ path: 'test-results/studio-template-step.png' });
  // The question is said once, by the heading, which names the cards for a screen reader.
  await expect(visitor.getByText('How big is your company?', { exact: true })).toHaveCount(1);
  await visitor
    .getByRole('radiogroup', { name: 'How big is your company?' })
    .getByRole('radio', { name: 'Option 2' })
    .check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor).not.toHaveURL(/\/signup\/company_size$/);
  // The owner who started before keeps the flow they began: it has no such step.
  await useSession(visitor, own.baseUrl, inFlight);
  await visitor.goto(`${own.baseUrl}/signup/company_size`);
  await expect(visitor.getByRole('heading', { level: 1, name: '404! Not Found' })).toBeVisible();

  // The owner who signed up before the publish moves to version 2, onto the step added before them.
  await version2
    .getByRole('button', { name: copy('studio.migrate.action', { number: 2 }) })
    .click();
  await version2.getByRole('button', { name: copy('studio.migrate.confirmYes') }).click();
  // Both owners who signed up on version 1: the one in flight and the one who checked the draft.
  await expect(version2.getByRole('status')).toHaveText(
    copy('studio.migrate.done', { count: 2, finished: 0 }),
  );
  const moved = await fetch(`${own.baseUrl}/api/user/getUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [inFlight.authHeaderName]: inFlight.token },
    body: '{}',
  }).then((res) => res.json() as Promise<{ data: { stepName: string; configVersion: string } }>);
  expect(moved.data).toMatchObject({ stepName: 'company_size', configVersion: liveVersionId });

  // Version 1 against the live one: the new step and its schema are among what differs.
  const diff = await compareWithLive(page, 1, 2);
  await expect(diff.getByRole('table', { name: 'schemas/steps/company_size.json' })).toContainText(
    copy('studio.diff.fileAdded'),
  );
  await expect(diff.getByRole('table', { name: 'schemas/flows/main.json' })).toContainText(
    copy('studio.diff.stepAdded', { name: 'company_size', position: '2nd' }),
  );
  const version1 = studioVersion(page, 1);

  // Roll back, after confirming.
  await rollBackTo(page, 1);
  await expect(version1).toContainText(copy('studio.history.live'));
  await expect(version2).not.toContainText(copy('studio.history.live'));
  await expect(stepNames(page)).toHaveText(before);
  const afterRollback = await studioApi<{
    liveVersionId: string;
    versions: { id: string; number: number }[];
  }>(page, '/versions');
  expect(afterRollback.versions.find((v) => v.id === afterRollback.liveVersionId)?.number).toBe(1);

  // Rolled back: the next visitor never meets the step.
  await useSession(visitor, own.baseUrl, await signUpViaApi(own.baseUrl));
  await visitor.goto(`${own.baseUrl}/signup/company_size`);
  await expect(visitor.getByRole('heading', { level: 1, name: '404! Not Found' })).toBeVisible();
  await visitor.close();

  // Signing out forgets the token.
  await page.getByRole('button', { name: copy('studio.signOut') }).click();
  await expect(page.getByRole('heading', { name: copy('studio.signIn.title') })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect(pageErrors).toEqual([]);
});

test('a publish from a draft of a version no longer live is refused, and the new live version loads', async ({
  page,
}) => {
  await signInToStudio(page, own.baseUrl, OPERATOR);
  const firstRow = page.locator('.studio-step').first();
  const stepName = (await firstRow.locator('.studio-step__name').textContent())!;
  await firstRow
    .locator('summary', { hasText: copy('studio.steps.hideForCategories', { step: stepName }) })
    .click();
  const category = firstRow.getByRole('checkbox').first();
  const categoryName = (await category.locator('xpath=..').textContent())!;
  await category.check();
  // The row's facts: when it shows, its panels, the categories it is skipped for.
  const skippedFor = firstRow.locator('.studio-step__facts dd').nth(2);
  await expect(skippedFor).toHaveText(categoryName);
  await expect(
    page.getByText(
      copy('studio.diff.summary_one', {
        count: 1,
        files: copy('studio.diff.files_one', { count: 1 }),
      }),
    ),
  ).toBeVisible();

  // Meanwhile another operator's session publishes a version of its own.
  const other = await studioApi<{ liveVersionId: string }>(page, '/versions');
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  const published = await fetch(`${own.baseUrl}/api/studio/versions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      basedOn: other.liveVersionId,
      note: 'Published elsewhere',
      files: { 'brands/default/locales/en.json': `${JSON.stringify(en, null, 2)}\n` },
    }),
  });
  expect(published.status).toBe(200);

  await page.getByRole('button', { name: copy('studio.publish.submit'), exact: true }).click();
  const refusal = page.locator('.studio-publish').getByRole('alert');
  await expect(refusal).toContainText(en['errors.versionConflict']!);
  await refusal.getByRole('button', { name: copy('studio.publish.loadLive') }).click();
  await expect(page.getByText(copy('studio.publish.nothingChanged'))).toBeVisible();
  await expect(page.locator('.studio-version').first()).toContainText('Published elsewhere');
  await expect(page.locator('.studio-version').first()).toContainText(copy('studio.history.live'));
  await expect(skippedFor).toHaveText(copy('studio.steps.hiddenForNone'));
});

test("a portal user's token is refused with 403, and the page says so", async ({ page }) => {
  const portalUser = await signUpViaApi(own.baseUrl);
  await page.addInitScript(
    ([key, token]) => sessionStorage.setItem(key!, token!),
    [TOKEN_KEY, portalUser.token],
  );
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/studio/') && response.status() === 403,
  );
  await page.goto(`${own.baseUrl}/studio`);
  await refused;
  await expect(page.getByRole('alert')).toContainText(en['errors.operatorOnly']!);
  await expect(
    page.getByRole('button', { name: copy('studio.forbidden.signInAgain') }),
  ).toBeVisible();
});

test('/signup downloads none of the Studio; /studio loads it as a chunk of its own', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const studioChunks = () =>
    scripts.filter((path) => /\/(StudioPage|FileEditor)-[^/]+\.js$/.test(path));
  await page.goto(`${own.baseUrl}/signup`);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(studioChunks()).toEqual([]);
  await page.goto(`${own.baseUrl}/studio`);
  await expect(page.getByRole('heading', { name: copy('studio.signIn.title') })).toBeVisible();
  expect(studioChunks().some((path) => path.includes('/StudioPage-'))).toBe(true);
});
