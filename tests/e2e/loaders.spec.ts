import { expect, test } from '@playwright/test';
import { defaultBrandUrl } from './support/brands';
import { signUpViaApi, useSession } from './support/session';
import { builtTenantViaApi } from './support/tenant';

test.describe('screens that follow the payment', () => {
  test('opened before paying, the loaders and /confirmation send the owner back to their step', async ({
    page,
  }) => {
    const owner = await signUpViaApi(defaultBrandUrl);
    await useSession(page, defaultBrandUrl, owner);
    for (const path of [
      '/signup/payment_processing_loader',
      '/signup/tenant_building_loader',
      '/confirmation',
    ]) {
      await page.goto(`${defaultBrandUrl}${path}`);
      await expect(page).toHaveURL(`${defaultBrandUrl}/signup/business_category`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Select Your Business Category' }),
      ).toBeVisible();
    }
  });

  test('/confirmation confirms a paid purchase, and Continue leads on to the workspace', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { session: owner } = await builtTenantViaApi(defaultBrandUrl);
    await useSession(page, defaultBrandUrl, owner);
    await page.goto(`${defaultBrandUrl}/confirmation`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Purchased confirmed!' }),
    ).toBeVisible();
    await expect(
      page.getByText('You’ve unlocked all the features and benefits of your plan.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://${owner.domain}\\.localhost:\\d+/`), {
      timeout: 20_000,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' }),
    ).toBeVisible();
  });
});
