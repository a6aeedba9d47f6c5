import { expect, test, type Page } from '@playwright/test';
import { ownServerForSpec } from './support/ownServer';
import { signUpViaApi, studioTokenViaApi, type SignedUp } from './support/session';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { builtTenantViaApi } from './support/tenant';
import { signInToStudio, studioCopy } from './support/studio';
import { seriousViolations } from './support/axe';

const copy = studioCopy;

/**
 * Funnels and experiments on a server of their own: an operator splits new signups between two
 * versions; owners sign up and some pay, in both arms; the Experiments and Funnels pages show the
 * counts this test works out on its own from each owner's version.
 */
const own = ownServerForSpec({ name: 'experiments', env: OPERATOR_ENV });

async function studio<T>(path: string, token: string, body?: object): Promise<T> {
  const res = await fetch(`${own.baseUrl}/api/studio${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function versionOf(session: SignedUp): Promise<string> {
  const res = await fetch(`${own.baseUrl}/api/user/getUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: '{}',
  });
  return ((await res.json()) as { data: { configVersion: string } }).data.configVersion;
}

const signIn = (page: Page) => signInToStudio(page, own.baseUrl, OPERATOR);

test('two arms: owners sign up and pay in both, and the Experiments and Funnels pages show the counts worked out here', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const token = await studioTokenViaApi(own.baseUrl, OPERATOR);
  // The variant words the category step differently; both arms walk the same steps.
  const { liveVersionId: control } = await studio<{ liveVersionId: string }>('/versions', token);
  const { files } = await studio<{ files: Record<string, string> }>(
    `/versions/${control}/files`,
    token,
  );
  const english = JSON.parse(files['brands/default/locales/en.json']!) as Record<string, string>;
  const { version } = await studio<{ version: { id: string; number: number } }>(
    '/versions',
    token,
    {
      basedOn: control,
      note: 'Friendlier category question',
      files: {
        'brands/default/locales/en.json': JSON.stringify({
          ...english,
          'steps.business_category.title': 'What kind of business do you run?',
        }),
      },
    },
  );
  const variant = version.id;

  // The operator starts the experiment on the page: version 1 against version 2, half and half.
  await signIn(page);
  await page.getByRole('link', { name: copy('studio.nav.experiments') }).click();
  // Exact: until the Experiments page has replaced the workspace, "Step name" would match too.
  await page
    .getByLabel(copy('studio.experiments.name'), { exact: true })
    .fill('Friendlier category question');
  await page.getByLabel(copy('studio.experiments.controlVersion')).selectOption(control);
  await page.getByLabel(copy('studio.experiments.variantVersion')).selectOption(variant);
  await page.getByLabel(copy('studio.experiments.share')).fill('50');
  await page.getByRole('button', { name: copy('studio.experiments.start') }).click();
  await expect(page.locator('.studio-status')).toHaveText(
    copy('studio.experiments.started', { name: 'Friendlier category question' }),
  );
  await expect(page.locator('.experiment__verdict')).toHaveText(
    copy('studio.experiments.verdict.notEnoughData'),
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Owners sign up; every third pays and gets a workspace. Each one's arm is read off their version.
  const counted = {
    control: { signups: 0, paid: 0 },
    variant: { signups: 0, paid: 0 },
  };
  for (let i = 0; i < 9; i++) {
    const pays = i % 3 === 0;
    const session = pays
      ? (await builtTenantViaApi(own.baseUrl)).session
      : await signUpViaApi(own.baseUrl);
    const arm = (await versionOf(session)) === variant ? 'variant' : 'control';
    counted[arm].signups += 1;
    if (pays) counted[arm].paid += 1;
  }
  expect(counted.control.signups + counted.variant.signups).toBe(9);

  await page.reload();
  for (const arm of ['control', 'variant'] as const) {
    const row = page.locator(`.experiment tr[data-arm="${arm}"]`);
    await expect(row.locator('td').nth(1)).toHaveText(String(counted[arm].signups));
    await expect(row.locator('td').nth(2)).toHaveText(String(counted[arm].paid));
  }

  // The funnel of the same owners: all of them, then the variant's alone.
  await page.getByRole('link', { name: copy('studio.nav.funnels') }).click();
  const totals = page.locator('.funnel-totals');
  await expect(totals.locator('dd').nth(0)).toHaveText('9');
  const leading = (n: number) => new RegExp(`^${n}\\s`);
  const paid = counted.control.paid + counted.variant.paid;
  await expect(totals.locator('dd').nth(1)).toHaveText(leading(paid));
  // Each payer's workspace is built before builtTenantViaApi returns.
  await expect(totals.locator('dd').nth(2)).toHaveText(leading(paid));
  await page.getByLabel(copy('studio.funnels.version'), { exact: true }).selectOption(variant);
  await expect(totals.locator('dd').nth(0)).toHaveText(String(counted.variant.signups));
  await expect(totals.locator('dd').nth(1)).toHaveText(leading(counted.variant.paid));
  expect(await seriousViolations(page)).toEqual([]);

  // The timeline marks the variant's publish; what it did is each step on version 1 and on 2.
  await page.getByLabel(copy('studio.funnels.version'), { exact: true }).selectOption('');
  const change = page
    .locator('.funnel-timeline__changes li')
    .filter({ hasText: copy('studio.funnels.timeline.published', { number: version.number }) });
  await change
    .getByRole('button', {
      name: copy('studio.funnels.timeline.compare', { number: version.number }),
    })
    .click();
  const cohort = (n: number) =>
    n === 0
      ? copy('studio.funnels.effect.nobody')
      : copy('studio.funnels.effect.share', { rate: '100%', completed: n, arrived: n });
  const firstStep = change.getByRole('row', { name: /tenant_domain/ });
  await expect(firstStep.locator('td').nth(0)).toHaveText(cohort(counted.control.signups));
  await expect(firstStep.locator('td').nth(1)).toHaveText(cohort(counted.variant.signups));
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('.funnels').screenshot({ path: 'test-results/funnel-timeline.png' });

  // Stopped with the variant kept: it is live, and the next owner gets it.
  await page.getByRole('link', { name: copy('studio.nav.experiments') }).click();
  await page
    .getByRole('button', {
      name: copy('studio.experiments.stopWith', {
        arm: copy('studio.experiments.arm.variant'),
        number: version.number,
      }),
    })
    .click();
  await page.getByRole('button', { name: copy('studio.experiments.confirmYes') }).click();
  await expect(page.locator('.studio-status')).toHaveText(
    copy('studio.experiments.stopped', { name: 'Friendlier category question' }),
  );
  await expect(
    page.getByRole('heading', { name: copy('studio.experiments.pastTitle') }),
  ).toBeVisible();
  const next = await signUpViaApi(own.baseUrl);
  expect(await versionOf(next)).toBe(variant);
});
