import { expect, test } from '@playwright/test';

test('a login-redirect token that is not valid lands on login with the reason, and leaves the address', async ({
  page,
}) => {
  const exchange = page.waitForResponse((r) => r.url().endsWith('/api/central/loginRedirect'));
  await page.goto('/login?login-redirect-token=not-a-real-token');
  expect((await exchange).status()).toBe(400);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('This sign-in link is not valid. Please log in.')).toBeVisible();
});

test('a custom token-submit-path is posted to instead, when it is a path on this origin', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posted.push(new URL(r.url()).pathname);
  });
  await page.goto(
    '/signup?login-redirect-token=t&token-submit-path=%2Fapi%2Fcentral%2FloginRedirect%3Fvia%3Dcustom',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(posted).toContain('/api/central/loginRedirect');
});
