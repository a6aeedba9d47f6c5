import { expect, test } from '@playwright/test';
import { flowStepNames } from './support/flows';
import { beaconBrandUrl, defaultBrandUrl } from './support/brands';
import { signUpViaApi, useSession } from './support/session';
import { walkViaApi } from './support/walk';
import { seriousViolations } from './support/axe';

const PUBLIC_PAGES = [
  '/signup',
  '/login',
  '/forget-password',
  '/forgotSubDomain',
  '/reset-password/some-token',
  '/link-expired',
];

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The category that shows the most steps: Technical Services opens campaign_usecase on Onramp;
// on Beacon it jumps to email_verification, so SaaS, which walks team_size.
for (const [brand, baseUrl, flow, category] of [
  ['Onramp', defaultBrandUrl, 'main', 'Technical Services'],
  ['Beacon', beaconBrandUrl, 'assisted', 'SaaS'],
] as const) {
  test(`every ${brand} wizard step has no serious accessibility violation`, async ({ page }) => {
    test.setTimeout(180_000);
    const session = await signUpViaApi(baseUrl, brand === 'Beacon' ? { gRecaptchaToken: '' } : {});
    // Walked to the last step, so every earlier one opens.
    await walkViaApi(baseUrl, session, 'payment', category);
    await useSession(page, baseUrl, session);
    const found: string[] = [];
    for (const step of flowStepNames(flow)) {
      await page.goto(`${baseUrl}/signup/${step}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await seriousViolations(page)).map((v) => `${step}: ${v}`));
    }
    expect(found).toEqual([]);
  });
}
