import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, TEST_PASSWORD } from '../support/session';
import { watchCsp } from './helpers';

/** Logs in with a wrong password; the server's refusal shows. */
async function loginWithWrongPassword(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Wrong-Pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('The email or password is incorrect for this workspace.'),
  ).toBeVisible();
}

test.describe('login', () => {
  test('by tenant name first, then email and password, resuming onboarding at the server step', async ({
    page,
    baseURL,
  }) => {
    const violations = watchCsp(page);
    const user = await signUpViaApi(baseURL!);
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your workspace' }),
    ).toBeVisible();
    await page.getByLabel('Workspace subdomain').fill(user.domain);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText(new RegExp(`^Log in to ${user.domain}\\.`))).toBeVisible();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    const login = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await login).status()).toBe(200);
    await expect(page).toHaveURL(/\/signup\/business_category$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Select Your Business Category' }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an unknown tenant is told to sign up first', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Workspace subdomain').fill('no-such-tenant-here');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Tenant does not exist! Please sign up first')).toBeVisible();
    // The form was disabled while it asked, which drops focus; it comes back to the named field.
    await expect(page.getByLabel('Workspace subdomain')).toBeFocused();
  });

  test('the tenant name must be given and follow the subdomain rule', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a domain name')).toBeVisible();
    await page.getByLabel('Workspace subdomain').fill('bad_name');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText(
        'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.',
      ),
    ).toBeVisible();
  });

  test('a wrong password shows the server message and allows another try', async ({
    page,
    baseURL,
  }) => {
    const user = await signUpViaApi(baseURL!);
    await page.goto(`/login?tenant=${user.domain}`);
    await expect(page.getByLabel('Workspace subdomain')).toHaveValue(user.domain);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Password must not be empty.')).toBeVisible();
    await loginWithWrongPassword(page, user.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/signup\/business_category$/);
  });

  test('an error whose copy has not loaded shows the words the server sent, never its key', async ({
    page,
    baseURL,
  }) => {
    const user = await signUpViaApi(baseURL!);
    // The errors' copy is in the rest of the English copy, which this visit cannot download.
    let restRequested = false;
    await page.route(/default-english-beyond-start-[^/]*\.js$/, (route) => {
      restRequested = true;
      return route.abort();
    });
    await page.goto(`/login?tenant=${user.domain}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await loginWithWrongPassword(page, user.email);
    await expect(page.getByText('errors.invalidCredentials')).toHaveCount(0);
    // The rest was asked for (by the first input's downloads, or by the message) and refused.
    expect(restRequested).toBe(true);
  });

  test('links to signup, forgot subdomain and forgot password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot subdomain?' }).click();
    await expect(page).toHaveURL(/\/forgotSubDomain$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the login form works by keyboard alone', async ({ page, baseURL }) => {
    const user = await signUpViaApi(baseURL!);
    await page.goto('/login');
    await page.getByLabel('Workspace subdomain').focus();
    await page.keyboard.type(user.domain);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/business_category$/);
  });
});
