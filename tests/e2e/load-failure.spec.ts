import { expect, test, type Page } from '@playwright/test';

const MESSAGE = 'We could not load this part of the page. Check your connection and try again.';

/** The next request for a built file (its name's start) fails, as it would offline for a moment. */
async function failOnce(page: Page, file: string): Promise<void> {
  let failed = false;
  await page.route(new RegExp(`/assets/${file}-[\\w-]+\\.js$`), (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('internetdisconnected');
  });
}

/** From the login screen to the forgot-password screen, whose view and copy load only then. */
async function openForgotPassword(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
}

test.describe('a screen that could not be downloaded', () => {
  test('says so under the header and shows the screen once tried again', async ({ page }) => {
    await failOnce(page, 'ForgotPasswordView');
    await openForgotPassword(page);

    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    await expect(page.getByRole('banner')).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("says so when its form's schema module is what failed, and shows the form once tried again", async ({
    page,
  }) => {
    let failed = false;
    await page.route(/\/api\/config\/[^?]*\/forms\/login_tenant\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('internetdisconnected');
    });
    // From /signup, whose page loads only the signup form's module.
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();

    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    expect(failed).toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Workspace subdomain')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('is tried again when the rest of the copy it waits for is what failed', async ({ page }) => {
    await failOnce(page, 'default-english-beyond-start');
    await openForgotPassword(page);

    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
});
