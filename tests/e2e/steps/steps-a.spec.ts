import { expect, test, type Page } from '@playwright/test';
import { latestMail } from '../auth/helpers';
import { beaconBrandUrl, defaultBrandUrl } from '../support/brands';
import { untilKeyboardDragListens } from '../support/keyboardDrag';
import { signUpViaApi, useSession, type SignedUp } from '../support/session';
import { walkViaApi } from '../support/walk';
import { seriousViolations } from '../support/axe';

async function call(
  baseUrl: string,
  session: SignedUp,
  path: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { err: boolean; msg: string; data: Record<string, unknown> };
  if (reply.err) throw new Error(`${path} failed: ${reply.msg}`);
  return reply.data;
}

/** Content-Security-Policy violations and page errors, which the walk must not cause. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Serious and critical WCAG 2.1 A/AA violations in the page's current state. */
async function axeProblems(page: Page, state: string): Promise<string[]> {
  return (await seriousViolations(page)).map((problem) => `${state}: ${problem}`);
}

const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click();
const stageNames = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Name of stage/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test.describe('onboarding steps as a new user meets them (business category to website)', () => {
  test('a Technical Services owner walks every step, meeting each validation message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const inaccessible: string[] = [];
    const session = await signUpViaApi(defaultBrandUrl);
    // The category offered on the step does not include Technical Services; the server can set it.
    await call(defaultBrandUrl, session, '/user/updateUserData', {
      step: 'business_category',
      businessCategory: { name: 'Technical Services' },
    });
    await useSession(page, defaultBrandUrl, session);

    // business_category: Other needs a description; the error is a red border only.
    await page.goto(`${defaultBrandUrl}/signup/business_category`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Select Your Business Category' }),
    ).toBeVisible();
    const categories = page.getByRole('radiogroup', { name: 'Category' });
    await expect(categories.getByRole('radio')).toHaveCount(6);
    await expect(page.getByRole('radio', { name: 'Technical Services' })).toBeChecked();
    await page.getByRole('radio', { name: 'Other' }).check();
    const description = page.getByRole('textbox', { name: /Describe your business/ });
    await description.fill('   ');
    await next(page);
    await expect(page.locator('.has-error textarea')).toHaveCSS(
      'border-top-color',
      'rgb(198, 40, 40)',
    );
    await expect(page.locator('.field-error')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup\/business_category$/);
    await page.getByRole('radio', { name: 'Technical Services' }).check();
    await next(page);

    // campaign_usecase: the Tech Agencies cards, three first.
    await expect(page).toHaveURL(/\/signup\/campaign_usecase$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Strategies suggested for your business' }),
    ).toBeVisible();
    const cards = page.getByRole('heading', { level: 2 });
    await expect(cards).toHaveText([
      'Poor Tech Performance',
      'Detect Project Delays',
      'Churn in Tech Team',
    ]);
    await page.getByRole('button', { name: 'Show more use cases' }).click();
    await expect(cards).toHaveCount(6);
    await expect(cards.last()).toHaveText('LinkedIn Relationships');
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect(cards).toHaveCount(3);
    await next(page);

    // email_verification: Next waits; the mail link verifies; the dialog says so.
    await expect(page).toHaveURL(/\/signup\/email_verification$/);
    await expect(page.getByText(session.email)).toBeVisible();
    await next(page);
    await expect(
      page.getByText('Please verify your email to continue: open the link we sent you.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/email_verification$/);
    await page.getByRole('button', { name: 'Resend verification mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verification mail sent!' }),
    ).toBeVisible();
    await expect(page.getByText('Verification mail sent!')).toBeHidden({ timeout: 4_000 });
    const mail = await latestMail(session.email, 'email_verification');
    const link = mail.links.find((l) => l.includes('/verify-email?token='));
    expect(link).toBeTruthy();
    await page.goto(link!);
    const dialog = page.getByRole('dialog', { name: 'Email verified successfully!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    inaccessible.push(...(await axeProblems(page, 'success dialog')));
    await expect(page).not.toHaveURL(/success=true/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
    await next(page);

    // generate_campaign: the prompt is required; the theme is picked with the keyboard.
    await expect(page).toHaveURL(/\/signup\/generate_campaign$/);
    const prompt = page.getByRole('textbox', { name: /Your prompt/ });
    await expect(prompt).toHaveValue(/welcome email for new users/);
    await prompt.fill('');
    await next(page, 'Generate with AI');
    await expect(page.getByText('Input field required')).toBeVisible();
    await prompt.press('W');
    await expect(page.getByText('Input field required')).toBeHidden();
    await prompt.fill('Write a welcome email for new agency clients with a call to book a kickoff');
    const theme = page.getByRole('combobox', { name: /Graphic theme/ });
    await expect(theme).toHaveValue('Real life');
    await theme.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('listbox');
    await expect(menu.getByRole('option')).toHaveCount(12);
    inaccessible.push(...(await axeProblems(page, 'theme menu open')));
    const box = await menu.locator('..').boundingBox();
    expect(box?.width).toBe(402);
    expect(box?.height).toBeLessThanOrEqual(300);
    expect(box?.height).toBeGreaterThanOrEqual(140);
    await expect(menu.getByRole('option').first().locator('img')).toHaveJSProperty('width', 86);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(theme).toHaveValue('Infographic with text');
    await theme.fill('zzz');
    await expect(page.getByText('No options')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(theme).toHaveValue('Infographic with text');
    await next(page, 'Generate with AI');

    // stages: the category's defaults; blank names and negative days block saving; keyboard reorder.
    await expect(page).toHaveURL(/\/signup\/stages$/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stages: Select Journey Stages' }),
    ).toBeVisible();
    expect(await stageNames(page)).toEqual([
      'Prospect',
      'Qualified',
      'Demo',
      'Proposal',
      'Closed lost',
      'Closed won',
      'Retention',
    ]);
    await expect(page.getByText('Day 0')).toBeVisible();
    await expect(page.getByRole('listitem').nth(1)).toContainText('days after Prospect');
    await page.getByRole('button', { name: 'About the timeline' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Timeline expectations do not have to be precise.',
    );
    await expect(page.getByRole('tooltip')).toBeVisible();
    const demo = page.getByRole('textbox', { name: 'Name of stage 3' });
    await demo.fill('');
    await expect(page.getByRole('button', { name: 'Add stage' })).toBeDisabled();
    await page.getByRole('spinbutton', { name: /for Proposal/ }).fill('-4');
    await next(page);
    await expect(demo).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('spinbutton', { name: /for Proposal/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/signup\/stages$/);
    inaccessible.push(...(await axeProblems(page, 'stages with errors')));
    await demo.fill('Demo call');
    await page.getByRole('spinbutton', { name: /for Proposal/ }).fill('31');
    await page.getByRole('button', { name: 'Add stage' }).click();
    await expect(page.getByRole('spinbutton', { name: /for stage 8/ })).toHaveValue('92');
    await page.getByRole('button', { name: 'Delete stage 8' }).click();
    // Reorder with the keyboard: Qualified moves below Demo call.
    await page.getByRole('button', { name: 'Move Qualified' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up Qualified, stage 2 of 7.')).toBeAttached();
    await untilKeyboardDragListens(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Qualified moved to position 3 of 7.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Qualified dropped at position 3 of 7.')).toBeAttached();
    expect((await stageNames(page)).slice(0, 3)).toEqual(['Prospect', 'Demo call', 'Qualified']);
    const savedStages = page.waitForResponse((r) => r.url().endsWith('/api/user/updateUserData'));
    await next(page);
    expect((await savedStages).status()).toBe(200);
    await expect(page).toHaveURL(/\/signup\/website_url$/);
    const stored = (await call(defaultBrandUrl, session, '/user/getUserData')).stages;
    // The stages moved, the timeline stayed: the days are still in order.
    expect(stored).toEqual([
      { name: 'Prospect', duration: 0 },
      { name: 'Demo call', duration: 9 },
      { name: 'Qualified', duration: 20 },
      { name: 'Proposal', duration: 31 },
      { name: 'Closed lost', duration: 40 },
      { name: 'Closed won', duration: 40 },
      { name: 'Retention', duration: 90 },
    ]);

    // website_url: every rule and message of the step.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Website URL & Blog Page URL' }),
    ).toBeVisible();
    await next(page);
    await expect(page.getByText('Website URL is required.')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Please select atleast one Primary Feature.')).toBeVisible();
    await page.getByRole('textbox', { name: /Website URL/ }).fill('acme agency');
    await page.getByRole('textbox', { name: /Blog page URL/ }).fill('not a url');
    await page.getByRole('textbox', { name: /Describe your requirements/ }).fill('Find clients');
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await next(page);
    await expect(page.getByText('Ensure it’s a valid URL.')).toHaveCount(2);
    await expect(page.getByText('A description is required to proceed.')).toBeVisible();
    inaccessible.push(...(await axeProblems(page, 'website with errors')));
    await page.getByRole('textbox', { name: /Website URL/ }).fill('https://acme-agency.example');
    await page.getByRole('textbox', { name: /Blog page URL/ }).fill('');
    await page.getByRole('textbox', { name: /Describe what else you need/ }).fill('Partner intros');
    await page.getByRole('checkbox', { name: 'Sales follow ups' }).check();
    // The promo code goes trimmed; this server knows no codes, so it is refused under the promo input.
    const promo = page.getByRole('textbox', { name: /Promo code/ });
    await promo.fill('  SPRING  ');
    const refused = page.waitForRequest((r) => r.url().endsWith('/api/user/updateUserData'));
    await next(page);
    expect((await refused).postDataJSON()).toMatchObject({
      step: 'website_url',
      websiteUrl: 'https://acme-agency.example',
      blogUrl: null,
      promoCode: 'SPRING',
      websiteDescription: 'Find clients',
      primaryFeatures: ['sales_follow_ups', 'other'],
      featureDescription: 'Partner intros',
    });
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toHaveAccessibleDescription(/This promo code is not valid/);
    await expect(page).toHaveURL(/\/signup\/website_url$/);
    await promo.fill('');
    await page.getByRole('checkbox', { name: 'Other' }).uncheck();
    await expect(page.getByRole('textbox', { name: /Describe what else you need/ })).toHaveCount(0);
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/updateUserData'));
    await next(page);
    expect((await saved).postDataJSON()).toMatchObject({
      promoCode: null,
      primaryFeatures: ['sales_follow_ups'],
      featureDescription: null,
    });
    await expect(page).toHaveURL(/\/signup\/(personalizing_loader|brand_setup)$/);
    expect(problems).toEqual([]);
    expect(inaccessible).toEqual([]);
  });

  test('an unchosen category is marked with a border only', async ({ page }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/business_category`);
    await next(page);
    const categories = page.getByRole('radiogroup', { name: 'Category' });
    await expect(categories).toHaveAttribute('aria-invalid', 'true');
    await expect(categories).toHaveCSS('outline-color', 'rgb(198, 40, 40)');
    await expect(page.locator('.field-error')).toHaveCount(0);
  });

  test('a description typed for Other is not stored once another category is chosen', async ({
    page,
  }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/business_category`);
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('textbox', { name: /Describe your business/ }).fill('Dog grooming');
    await page.getByRole('radio', { name: 'SaaS' }).check();
    await expect(page.getByRole('textbox', { name: /Describe your business/ })).toHaveCount(0);
    await next(page);
    await expect(page).not.toHaveURL(/\/signup\/business_category$/);
    const stored = await call(defaultBrandUrl, session, '/user/getUserData');
    expect(stored.businessCategory).toEqual({ name: 'SaaS' });
  });

  test("the website step goes on without a call when nothing changed: to brand_setup once the loader's work is done", async ({
    page,
  }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'website_url');
    await call(defaultBrandUrl, session, '/user/updateUserData', {
      step: 'website_url',
      websiteUrl: 'https://unchanged.example',
      websiteDescription: 'Keep it',
      primaryFeatures: ['email_marketing'],
    });
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/website_url`);
    await expect(page.getByRole('textbox', { name: /Website URL/ })).toHaveValue(
      'https://unchanged.example',
    );
    const stored = String((await call(defaultBrandUrl, session, '/user/getUserData')).stepName);
    let saved = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/updateUserData')) saved = true;
    });
    await next(page);
    const expected = stored === 'personalizing_loader' ? 'personalizing_loader' : 'brand_setup';
    await expect(page).toHaveURL(new RegExp(`/signup/${expected}$`));
    expect(saved).toBe(false);
  });
});

test.describe('the website step of the features variant (Beacon)', () => {
  test('offers the website-step list of primary features', async ({ page }) => {
    const session = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
    await walkViaApi(beaconBrandUrl, session, 'website_url');
    await useSession(page, beaconBrandUrl, session);
    await page.goto(`${beaconBrandUrl}/signup/website_url`);
    const features = page.getByRole('group', { name: /Primary features/ }).getByRole('checkbox');
    await expect(features).toHaveCount(6);
    for (const name of [
      'Lead generation',
      'Enrichment',
      'LinkedIn automation',
      'Sales or cold emails',
      'Sales follow ups',
      'Other',
    ]) {
      await expect(page.getByRole('checkbox', { name })).toBeVisible();
    }
    await expect(page.getByRole('checkbox', { name: 'Email marketing' })).toHaveCount(0);
  });
});
