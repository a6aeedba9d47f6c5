import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../support/session';
import { latestMail, uniqueEmail } from './helpers';

const NEW_PASSWORD = 'Brand-New-Pass2';

test.describe('forgot password and reset', () => {
  test('mails a link; the reset sets a new password that logs in', async ({ page, baseURL }) => {
    const user = await signUpViaApi(baseURL!);
    await page.goto('/forget-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    await page.getByRole('button', { name: 'Re-send reset link' }).click();
    const popover = page.getByText('Password reset email sent!');
    await expect(popover).toBeVisible();
    await expect(popover).toBeHidden({ timeout: 4000 });

    const mail = await latestMail(user.email, 'password_reset', baseURL);
    const link = mail.links.find((l) => l.includes('/reset-password/'))!;
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill('Something-Else3');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated!' })).toBeVisible();
    await expect(page.getByText('Re-directing you to login page...')).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/login\\?tenant=${user.domain}$`), { timeout: 8000 });
    await expect(page.getByLabel('Workspace subdomain')).toHaveValue(user.domain);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/signup\/business_category$/);

    // The link is spent: opening it again says so before any password is typed.
    await page.goto(link);
    await expect(page.getByText('This reset link was already used or has expired.')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
  });

  test('an unknown token, and no token at all, say so before a password is typed', async ({
    page,
  }) => {
    await page.goto('/reset-password/not-a-real-token');
    await expect(
      page.getByText(
        'This reset link is not valid. Please check that you opened the whole link from the mail.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);

    await page.goto('/reset-password');
    await expect(
      page.getByText('Your request is invalid. Please attempt to reset your password again'),
    ).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
  });

  test('a link run on, cut inside a %-escape or carrying %00 is not valid either, and the page says so', async ({
    page,
  }) => {
    for (const token of ['a'.repeat(250), '%E0%A4%A', '%00']) {
      await page.goto(`/reset-password/${token}`);
      await expect(
        page.getByText(
          'This reset link is not valid. Please check that you opened the whole link from the mail.',
        ),
        token,
      ).toBeVisible();
      await expect(page.getByLabel('New password')).toHaveCount(0);
    }
  });

  test('an older link is spent by a newer reset', async ({ page, baseURL }) => {
    const user = await signUpViaApi(baseURL!);
    const ask = () =>
      fetch(`${baseURL}/api/user/forgotPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
    await ask();
    const first = (await latestMail(user.email, 'password_reset', baseURL)).links[0]!;
    await ask();
    await expect
      .poll(async () => (await latestMail(user.email, 'password_reset', baseURL)).links[0])
      .not.toBe(first);
    const second = (await latestMail(user.email, 'password_reset', baseURL)).links[0]!;
    await page.goto(second);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated!')).toBeVisible();

    await page.goto(first);
    await expect(page.getByText('This reset link was already used or has expired.')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
  });

  test('an unknown address is told so', async ({ page }) => {
    await page.goto('/forget-password');
    await page.getByLabel('E-mail').fill(uniqueEmail('ghost'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email does not exists!')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  });
});

test.describe('forgot subdomain', () => {
  test('mails the subdomain, offers a re-send with its popover, and links back', async ({
    page,
    baseURL,
  }) => {
    const user = await signUpViaApi(baseURL!);
    await page.goto('/forgotSubDomain');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot subdomain?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New to onramp.example? Sign up' })).toBeVisible();
    await page.getByLabel('Provide your email associated with domain').fill(user.email);
    await page.getByRole('button', { name: 'Request details' }).click();
    await expect(
      page.getByText(
        'We have sent you the details on your email. Please check your email inbox for instructions on how to retrieve the domain.',
      ),
    ).toBeFocused();
    const resend = page.getByRole('button', { name: 'Re-send details' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('sent !')).toBeVisible();
    // It was not disabled while sending, so the keyboard's place is where it was.
    await expect(resend).toBeFocused();
    await expect(page.getByText('sent !')).toBeHidden({ timeout: 4000 });

    const mail = await latestMail(user.email, 'subdomain_reminder', baseURL);
    expect(mail.text).toContain(user.domain);
    const loginLink = mail.links.find((l) => l.includes('/login?tenant='))!;
    await page.goto(loginLink);
    await expect(page.getByLabel('Workspace subdomain')).toHaveValue(user.domain);

    await page.goto('/forgotSubDomain');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address is told so', async ({ page }) => {
    await page.goto('/forgotSubDomain');
    await page.getByLabel('Provide your email associated with domain').fill(uniqueEmail('ghost'));
    await page.getByRole('button', { name: 'Request details' }).click();
    await expect(page.getByText('Email does not exists!')).toBeVisible();
  });
});
