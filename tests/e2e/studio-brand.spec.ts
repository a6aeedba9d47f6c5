import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { copyOf } from './support/copy';
import { seriousViolations } from './support/axe';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR_ENV } from './support/publishStep';
import { addOperator, signInToStudio, studioCopy } from './support/studio';

const copy = studioCopy;

const BRAND_OWNER = { email: 'brand-owner@example.com', password: 'Studio-Pass1' };
const own = ownServerForSpec({ name: 'studio-brand', env: OPERATOR_ENV });

const HEADING = 'Pick the address of your workspace';
const BRAND_NAME = 'Greenfield Cloud';

/** A wide two-colour logo, as a brand owner would export one. */
const logoPng = () =>
  sharp({ create: { width: 240, height: 60, channels: 3, background: '#0b6e4f' } })
    .composite([
      {
        input: { create: { width: 60, height: 60, channels: 3, background: '#f2c14e' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

test('a brand owner uploads a logo, sees a low-contrast colour pair flagged, edits a heading with the preview beside it, and publishes it to the live page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await addOperator(own.root, BRAND_OWNER, 'brandOwner');
  await signInToStudio(page, own.baseUrl, BRAND_OWNER);
  // A brand owner's Flow page has no steps to change: no step list, no adding a step.
  await expect(page.getByRole('heading', { name: copy('studio.editor.title') })).toBeVisible();
  await expect(page.getByRole('list', { name: copy('studio.steps.listLabel') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: copy('studio.steps.title') })).toHaveCount(0);
  await page.getByRole('link', { name: copy('studio.nav.brand') }).click();
  await expect(page).toHaveURL(/\/studio\/brand$/);
  // What lives in the flow (the posters' images) is not theirs to change, and the page says so.
  await expect(page.getByText(copy('studio.brand.steps.lockedForBrandOwner'))).toBeVisible();
  await expect(page.getByLabel(copy('studio.brand.images.poster'), { exact: true })).toHaveCount(0);

  // The logo: uploaded, checked by the server, shown, and put in the draft.
  await page
    .getByLabel(copy('studio.brand.images.logo'), { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  const logo = page.getByRole('img', {
    name: copy('studio.brand.images.current', { what: copy('studio.brand.images.logo') }),
  });
  await expect(logo).toHaveAttribute('src', /^\/brand-assets\/[a-f0-9]{64}\.png$/);
  const logoUrl = (await logo.getAttribute('src'))!;
  const logoServed = await page.request.get(`${own.baseUrl}${logoUrl}`);
  expect(logoServed.headers()['content-type']).toBe('image/png');
  await page.getByLabel(copy('studio.brand.name'), { exact: true }).fill(BRAND_NAME);

  // A light text colour on the primary colour: that pair is flagged in words.
  const pair = page
    .locator('.studio-contrast tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: 'primaryText', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'primary', exact: true }) });
  await expect(pair).toContainText(copy('studio.brand.contrast.passes'));
  await expect(page.getByText(copy('studio.brand.contrast.summary', { count: 0 }))).toBeVisible();
  await page.getByLabel('primaryText', { exact: true }).fill('#8a94e0');
  await expect(pair).toContainText(copy('studio.brand.contrast.fails', { min: 4.5 }));
  // On the primary colour and on the payment page's background.
  await expect(page.getByText(copy('studio.brand.contrast.summary', { count: 2 }))).toBeVisible();
  // Put back, so the published page keeps readable buttons.
  await page.getByLabel('primaryText', { exact: true }).fill('#ffffff');
  await expect(pair).toContainText(copy('studio.brand.contrast.passes'));

  // The first step's heading, edited here, shows in the preview beside it.
  const firstStep = page.getByRole('group', { name: 'tenant_domain' });
  await firstStep.getByLabel(copy('studio.brand.steps.heading'), { exact: true }).fill(HEADING);
  const preview = page.locator('.studio-preview');
  await preview.getByLabel(copy('studio.preview.step')).selectOption('tenant_domain');
  const frame = page.frameLocator('.studio-preview__frame');
  await expect(frame.getByRole('heading', { level: 1, name: HEADING })).toBeVisible({
    timeout: 30_000,
  });
  // The preview's site header is the draft's: its name and its new logo, before any publish.
  const homeLink = copy('header.homeLink', { name: BRAND_NAME });
  await expect(
    frame.getByRole('banner').getByRole('link', { name: homeLink }).locator('img'),
  ).toHaveAttribute('src', logoUrl);
  await expect(frame.getByText(copy('studio.preview.nothingSaved'))).toBeVisible();

  // The draft's own preview page shows it too, within a desktop's and a phone's width, both ways.
  const sharedContext = await browser.newContext();
  const shared = await sharedContext.newPage();
  const sharedUrl = await preview.getByLabel(copy('studio.preview.share')).inputValue();
  for (const [lng, width, height] of [
    ['en', 1280, 800],
    ['en', 375, 812],
    ['ar', 375, 812],
  ] as const) {
    await shared.setViewportSize({ width, height });
    await shared.goto(sharedUrl.replace(/lng=en$/, `lng=${lng}`));
    const sharedHome = copyOf(lng)['header.homeLink']!.replace('{{name}}', BRAND_NAME);
    const sharedLogo = shared.getByRole('banner').getByRole('link', { name: sharedHome });
    await expect(sharedLogo.locator('img')).toHaveAttribute('src', logoUrl);
    await expect(sharedLogo).toBeInViewport({ ratio: 1 });
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await seriousViolations(shared)).toEqual([]);
    await shared.screenshot({ path: `test-results/studio-brand-preview-${lng}-${width}.png` });
  }
  await sharedContext.close();

  // Undo covers the brand screen's edits too: the heading comes back, and goes again on redo.
  await page.getByRole('button', { name: copy('studio.undo.undo') }).click();
  await expect(
    firstStep.getByLabel(copy('studio.brand.steps.heading'), { exact: true }),
  ).not.toHaveValue(HEADING);
  await page.getByRole('button', { name: copy('studio.undo.redo') }).click();
  await expect(
    firstStep.getByLabel(copy('studio.brand.steps.heading'), { exact: true }),
  ).toHaveValue(HEADING);

  // A reload keeps the brand screen's changes in the tab: the logo and the heading come back.
  await page.reload();
  await expect(page.getByText(copy('studio.kept.restored'))).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'tenant_domain' })
      .getByLabel(copy('studio.brand.steps.heading'), { exact: true }),
  ).toHaveValue(HEADING);
  await expect(logo).toHaveAttribute('src', logoUrl);

  // Publish: the live page shows the new logo, and the live copy has the heading, without a build.
  await page.getByLabel(copy('studio.publish.note')).fill('New logo and first heading');
  await page.getByRole('button', { name: copy('studio.publish.submit'), exact: true }).click();
  await expect(page.getByText(copy('studio.publish.done', { number: 2 }))).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${own.baseUrl}/signup`);
  await expect(
    visitor.getByRole('banner').getByRole('link', { name: homeLink }).locator('img'),
  ).toHaveAttribute('src', logoUrl);
  await visitor.close();
  const liveCopy = await page.request.get(`${own.baseUrl}/api/locales/en`);
  expect(((await liveCopy.json()) as { data: Record<string, string> }).data).toMatchObject({
    'steps.tenant_domain.title': HEADING,
  });

  // A step changed by a request the page would never send is refused: steps are not theirs.
  const token = await page.evaluate(() => sessionStorage.getItem('onramp.studio.token'));
  const versions = await page.request.get(`${own.baseUrl}/api/studio/versions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { liveVersionId } = ((await versions.json()) as { data: { liveVersionId: string } }).data;
  const stepEdit = await page.request.post(`${own.baseUrl}/api/studio/versions`, {
    headers: { authorization: `Bearer ${token}` },
    data: { basedOn: liveVersionId, files: { 'schemas/steps/tenant_domain.json': '{}' } },
  });
  expect(stepEdit.status()).toBe(403);
  expect(((await stepEdit.json()) as { status_code: string }).status_code).toBe(
    'outside_brand_files',
  );
});
