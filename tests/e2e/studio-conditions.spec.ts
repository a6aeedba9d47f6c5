import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ownServerForSpec } from './support/ownServer';
import { signInToStudio, studioCopy } from './support/studio';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';

const copy = studioCopy;

const own = ownServerForSpec({ name: 'studio-conditions', env: OPERATOR_ENV });

/** The `when` of `step` in the flow of the draft the preview's shared link walks. */
async function draftWhen(link: string, step: string): Promise<unknown> {
  const draftId = /\/studio\/preview\/([0-9a-f-]{36})/.exec(link)?.[1];
  if (!draftId) return undefined;
  const res = await fetch(`${own.baseUrl}/api/config/drafts/${draftId}`);
  if (!res.ok) return undefined;
  const { data } = (await res.json()) as {
    data: { configuration: { flow: { steps: { name: string; when?: unknown }[] } } };
  };
  return data.configuration.flow.steps.find((s) => s.name === step)?.when;
}

test('an operator shows a step only for two categories with the condition builder, and its card says so in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);

  const card = page.getByRole('listitem', { name: 'stages', exact: true });
  const shownWhen = card.locator('.studio-step__facts dd').first();
  await expect(shownWhen).toHaveText(copy('studio.steps.whenAlways'));

  // Open the card's builder and add a rule from the keyboard: the rule's answer takes the focus.
  await card.getByText(copy('studio.condition.summary', { step: 'stages' })).focus();
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: copy('studio.condition.add') }).focus();
  await page.keyboard.press('Enter');
  const rule = card.getByRole('group', { name: copy('studio.condition.rule', { number: 1 }) });
  const answer = rule.getByLabel(copy('studio.condition.answer'));
  await expect(answer).toBeFocused();
  await answer.selectOption('businessCategory.name');
  await rule.getByLabel(copy('studio.condition.test')).selectOption('oneOf');
  const values = rule.getByRole('group', { name: copy('studio.condition.values') });
  await values.getByRole('checkbox', { name: 'SaaS' }).focus();
  await page.keyboard.press('Space');
  await values.getByRole('checkbox', { name: 'Education' }).check();
  await values.getByRole('checkbox', { name: 'E-commerce' }).uncheck();

  await expect(shownWhen).toHaveText(
    `businessCategory.name ${copy('studio.steps.whenOneOf', { values: '"SaaS" or "Education"' })}`,
  );
  await expect(page.getByRole('status').first()).toHaveText(
    copy('studio.condition.changed', { step: 'stages' }),
  );
  await expect(page.getByText(copy('studio.problems.none'))).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await card.screenshot({ path: 'test-results/studio-condition-card.png' });

  // The draft the preview walks has the rule as the shipped flows write one.
  const share = page.locator('.studio-preview').getByLabel(copy('studio.preview.share'));
  await expect
    .poll(async () => draftWhen(await share.inputValue(), 'stages'), { timeout: 30_000 })
    .toEqual({
      properties: {
        businessCategory: {
          properties: { name: { enum: ['SaaS', 'Education'] } },
          required: ['name'],
          type: 'object',
        },
      },
      required: ['businessCategory'],
    });

  // Always show: the rule goes, and the card says so.
  await card
    .getByRole('button', { name: copy('studio.condition.alwaysShow', { step: 'stages' }) })
    .click();
  await expect(shownWhen).toHaveText(copy('studio.steps.whenAlways'));
  await expect(card.getByRole('button', { name: copy('studio.condition.add') })).toBeFocused();
});
