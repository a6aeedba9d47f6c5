import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { beaconBrandUrl, defaultBrandUrl } from '../support/brands';
import { holdReplies } from '../support/holdReplies';
import { signUpViaApi, useSession, type SignedUp } from '../support/session';
import { walkViaApi } from '../support/walk';

/** Saves a step's fields through the API, as the step's own Next would. */
async function saveStep(
  baseUrl: string,
  session: SignedUp,
  step: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/user/updateUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: JSON.stringify({ step, ...fields }),
  });
  const body = (await res.json()) as { err: boolean; msg: string };
  if (body.err) throw new Error(`saving ${step} failed: ${body.msg}`);
}

async function userDataOf(baseUrl: string, session: SignedUp): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/user/getUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
    body: '{}',
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** Collects Content-Security-Policy violations the page reports. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      violations.push(msg.text());
  });
  return violations;
}

/** The colours the test logo is painted with, in three equal horizontal bands. */
const LOGO_COLORS = [
  [229, 57, 53],
  [30, 136, 229],
  [67, 160, 71],
] as const;

async function stripedPng(): Promise<Buffer> {
  const width = 120;
  const height = 90;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = LOGO_COLORS[Math.floor((y * LOGO_COLORS.length) / height)]!;
    for (let x = 0; x < width; x++) pixels.set([r, g, b], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: readonly number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test.describe('personalizing loader', () => {
  test('shows its bar and favicon without step buttons, then hands over to brand_setup once the website scan is done', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const csp = watchCsp(page);
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'website_url');
    // A website that cannot be reached: the scan ends with neither logo nor colours.
    await saveStep(defaultBrandUrl, session, 'website_url', {
      websiteUrl: 'https://unreachable.invalid',
      websiteDescription: 'Running shoes',
      primaryFeatures: ['email_marketing'],
    });
    await useSession(page, defaultBrandUrl, session);
    // The scan may finish at once; the loader's polls wait until the test has looked at it.
    let release: () => void = () => undefined;
    const looked = new Promise<void>((resolve) => (release = resolve));
    let fetches = 0;
    await page.route('**/api/user/getUserData', async (route) => {
      fetches += 1;
      if (fetches > 1) await looked;
      await route.continue();
    });
    await page.goto(`${defaultBrandUrl}/signup/personalizing_loader`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalizing your experience...' }),
    ).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Personalizing your experience...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '90', { timeout: 10_000 });
    await expect(page.locator('img.personalizing__icon')).toBeVisible();
    await expect(page.getByRole('button', { name: /Next|Back|Skip/ })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/signup\/brand_setup$/, { timeout: 40_000 });
    await expect(
      page.getByText(
        'We could not retrieve your logo and color scheme automatically. Please upload your logo and select your colors.',
      ),
    ).toBeVisible();
    expect(csp).toEqual([]);
  });
});

test.describe('brand customisation', () => {
  test('warns about every wrong logo, uploads a real PNG, fills the palette from it and finishes setup', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const csp = watchCsp(page);
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'brand_setup');
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/brand_setup`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Brand Customization Setup' }),
    ).toBeVisible();
    const logoArea = page.getByRole('group', { name: 'Logo' });
    const fileInput = page.getByTestId('logo-file-input');
    const warning = (title: string, line: string) =>
      expect(logoArea.getByRole('alert')).toHaveText(`${title}${line}`);

    // Finish setup with nothing: the logo's 'empty' warning and the palette's error.
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await warning('File is not Uploaded!', 'Please upload logo');
    await expect(page.getByText('Please fill all palette colors!')).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/brand_setup$/);

    // A format the step does not take, by name and by content.
    await fileInput.setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await warning('File format not supported!', 'Supports: JPG,JPEG,PNG');
    await fileInput.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await warning('File format not supported!', 'Supports: JPG,JPEG,PNG');

    // Over 5 MB.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set(PNG_HEADER);
    await fileInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await warning('File size is too big!', 'File size cannot be more than 5 MB');

    // A PNG header over garbage passes the browser's checks; the server cannot read it.
    const broken = Buffer.alloc(2048, 7);
    broken.set(PNG_HEADER);
    await fileInput.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await warning('File could not be uploaded!', 'Please try again');

    // Several files dropped at once: the first valid one is uploaded, here a real striped PNG
    // picked from the keyboard-opened file chooser.
    const png = await stripedPng();
    const dropZone = page.getByRole('button', { name: /Drag and drop your logo here/ });
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
        transfer.items.add(new File([new Uint8Array(bytes)], 'brand.PNG', { type: 'image/png' }));
        return transfer;
      },
      [...png],
    );
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploadLogo'));
    await dropZone.dispatchEvent('drop', { dataTransfer });
    const reply = (await (await uploaded).json()) as {
      err: boolean;
      data: string;
      metaData: { colorPalette: string[] };
    };
    expect(reply.err).toBe(false);
    await expect(logoArea.getByRole('status')).toHaveText('Logo uploaded', { timeout: 10_000 });
    await expect(logoArea.getByRole('alert')).toHaveText('');
    await expect(logoArea.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      reply.data,
    );

    // Its colours are in the palette, and the caption says they came from the logo.
    const palette = page.getByRole('group', { name: 'Brand colours' });
    await expect(
      palette.getByText(
        /^(One primary color|(Two|Three) primary colors) taken from your uploaded logo$/,
      ),
    ).toBeVisible();
    await expect(palette.getByText(/retrieved from the website/)).toHaveCount(0);
    const shown: string[] = [];
    for (const n of [1, 2, 3]) {
      const input = palette.getByLabel(`Color ${n}`, { exact: true });
      if ((await input.count()) > 0) shown.push(await input.inputValue());
    }
    expect(shown.length).toBeGreaterThan(0);
    for (const color of shown) {
      const nearest = Math.min(...LOGO_COLORS.map((c) => distance(rgbOf(color), c)));
      expect(nearest, `${color} is one of the logo's colours`).toBeLessThan(48);
    }

    // Uploading again from the keyboard replaces it (the old logo is deleted first). The
    // chooser is awaited before the focus round trips, so Chromium intercepts it by the time
    // Enter opens it; otherwise a native dialog opens unseen and nothing is chosen.
    const chooser = page.waitForEvent('filechooser');
    const deleted = page.waitForRequest(
      (r) => r.url().endsWith('/api/deleteLogo') && r.method() === 'DELETE',
    );
    const replace = page.getByRole('button', { name: /Drop a new logo here/ });
    await replace.focus();
    await expect(replace).toBeFocused();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'brand.png', mimeType: 'image/png', buffer: png });
    await deleted;
    await expect(logoArea.getByRole('status')).toHaveText('Logo uploaded', { timeout: 10_000 });

    // Finish setup saves the logo and the colours and goes on to payment.
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/signup\/payment$/);
    const saved = await userDataOf(defaultBrandUrl, session);
    expect(saved.logoUrl).toEqual(expect.any(String));
    expect((saved.paletteColor as string[]).length).toBe(shown.length);
    expect(csp).toEqual([]);
  });
});

test.describe('brand step messages', () => {
  test('a later failure replaces an earlier one, and colours picked by hand claim no retrieval', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'brand_setup');
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/brand_setup`);
    const logoArea = page.getByRole('group', { name: 'Logo' });
    const palette = page.getByRole('group', { name: 'Brand colours' });
    await page.getByTestId('logo-file-input').setInputFiles({
      name: 'brand.png',
      mimeType: 'image/png',
      buffer: await stripedPng(),
    });
    await expect(logoArea.getByRole('status')).toHaveText('Logo uploaded', { timeout: 10_000 });

    // The save fails without a message of its own.
    await page.route('**/api/user/updateUserData', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    const finish = page.getByRole('button', { name: 'Finish setup' });
    await finish.click();
    const unexpected = page.getByText('Something unexpected occured!');
    await expect(unexpected).toBeVisible();

    // Every colour removed: the palette's own message is the only one left.
    const remove = palette.getByRole('button', { name: /^Remove color/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await finish.click();
    await expect(page.getByText('Please fill all palette colors!')).toBeVisible();
    await expect(unexpected).toHaveCount(0);

    // A colour picked by hand: the caption no longer says where it was found.
    await palette.getByLabel('Add color 1').fill('#aa3300');
    await expect(palette.getByText('One primary color of your choice')).toBeVisible();
    await expect(palette.getByText(/retrieved|taken from/)).toHaveCount(0);

    // Saved at last, once the pick is applied (after the colour debounce), and on to payment.
    await page.unroute('**/api/user/updateUserData');
    await expect(async () => {
      await finish.click();
      await expect(page).toHaveURL(/\/signup\/payment$/, { timeout: 1_000 });
    }).toPass();
  });
});

test.describe('knowledge base and training (Beacon, assisted flow)', () => {
  test('imports a knowledge base URL, trains on question/answer pairs, and shows the training progress', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const csp = watchCsp(page);
    const session = await signUpViaApi(beaconBrandUrl, { gRecaptchaToken: '' });
    await walkViaApi(beaconBrandUrl, session, 'import_knowledge_base');
    await useSession(page, beaconBrandUrl, session);
    await page.goto(`${beaconBrandUrl}/signup/import_knowledge_base`);
    await expect(
      page.getByRole('heading', { name: 'Import your knowledge base to AI bot in just a click!' }),
    ).toBeVisible();
    await expect(page.getByText('Train your customer service bot in minutes!')).toBeVisible();
    await expect(page.getByText('Importing can take up to an hour.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
    const url = page.getByLabel(/Help center or knowledge base URL/);
    const next = page.getByRole('button', { name: 'Continue' });

    await next.click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await url.fill('help center');
    await next.click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();

    await url.fill('https://help.acme-shoes.example');
    // This address cannot be read, so the import may end before the messages rotate: the step's
    // polls wait until the rotation was seen.
    const release = await holdReplies(page, '/user/getUserData');
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/updateStep'));
    await next.click();
    expect((await saved).postDataJSON()).toMatchObject({
      knowledgebaseURL: 'https://help.acme-shoes.example',
    });
    const working = page.getByRole('status').filter({ hasText: /…/ });
    await expect(working).toHaveText('Importing your knowledge base…');
    await expect(working).toHaveText('Reading your help center articles…', { timeout: 5_000 });
    release();
    await expect(page).toHaveURL(/\/signup\/import_knowledge_base$/);
    await expect(page.getByText('Training bot on your help center...')).toBeVisible();

    // Editing the URL ends the working state; putting it back and Next moves on without a save.
    await url.fill('https://help.acme-shoes.example/docs');
    await expect(
      page.getByText(/Importing your knowledge base|Reading your help|Teaching your bot/),
    ).toHaveCount(0);
    await url.fill('https://help.acme-shoes.example');
    await next.click();

    // train_bot
    await expect(page).toHaveURL(/\/signup\/train_bot$/);
    await expect(
      page.getByRole('heading', { name: 'Train AI bot to answer on your behalf?' }),
    ).toBeVisible();
    await expect(page.getByText("But Wait… There's More!")).toBeVisible();
    await next.click();
    await expect(
      page.getByText('Please add atleast 1 question and answer to proceed'),
    ).toBeVisible();

    await page.getByLabel('Question', { exact: true }).fill('Do you ship abroad?');
    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(page.getByText('Please fill all details to add a new question')).toBeVisible();
    await page.getByLabel('Answer', { exact: true }).fill('Yes, to 40 countries.');
    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    await page.getByLabel('Question', { exact: true }).fill('Can I return shoes?');
    await page.getByLabel('Answer', { exact: true }).fill('Within 30 days.');
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue('Do you ship abroad?');

    await next.click();
    await expect(page).not.toHaveURL(/\/signup\/train_bot$/);
    const afterSave = await userDataOf(beaconBrandUrl, session);
    const questions = afterSave.customQuestions as { id: string; questionTitle: string }[];
    expect(questions.map((q) => q.questionTitle)).toEqual([
      'Do you ship abroad?',
      'Can I return shoes?',
    ]);

    // The training-progress panel, at its fixed values.
    await expect(page.getByText('Training bot on custom Q/A...')).toBeVisible();
    await expect(page.getByText('25% Complete')).toBeVisible();
    await expect(page.getByText('68% Complete')).toBeVisible();

    // Back on the step the saved questions show success; emptying one removes it.
    await page.goto(`${beaconBrandUrl}/signup/train_bot`);
    await expect(page.getByText('Your bot is learning these answers')).toBeVisible();
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByLabel('Question', { exact: true }).fill('');
    await page.getByLabel('Answer', { exact: true }).fill('');
    await expect(page.getByText('Your bot is learning these answers')).toHaveCount(0);
    const removal = page.waitForRequest((r) => r.url().endsWith('/api/user/updateStep'));
    await next.click();
    expect((await removal).postDataJSON()).toMatchObject({
      removedQuestionIds: [questions[1]!.id],
    });
    await expect(page).not.toHaveURL(/\/signup\/train_bot$/);
    const remaining = (await userDataOf(beaconBrandUrl, session)).customQuestions as unknown[];
    expect(remaining).toHaveLength(1);
    expect(csp).toEqual([]);
  });
});

/** Keeps a copy of processPayment's reply (the real server's) before the page leaves for the checkout. */
function watchCheckout(page: Page): () => { err: boolean; data: { url: string } } | undefined {
  let reply: { err: boolean; data: { url: string } } | undefined;
  void page.route('**/api/user/processPayment', async (route) => {
    const response = await route.fetch();
    reply = (await response.json()) as typeof reply;
    await route.fulfill({ response });
  });
  return () => reply;
}

test.describe('payment', () => {
  test("the brand's default plan counts as chosen: checked, due today, and paid for with Confirm and pay", async ({
    page,
  }) => {
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'payment');
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/payment`);
    await expect(page.getByRole('radio', { name: 'Byte Bot $8/month' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Due today' })).toContainText('$8');

    const sent = page.waitForRequest('**/api/user/processPayment');
    const reply = watchCheckout(page);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      planId: 'byte_monthly',
      planType: 'monthly',
    });
    await expect.poll(reply).toBeDefined();
    expect(reply()!.err).toBe(false);
    await page.waitForURL(new URL(reply()!.data.url, defaultBrandUrl).toString());
    await expect(page.getByText('*Please choose a plan to proceed with the payment.')).toHaveCount(
      0,
    );
  });

  test('compares the plans, and sends the browser to the checkout URL of the one picked', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const session = await signUpViaApi(defaultBrandUrl);
    await walkViaApi(defaultBrandUrl, session, 'payment');
    await useSession(page, defaultBrandUrl, session);
    await page.goto(`${defaultBrandUrl}/signup/payment`);
    await expect(page.getByRole('heading', { name: 'Start Your Journey Now!' })).toBeVisible();
    await expect(page.locator('.wizard--payment')).toBeVisible();

    const monthly = page.getByRole('table', { name: 'Monthly plans' });
    await expect(monthly.getByRole('radio', { name: 'Byte Bot $8/month' })).toBeVisible();
    await expect(monthly.getByRole('radio', { name: 'Kilo Bot $98/month' })).toBeVisible();
    await expect(monthly.getByRole('radio', { name: 'Mega Bot $398/month' })).toBeVisible();
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await expect(
      page
        .getByRole('table', { name: 'Yearly plans' })
        .getByRole('radio', { name: /\/year$/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Monthly' }).check();

    await page.getByRole('radio', { name: 'Kilo Bot $98/month' }).check();
    await expect(page.getByRole('region', { name: 'Due today' })).toContainText('$98');
    const sent = page.waitForRequest('**/api/user/processPayment');
    const reply = watchCheckout(page);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      planId: 'kilo_monthly',
      planType: 'monthly',
    });
    await expect.poll(reply).toBeDefined();
    expect(reply()!.err).toBe(false);
    expect(reply()!.data.url).toBeTruthy();
    const checkout = new URL(reply()!.data.url, defaultBrandUrl).toString();
    await page.waitForURL((u) => u.toString() === checkout);
    expect(csp).toEqual([]);
  });
});
