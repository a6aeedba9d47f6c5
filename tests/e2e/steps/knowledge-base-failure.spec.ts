import { expect, test } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../../integration/support/fixtureSite';
import { beaconBrandUrl } from '../support/brands';
import { holdReplies } from '../support/holdReplies';
import { signUpViaApi, useSession } from '../support/session';
import { walkViaApi } from '../support/walk';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(() => site.close());

const FAILED =
  'We could not import your knowledge base from this address. Check that the page is public and try again, or skip this step for now.';

test('a knowledge base import that fails says so, can be tried again, and skipped (Beacon)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
  await walkViaApi(beaconBrandUrl, session, 'import_knowledge_base');
  await useSession(page, beaconBrandUrl, session);
  await page.goto(`${beaconBrandUrl}/signup/import_knowledge_base`);

  // A help center address the site does not have: the import cannot read it.
  const missing = new URL('/no-such-help/', site.url).toString();
  await page.getByLabel(/Help center or knowledge base URL/).fill(missing);
  // The import can fail within a poll's time: hold the polls until its working state was seen.
  const releaseFirst = await holdReplies(page, '/user/getUserData');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status')).toHaveText('Importing your knowledge base…');
  releaseFirst();
  await page.unrouteAll({ behavior: 'wait' });
  const failure = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Importing your knowledge base|Reading your help/)).toHaveCount(0);

  // The import may fail again at once; the step's polls wait until its working state was seen.
  const release = await holdReplies(page, '/user/getUserData');
  const retried = page.waitForRequest((r) => r.url().endsWith('/api/user/updateStep'));
  await failure.getByRole('button', { name: 'Try again' }).click();
  expect((await retried).postDataJSON()).toMatchObject({ knowledgebaseURL: missing });
  await expect(page.getByRole('status')).toHaveText('Importing your knowledge base…');
  await expect(failure).toHaveCount(0);
  release();
  await expect(failure).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/signup\/train_bot$/);
});
