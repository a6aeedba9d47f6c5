import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMail } from './auth/helpers';
import { defaultBrandUrl } from './support/brands';
import { signUpViaApi, useSession } from './support/session';

/** Moves focus with Tab (at most 60 presses) until `target` has it: how a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function pressNext(page: Page, name = 'Next'): Promise<void> {
  await tabTo(page, page.getByRole('button', { name }));
  await page.keyboard.press('Enter');
}

test('a new owner walks the wizard from the category to the website step with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signUpViaApi(defaultBrandUrl);
  // The address is confirmed from the mail, as the owner would in their mail client.
  const link = (await latestMail(session.email, 'email_verification')).links.find((l) =>
    l.includes('/verify-email?token='),
  )!;
  const token = new URL(link).searchParams.get('token');
  await fetch(`${defaultBrandUrl}/api/user/verifyEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  await useSession(page, defaultBrandUrl, session);
  await page.goto(`${defaultBrandUrl}/signup/business_category`);

  // business_category: the radio group takes arrow keys.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select Your Business Category' }),
  ).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: 'E-commerce' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'SaaS' })).toBeChecked();
  await pressNext(page);

  // email_verification: already confirmed, so Next goes on.
  await expect(page).toHaveURL(/\/signup\/email_verification$/);
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await pressNext(page);

  // generate_campaign: the default prompt is there; the theme is chosen from the listbox by keyboard.
  await expect(page).toHaveURL(/\/signup\/generate_campaign$/);
  const theme = page.getByRole('main').getByRole('combobox');
  await tabTo(page, theme);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await pressNext(page, 'Generate with AI');

  // stages: the category's default stages are kept as they are.
  await expect(page).toHaveURL(/\/signup\/stages$/, { timeout: 20_000 });
  await expect(page.getByText('Day 0')).toBeVisible();
  await pressNext(page);

  // website_url: typed fields and a checkbox ticked with Space; the error shows and is fixed by keyboard too.
  await expect(page).toHaveURL(/\/signup\/website_url$/);
  await pressNext(page);
  await expect(page.getByText('Website URL is required.')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /Website URL/ }));
  await page.keyboard.type('https://unreachable.invalid');
  await tabTo(page, page.getByRole('textbox', { name: /Describe your requirements/ }));
  await page.keyboard.type('Handmade bicycles');
  await tabTo(page, page.getByRole('checkbox', { name: 'Email marketing' }));
  await page.keyboard.press('Space');
  await pressNext(page);
  await expect(page).toHaveURL(/\/signup\/(personalizing_loader|brand_setup)$/);
});
