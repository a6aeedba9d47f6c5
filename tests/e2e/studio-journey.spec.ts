import { expect, test } from '@playwright/test';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV, studioCall } from './support/publishStep';
import {
  signUpViaApi,
  studioTokenViaApi,
  useSession as signInAs,
  type SignedUp,
} from './support/session';
import {
  compareWithLive,
  localTimeIn,
  missingIn,
  rollBackTo,
  signInToStudio,
  studioCopy as copy,
  studioVersion,
  translationCell,
} from './support/studio';
import { walkViaApi } from './support/walk';

const ar = copyOf('ar');

const own = ownServerForSpec({ name: 'studio-journey', env: OPERATOR_ENV });

const STEP = 'company_size';
const TITLE = 'How big is your company?';
const LABEL = 'Company size';
const OPTIONS = ['1 to 10', '11 to 50', '51 to 200', 'More than 200'];
const REQUIRED = 'Tell us how many people work at your company.';
const GERMAN: Record<string, string> = {
  [TITLE]: 'Wie groß ist Ihr Unternehmen?',
  [LABEL]: 'Unternehmensgröße',
  '1 to 10': '1 bis 10',
  '11 to 50': '11 bis 50',
  '51 to 200': '51 bis 200',
  'More than 200': 'Mehr als 200',
  [REQUIRED]: 'Sagen Sie uns, wie viele Menschen in Ihrem Unternehmen arbeiten.',
};
const ARABIC: Record<string, string> = {
  [TITLE]: 'ما حجم شركتك؟',
  [LABEL]: 'حجم الشركة',
  '1 to 10': 'من 1 إلى 10',
  '11 to 50': 'من 11 إلى 50',
  '51 to 200': 'من 51 إلى 200',
  'More than 200': 'أكثر من 200',
  [REQUIRED]: 'أخبرنا كم شخصًا يعمل في شركتك.',
};

/** A new visitor who picked `category`, and the step the server has them on after it. */
async function newVisitorIn(category: string): Promise<{ session: SignedUp; stepName: string }> {
  const session = await signUpViaApi(own.baseUrl);
  await walkViaApi(own.baseUrl, session, 'email_verification', category);
  const res = await fetch(`${own.baseUrl}/api/user/getUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: '{}',
  });
  const { data } = (await res.json()) as { data: { stepName: string } };
  return { session, stepName: data.stepName };
}

/** The number of the version the server has live. */
async function liveVersionNumber(): Promise<number | undefined> {
  const token = await studioTokenViaApi(own.baseUrl, OPERATOR);
  const { liveVersionId, versions } = await studioCall<{
    liveVersionId: string;
    versions: { id: string; number: number }[];
  }>(own.baseUrl, '/versions', token);
  return versions.find((v) => v.id === liveVersionId)?.number;
}

test('an operator who never opens JSON designs a company-size step, shows it for two categories, translates it, previews it in Arabic on a phone, publishes it at a set time, diffs it and rolls it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });

  // 1. Sign in.
  await signInToStudio(page, own.baseUrl, OPERATOR);
  expect(await liveVersionNumber()).toBe(1);
  const translations = page.getByRole('region', {
    name: copy('studio.translations.title'),
    exact: true,
  });
  const germanBefore = await missingIn(translations, 'German');

  // 2. A step from the information template, after the business category, designed in the
  // Designer tab: a single choice of four options with its own required message.
  const addStep = page.getByRole('form', { name: copy('studio.addStep.title') });
  await addStep.getByLabel(copy('studio.addStep.template')).selectOption('info');
  await addStep.getByLabel(copy('studio.addStep.name')).fill(STEP);
  await addStep.getByLabel(copy('studio.addStep.stepTitle')).fill(TITLE);
  await addStep.getByLabel(copy('studio.addStep.after')).selectOption('business_category');
  await addStep.getByRole('button', { name: copy('studio.addStep.submit') }).click();
  await expect(
    page.getByRole('tab', { name: copy('studio.designer.view.designer') }),
  ).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('button', {
      name: copy('studio.designer.addKind', { kind: copy('studio.designer.kinds.singleChoice') }),
    })
    .click();
  const panel = page.locator('.designer-properties');
  await panel.getByLabel(copy('studio.designer.label'), { exact: true }).fill(LABEL);
  await panel.getByLabel(copy('studio.designer.required')).check();
  await panel.getByLabel(copy('studio.designer.requiredMessage')).fill(REQUIRED);
  await panel
    .getByLabel(copy('studio.designer.display'))
    .selectOption({ label: copy('studio.designer.displays.radio') });
  for (const [index, label] of OPTIONS.entries()) {
    if (index >= 2)
      await panel.getByRole('button', { name: copy('studio.designer.options.add') }).click();
    await panel
      .getByLabel(copy('studio.designer.options.label', { number: index + 1 }), { exact: true })
      .fill(label);
  }
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible({ timeout: 30_000 });

  // 3. Shown only for two categories, with the step card's When to show builder.
  const card = page.getByRole('listitem', { name: STEP, exact: true });
  await card.getByText(copy('studio.condition.summary', { step: STEP })).click();
  await card.getByRole('button', { name: copy('studio.condition.add') }).click();
  const rule = card.getByRole('group', { name: copy('studio.condition.rule', { number: 1 }) });
  await rule.getByLabel(copy('studio.condition.answer')).selectOption('businessCategory.name');
  await rule.getByLabel(copy('studio.condition.test')).selectOption('oneOf');
  const values = rule.getByRole('group', { name: copy('studio.condition.values') });
  await values.getByRole('checkbox', { name: 'SaaS' }).check();
  await values.getByRole('checkbox', { name: 'Education' }).check();
  // The first category comes checked with a new rule.
  await values.getByRole('checkbox', { name: 'E-commerce' }).uncheck();
  await expect(card.locator('.studio-step__facts dd').first()).toHaveText(
    `businessCategory.name ${copy('studio.steps.whenOneOf', { values: '"SaaS" or "Education"' })}`,
  );

  // 4. Translated into German and Arabic in the grid: nothing of the step is missing after.
  await translations.getByLabel(copy('studio.translations.search')).fill(STEP);
  await expect(translations.getByRole('rowheader')).toHaveCount(Object.keys(GERMAN).length);
  for (const [text, german] of Object.entries(GERMAN))
    await translationCell(translations, 'German', text).fill(german);
  for (const [text, arabic] of Object.entries(ARABIC))
    await translationCell(translations, 'Arabic', text).fill(arabic);
  await expect.poll(() => missingIn(translations, 'German')).toBe(germanBefore);
  await expect.poll(() => missingIn(translations, 'Arabic')).toBe(0);

  // 5. The preview, at a phone's width, in Arabic: right to left, in the step's Arabic words.
  const preview = page.locator('.studio-preview');
  await expect(preview.getByText(copy('studio.preview.status.draft'))).toBeVisible({
    timeout: 30_000,
  });
  await preview.getByLabel(copy('studio.preview.step')).selectOption(STEP);
  await preview.getByLabel(copy('studio.preview.phone')).check();
  await preview.getByLabel(copy('studio.preview.language')).selectOption('ar');
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(frame.getByRole('heading', { level: 1, name: ARABIC[TITLE] })).toBeVisible();
  expect((await page.locator('.studio-preview__frame').boundingBox())!.width).toBeLessThan(500);
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByRole('radio')).toHaveCount(4);
  for (const label of OPTIONS)
    await expect(frame.getByRole('radio', { name: ARABIC[label] })).toBeVisible();
  await frame.getByRole('button', { name: ar['wizard.next'] }).click();
  await expect(frame.getByText(ARABIC[REQUIRED]!)).toBeVisible();
  await preview.screenshot({ path: 'test-results/studio-journey-preview-ar.png' });

  // 6. Published at a time 30 s ahead (a busy machine still sees it waiting): listed as
  // scheduled, then live, and a new
  // visitor in one of the two categories reaches the step (one in another category does not).
  const publish = page.getByRole('form', { name: copy('studio.publish.title') });
  await publish.getByLabel(copy('studio.publish.note')).fill('Ask for the company size');
  await publish.getByRole('radio', { name: copy('studio.publish.at') }).check();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await publish.getByLabel(copy('studio.publish.atTime', { zone })).fill(localTimeIn(30));
  await publish.getByRole('button', { name: copy('studio.publish.schedule') }).click();
  const scheduled = page.getByRole('region', { name: copy('studio.schedule.title') });
  const entry = scheduled.getByRole('listitem').filter({ hasText: 'Ask for the company size' });
  await expect(entry).toContainText(copy('studio.schedule.state.scheduled'));
  await expect(entry).toContainText(copy('studio.schedule.state.published'), { timeout: 60_000 });
  const version1 = studioVersion(page, 1);
  const version2 = studioVersion(page, 2);
  await expect(version2).toContainText(copy('studio.history.live'));
  await expect(version1).not.toContainText(copy('studio.history.live'));
  expect(await liveVersionNumber()).toBe(2);
  const educator = await newVisitorIn('Education');
  expect(educator.stepName).toBe(STEP);
  expect((await newVisitorIn('E-commerce')).stepName).not.toBe(STEP);
  const visitor = await browser.newPage();
  await signInAs(visitor, own.baseUrl, educator.session);
  await visitor.goto(`${own.baseUrl}/signup/${STEP}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByRole('radio')).toHaveCount(4);
  await visitor.close();

  // 7. Version 1 against the live version 2: the diff names the added step.
  const diff = await compareWithLive(page, 1, 2);
  await expect(diff.getByRole('table', { name: 'schemas/flows/main.json' })).toContainText(
    copy('studio.diff.stepAdded', { name: STEP, position: '3rd' }),
  );
  await expect(diff.getByRole('table', { name: `schemas/steps/${STEP}.json` })).toContainText(
    copy('studio.diff.fileAdded'),
  );

  // 8. Rolled back, after confirming: version 1 is live again, and new visitors miss the step.
  await rollBackTo(page, 1);
  await expect(version1).toContainText(copy('studio.history.live'));
  await expect(version2).not.toContainText(copy('studio.history.live'));
  expect(await liveVersionNumber()).toBe(1);
  expect((await newVisitorIn('Education')).stepName).not.toBe(STEP);
});
