import { domainToASCII } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpViaApi, useSession } from '../support/session';
import { fillSignup, validSignup, watchCsp } from './helpers';

const PASSWORD_RULE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.';

test.describe('signup', () => {
  test('shows every validation message of the form, word for word', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Lets get started' })).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue' });

    await continueButton.click();
    for (const message of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your company name.',
      'Please enter a valid phone number',
      'Please enter a valid business email address.',
      PASSWORD_RULE,
      'Passwords do not match.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // Editing any field hides the messages until the next submit.
    await page.getByLabel('First name').fill('   ');
    await expect(page.getByText('Please enter your last name.')).toBeHidden();

    await fillSignup(
      page,
      validSignup({
        firstName: '   ',
        phone: '415',
        email: 'not-an-address',
        password: 'lowercase1',
        confirmPassword: 'Lowercase1',
      }),
    );
    await continueButton.click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Phone number is too short')).toBeVisible();
    await expect(page.getByText('Please enter a valid business email address.')).toBeVisible();
    await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('Phone number').fill('4155552671123456');
    await continueButton.click();
    await expect(page.getByText('Phone number is too long')).toBeVisible();

    await page.getByLabel('Phone number').fill('0005552671');
    await continueButton.click();
    await expect(
      page.getByText('Please enter a valid phone number', { exact: true }),
    ).toBeVisible();

    await page.getByRole('combobox', { name: 'Country code' }).selectOption('');
    await page.getByLabel('Phone number').fill('4155552671');
    await continueButton.click();
    await expect(page.getByText('Choose a valid country code')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('strips what is not a digit from the phone number as it is typed', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Phone number').pressSequentially('(415) 555-2671');
    await expect(page.getByLabel('Phone number')).toHaveValue('4155552671');
  });

  test('an address that already has an account shows the message and a Login link', async ({
    page,
    baseURL,
  }) => {
    const existing = await signUpViaApi(baseURL!);
    await page.goto('/signup');
    await fillSignup(page, validSignup({ email: existing.email }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('* This user already exists.')).toBeVisible();
    const login = page.getByRole('link', { name: 'Login', exact: true });
    await expect(login).toBeVisible();

    // Editing the email clears the already-exists state.
    await page.getByLabel('Company E-mail').fill(`x${existing.email}`);
    await expect(page.getByText('* This user already exists.')).toBeHidden();
    await page.getByLabel('Company E-mail').fill(existing.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?tenant=${existing.domain}$`));
    await expect(page.getByLabel('Workspace subdomain')).toHaveValue(existing.domain);
  });

  test('signs up: a taken name offers suggestions, one is picked, the wizard goes on', async ({
    page,
    baseURL,
  }) => {
    const violations = watchCsp(page);
    const taken = await signUpViaApi(baseURL!);
    await page.goto('/signup');
    await fillSignup(page, validSignup());
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/signup\/tenant_domain$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What URL would you like to use for Onramp?' }),
    ).toBeVisible();
    await expect(page.getByText("Alrighty then, let's dive in!")).toBeVisible();
    await page.getByLabel('Subdomain').fill(taken.domain);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `"${taken.domain}" is already taken. Try something else` })
        .filter({ visible: true }),
    ).toBeVisible();
    const suggestions = page.getByRole('group', { name: 'Available names' }).getByRole('button');
    await expect(suggestions.first()).toBeVisible();
    const picked = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await expect(page.getByLabel('Subdomain')).toHaveValue(picked);

    const signup = page.waitForResponse((r) => r.url().endsWith('/api/user/signup'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await signup).status()).toBe(200);
    await expect(page).toHaveURL(/\/signup\/business_category$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Select Your Business Category' }),
    ).toBeVisible();
    const session = await page.evaluate(() => localStorage.getItem('onramp.session'));
    expect(JSON.parse(session!)).toMatchObject({ authHeaderName: 'x-onramp-token' });
    expect(violations).toEqual([]);
  });

  for (const width of [320, 390, 1440]) {
    test(`at ${width} px, a name in Cyrillic letters that reads as Latin is refused at the field; a Russian one is taken`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/signup');
      await fillSignup(page, validSignup());
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/signup\/tenant_domain$/);

      // аррӏе, all Cyrillic, reads as "apple".
      const subdomain = page.getByLabel('Subdomain');
      await subdomain.fill('xn--80ak6aa92e');
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/signup'));
      await page.getByRole('button', { name: 'Next' }).click();
      expect((await refused).status()).toBe(400);
      const alert = page
        .getByRole('alert')
        .filter({
          hasText:
            'This name can be mistaken for another one written in Latin letters. Please choose a different name.',
        })
        .filter({ visible: true });
      await expect(alert).toBeVisible();
      await expect(subdomain).toHaveAttribute('aria-invalid', 'true');
      // The message stays inside the page's width.
      const box = (await alert.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(page).toHaveURL(/\/signup\/tenant_domain$/);

      // москва: Cyrillic letters no Latin name looks like; the browser's signup sends only what the route takes.
      const name = domainToASCII(`москва-${width}-${Date.now() % 1_000_000}`);
      await subdomain.fill(name);
      const signup = page.waitForResponse((r) => r.url().endsWith('/api/user/signup'));
      await page.getByRole('button', { name: 'Next' }).click();
      expect((await signup).status()).toBe(200);
      await expect(page).toHaveURL(/\/signup\/business_category$/);
    });
  }

  test('the subdomain step without signup data goes back to /signup, other steps to /login', async ({
    page,
  }) => {
    await page.goto('/signup/tenant_domain');
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/signup/business_category');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('visiting /signup forgets the signup token and auth header name', async ({
    page,
    baseURL,
  }) => {
    const session = await signUpViaApi(baseURL!);
    await page.goto('/link-expired');
    await page.evaluate((s) => {
      localStorage.setItem(
        'onramp.session',
        JSON.stringify({
          signupToken: s.token,
          authHeaderName: s.authHeaderName,
          sessionIdentifier: s.sessionIdentifier,
        }),
      );
    }, session);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Lets get started' })).toBeVisible();
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('onramp.session')))!),
      )
      .toEqual({
        signupToken: null,
        authHeaderName: null,
        sessionIdentifier: session.sessionIdentifier,
      });
  });

  test('reads selectedPlanId, keeps it, and removes it from the address', async ({ page }) => {
    await page.goto('/signup?selectedPlanId=kilo_monthly');
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => localStorage.getItem('onramp.selectedPlanId'))).toBe(
      '"kilo_monthly"',
    );
  });

  test('the country picker chooses a country by its typed name where flags are drawn', async ({
    page,
  }) => {
    // As on a system that draws flag emoji (this one draws none): the widget then lists flags.
    await page.addInitScript(() => {
      CanvasRenderingContext2D.prototype.measureText = () => ({ width: 10 }) as TextMetrics;
    });
    await page.goto('/signup');
    const picker = page.getByRole('combobox', { name: 'Country code' });
    await page.getByLabel('Company name').focus();
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await expect(picker.getByRole('option', { name: /Canada/ })).toHaveText('Canada (+1) 🇨🇦');
    await page.keyboard.type('United K');
    await expect(picker).toHaveValue('GB');
    await expect(page.locator('.phone-input__code')).toHaveText('+44');
  });

  test('the whole form works by keyboard alone', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('First name')).toBeVisible();
    await page.getByLabel('First name').focus();
    const fields = validSignup();
    await page.keyboard.type(fields.firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(fields.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(fields.company);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await page.keyboard.type(fields.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(fields.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(fields.password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(fields.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/tenant_domain$/);
    await expect(page.getByLabel('Subdomain')).toBeVisible();
  });
});

test.describe('the subdomain step of a signed-in user', () => {
  test('starts from the current name; unchanged goes on, a taken one offers suggestions, a free one is saved', async ({
    page,
    baseURL,
  }) => {
    const taken = await signUpViaApi(baseURL!);
    const user = await signUpViaApi(baseURL!);
    await useSession(page, baseURL!, user);
    await page.goto('/signup/tenant_domain');
    await expect(page.getByLabel('Subdomain')).toHaveValue(user.domain);
    // No bot check for an existing account.
    await expect(page.getByText('Protected by')).toHaveCount(0);

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/updateDomainName')) calls.push(r.url());
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/business_category$/);
    expect(calls).toEqual([]);

    await page.goto('/signup/tenant_domain');
    await page.getByLabel('Subdomain').fill(taken.domain);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `"${taken.domain}" is already taken. Try something else` })
        .filter({ visible: true }),
    ).toBeVisible();

    const renamed = `${user.domain}-new`;
    await page.getByLabel('Subdomain').fill(renamed);
    const update = page.waitForResponse((r) => r.url().endsWith('/api/user/updateDomainName'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await update).status()).toBe(200);
    await expect(page).toHaveURL(/\/signup\/business_category$/);
    await page.goto('/signup/tenant_domain');
    await expect(page.getByLabel('Subdomain')).toHaveValue(renamed);
  });
});
