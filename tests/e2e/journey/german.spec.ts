import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { latestMail, signUpThroughSubdomain, validSignup } from '../auth/helpers';
import { defaultBrandUrl } from '../support/brands';
import { copyOf } from '../support/copy';
import { holdReplies } from '../support/holdReplies';

/**
 * A visitor whose browser prefers German walks the whole journey in the browser: signup, every
 * step of the default brand's flow, the sandbox checkout, the loaders and the tenant app, and meets
 * no English on the way: not in the copy, the catalog, the plan table or the drafted campaign.
 */

const en = copyOf('en');
const de = copyOf('de');
/** The German copy of a key, with the brand's name and given values filled in. */
function german(key: string, values: Record<string, string> = {}): string {
  const text = de[key];
  if (text === undefined) throw new Error(`de.json has no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name === 'brand' || name === 'product' ? 'Onramp' : (values[name] ?? `{{${name}}}`),
  );
}

test.use({ locale: 'de-DE' });

const next = (page: Page) => page.getByRole('button', { name: german('wizard.next') }).click();
const onStep = (page: Page, step: string, timeout?: number) =>
  expect(page).toHaveURL(`${defaultBrandUrl}/signup/${step}`, { timeout });
const title = (page: Page, key: string) =>
  expect(page.getByRole('heading', { level: 1, name: german(key) })).toBeVisible();

test('a German visitor signs up, walks every step, pays and reaches the workspace, all in German', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = validSignup({ company: 'Bäckerei Sonne' });
  const subdomain = `sonne-${Date.now().toString(36)}`;

  await page.goto(`${defaultBrandUrl}/signup`);
  await title(page, 'auth.signup.title');
  await signUpThroughSubdomain(page, de, owner, subdomain);

  await onStep(page, 'business_category');
  await title(page, 'steps.business_category.title');
  await page.getByRole('radio', { name: german('categories.eCommerce') }).check();
  await next(page);

  await onStep(page, 'email_verification');
  await title(page, 'steps.email_verification.title');
  const mail = await latestMail(owner.email, 'email_verification');
  expect(mail.subject).toBe(german('mail.verification.subject'));
  await page.goto(mail.links.find((l) => l.includes('/verify-email?token='))!);
  const success = page.getByRole('dialog', {
    name: german('widgets.emailVerification.successTitle'),
  });
  await expect(success).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  await next(page);

  await onStep(page, 'generate_campaign');
  await title(page, 'steps.generate_campaign.title');
  await expect(page.getByRole('textbox', { name: /Prompt/ })).toHaveValue(
    german('steps.generate_campaign.defaultPrompt'),
  );
  await expect(
    page.getByText(german('widgets.promptEditor.templates.win-back.name')),
  ).toBeVisible();
  await page.getByRole('button', { name: german('steps.generate_campaign.submit') }).click();

  await onStep(page, 'stages', 30_000);
  await title(page, 'steps.stages.title');
  const firstStage = page.getByRole('textbox', {
    name: german('widgets.stagesEditor.nameLabel', { position: '1' }),
  });
  await expect(firstStage).toHaveValue(german('stages.defaults.awareness'));
  await next(page);

  await onStep(page, 'website_url');
  await page
    .getByRole('textbox', { name: german('steps.website_url.fields.websiteUrl') })
    .fill('https://baeckerei-sonne.invalid');
  await page
    .getByRole('textbox', { name: german('steps.website_url.fields.websiteDescription') })
    .fill('Mehr Brot verkaufen');
  await page
    .getByRole('checkbox', { name: german('steps.website_url.features.email_marketing') })
    .check();
  await next(page);

  await onStep(page, 'brand_setup', 60_000);
  await title(page, 'steps.brand_setup.title');
  await page.getByTestId('logo-file-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer(),
  });
  await expect(page.getByRole('group', { name: 'Logo' }).getByRole('status')).toHaveText(
    german('widgets.logoUpload.uploaded'),
    { timeout: 10_000 },
  );
  await page.getByRole('button', { name: german('steps.brand_setup.submit') }).click();

  await onStep(page, 'payment');
  await title(page, 'steps.payment.title');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: german('plans.features.contacts') })).toContainText(
    '10.000',
  );
  await expect(table).toContainText(german('plans.limits.unlimited'));
  await page.getByRole('radio', { name: /Kilo Bot/ }).check();
  await page.getByRole('button', { name: german('steps.payment.submit') }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_sandbox_/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(german('checkout.sandbox.badge'))).toBeVisible();
  // Held, so the loader is seen before a fast build moves past it.
  const releaseTenant = await holdReplies(page, '/check-tenant-status');
  await page.getByRole('button', { name: german('checkout.sandbox.pay') }).click();

  await expect(page.getByRole('heading', { name: german('loaders.tenant.title') })).toBeVisible({
    timeout: 20_000,
  });
  releaseTenant();

  const tenantOrigin = defaultBrandUrl.replace('//localhost', `//${subdomain}.localhost`);
  await expect(page).toHaveURL(`${tenantOrigin}/`, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: german('tenant.title', { name: owner.company }) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(german('stages.defaults.newsletterSignup'))).toBeVisible();

  // Nothing on the workspace page is left in English, the drafted campaign included.
  const body = await page.locator('body').innerText();
  for (const key of ['tenant.stages.title', 'tenant.campaign.title', 'tenant.bot.title']) {
    expect(body).not.toContain(en[key]);
  }
  await expect(page.getByText('Willkommen bei Bäckerei Sonne!').first()).toBeVisible();
  expect(body).not.toMatch(/\b(Hi there|with one click below|built-in composer)\b/);
});
