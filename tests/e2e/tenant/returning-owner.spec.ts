import { expect, test, type Page } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';
import { TEST_PASSWORD, useSession, type SignedUp } from '../support/session';
import { builtTenantViaApi } from '../support/tenant';

const workspaceHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Compilers Inc workspace' });

/** The portal's login, from the tenant name it was given through to Login. */
async function logIn(page: Page, owner: SignedUp): Promise<void> {
  await expect(page.getByLabel('Workspace subdomain')).toHaveValue(owner.domain);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signed in on the tenant app: its own host, the workspace, and a Sign out of its own. */
async function expectSignedInOnTenant(page: Page, owner: SignedUp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^http://${owner.domain}\\.localhost:\\d+/`), {
    timeout: 15_000,
  });
  await expect(workspaceHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.describe('a paid owner signs in again', () => {
  test.setTimeout(90_000);

  test('after signing out of the tenant app, login lands signed in on the tenant app', async ({
    page,
  }) => {
    const { session: owner, entryUrl } = await builtTenantViaApi(defaultBrandUrl);
    await page.goto(entryUrl);
    await expect(workspaceHeading(page)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in again' }).click();

    await logIn(page, owner);
    await expectSignedInOnTenant(page, owner);
  });

  test('after the portal session expired, the ended session is told and login still lands on the tenant app', async ({
    page,
  }) => {
    const { session: owner } = await builtTenantViaApi(defaultBrandUrl);
    // The portal keeps a session the server no longer knows, as after it expired.
    await useSession(page, defaultBrandUrl, { ...owner, token: 'expired-session-token' });
    await page.goto(`${defaultBrandUrl}/signup/payment`);

    await expect(page).toHaveURL(`${defaultBrandUrl}/login`);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await page.getByLabel('Workspace subdomain').fill(owner.domain);
    await logIn(page, owner);
    await expectSignedInOnTenant(page, owner);
  });
});
