import { expect, test, type Page } from '@playwright/test';

const MESSAGE = 'We could not load this part of the page. Check your connection and try again.';

/**
 * Requests for a built file (its name's start) or an address fail, as they would offline, until
 * the returned function is called: the connection is back.
 */
async function failUntilBack(page: Page, file: string | RegExp): Promise<() => void> {
  let offline = true;
  const url = typeof file === 'string' ? new RegExp(`/assets/${file}-[\\w-]+\\.js$`) : file;
  await page.route(url, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  return () => {
    offline = false;
  };
}

/** From the login screen to the forgot-password screen, whose view and copy load only then. */
async function openForgotPassword(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
}

test.describe('a screen that could not be downloaded', () => {
  test('says so under the header and shows the screen once tried again', async ({ page }) => {
    const back = await failUntilBack(page, 'ForgotPasswordView');
    await openForgotPassword(page);

    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    back();
    await expect(page.getByRole('banner')).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('offers to reload the page when a try fails too, and the reloaded page shows the screen', async ({
    page,
  }) => {
    const back = await failUntilBack(page, 'ForgotPasswordView');
    await openForgotPassword(page);
    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    back();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  });

  test("says so when its form's schema module is what failed, and shows the form once tried again", async ({
    page,
  }) => {
    const back = await failUntilBack(page, /\/api\/config\/[^?]*\/forms\/login_tenant\.js$/);
    // From /signup, whose page loads only the signup form's module.
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();

    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    back();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Workspace subdomain')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('is tried again when the rest of the copy it waits for is what failed', async ({ page }) => {
    const back = await failUntilBack(page, 'default-english-beyond-start');
    await openForgotPassword(page);

    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    back();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
});
