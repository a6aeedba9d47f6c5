import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectTransfer, SIGNUP_FORM_READY } from '../../bench/transfer';
import { screenChunkKey, type BuildManifest } from '../../server/http/screenPreloads';
import { signUpViaApi, useSession } from './support/session';

/** Limits recorded in package.json ("budgets"), so raising one is a visible, reviewed change. */
const budgets = (
  JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    budgets: {
      signup: { javascriptGzipKiB: number; totalGzipKiB: number; javascriptFiles: number };
    };
  }
).budgets.signup;

test('/signup stays within its front-end budget', async ({ page }) => {
  const transfer = await collectTransfer(page, '/signup', SIGNUP_FORM_READY);
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const report = transfer.files.map((f) => `${f.path} ${kib(f.gzip)} KiB`).join('\n');
  expect(kib(transfer.javascript), `JavaScript over budget:\n${report}`).toBeLessThanOrEqual(
    budgets.javascriptGzipKiB,
  );
  expect(kib(transfer.total), `transfer over budget:\n${report}`).toBeLessThanOrEqual(
    budgets.totalGzipKiB,
  );
  // Over HTTP/1.1 a browser fetches six files at a time: on a slow network each further round of
  // files is a round trip before the form shows.
  const scripts = transfer.files.filter((f) => f.javascript);
  expect(scripts.length, `too many scripts:\n${report}`).toBeLessThanOrEqual(
    budgets.javascriptFiles,
  );
});

/** The default brand's languages other than English, each shipped as its own chunk. */
const otherLanguages = readdirSync(join(process.cwd(), 'brands/default/locales'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((lang) => lang !== 'en');

test('/signup in another language loads only that language’s copy on top', async ({ browser }) => {
  const english = await collectTransfer(
    await browser.newPage({ locale: 'en-US' }),
    '/signup',
    SIGNUP_FORM_READY,
  );
  const englishFiles = new Set(english.files.filter((f) => f.javascript).map((f) => f.path));
  for (const lang of otherLanguages) {
    const page = await browser.newPage({ locale: 'en-US' });
    const visit = await collectTransfer(page, `/signup?lng=${lang}`, SIGNUP_FORM_READY);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const extra = visit.files.filter((f) => f.javascript && !englishFiles.has(f.path));
    // The one extra script is the language's copy, and nothing else grew.
    expect(extra.map((f) => f.path.split('/').pop()!.split('-')[0])).toEqual([lang]);
    const copyBytes = gzipSync(
      readFileSync(join(process.cwd(), 'brands/default/locales', `${lang}.json`)),
      { level: 9 },
    ).length;
    expect(visit.javascript - english.javascript).toBeLessThanOrEqual(copyBytes * 1.1);
    await page.close();
  }
});

/** The widgets and fields the signup form itself names: the only ones /signup may load. */
function signupRenderers(): string[] {
  const file = join(process.cwd(), 'schemas/forms/signup.json');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/"ui:(?:widget|field)":\s*"([A-Za-z]+)"/g)].map((m) =>
    m[1]!.toLowerCase(),
  );
}

test("no wizard step's widgets or schema load before that step is shown", async ({ page }) => {
  const transfer = await collectTransfer(page, '/signup', SIGNUP_FORM_READY);
  const chunks = transfer.files.map((f) => f.path.split('/').pop() ?? '');
  const widgets = chunks
    .map((c) => /^([A-Za-z]+?)(?:Widget|Field)-/.exec(c)?.[1]?.toLowerCase())
    .filter((w): w is string => Boolean(w));
  expect(widgets.filter((w) => !signupRenderers().includes(w))).toEqual([]);
  expect(
    chunks.filter((c) =>
      /^(tenant_domain|business_category|stages|website_url|brand_setup|payment|train_bot)-/.test(
        c,
      ),
    ),
  ).toEqual([]);
  // Nor the copy beyond the first screens' (shared/i18n/startCopy.ts), nor RJSF's rare built-ins.
  expect(chunks.filter((c) => /^(default-english-beyond-start|laterBuiltIns)-/.test(c))).toEqual(
    [],
  );
});

/** The modulepreload links of a page as the server sends it. */
async function preloadsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
}

/** The file of the chunk a first screen is built into (scripts/vite/startChunks.ts). */
function screenChunk(module: string): string {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), 'dist/.vite/manifest.json'), 'utf8'),
  ) as BuildManifest;
  const key = screenChunkKey(manifest, module);
  expect(key, `no chunk of ${module} in the build`).toBeDefined();
  return `/${manifest[key!]!.file}`;
}

test('each first screen loads what it alone needs, and not what only the other one does', async ({
  page,
  request,
}) => {
  const signupChunk = screenChunk('src/app/views/SignupView.tsx');
  const loginChunk = screenChunk('src/app/views/LoginView.tsx');
  const scriptsOf = async (path: string, ready: string) =>
    (await collectTransfer(page, path, ready)).files.filter((f) => f.javascript).map((f) => f.path);

  const signup = await scriptsOf('/signup', SIGNUP_FORM_READY);
  expect(signup).toContain(signupChunk);
  expect(signup).not.toContain(loginChunk);
  const login = await scriptsOf('/login', 'form input[autocomplete="organization"]');
  expect(login).toContain(loginChunk);
  expect(login).not.toContain(signupChunk);
  // The phone widget is the signup form's alone.
  for (const path of login)
    expect(await (await request.get(path)).text()).not.toContain('phone-input');

  // Nor does what /signup loads once the person starts (the wizard) bring the login's chunk.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/signup');
  await page.getByLabel('First Name').click();
  await expect.poll(() => asked.some((path) => /\/WizardRoute-/.test(path))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain(loginChunk);
});

test('the wizard’s subdomain step, which shows the login’s subdomain widget, loads neither first screen’s chunk', async ({
  page,
  baseURL,
}) => {
  const screenChunks = [
    screenChunk('src/app/views/SignupView.tsx'),
    screenChunk('src/app/views/LoginView.tsx'),
  ];
  await useSession(page, baseURL!, await signUpViaApi(baseURL!));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/signup/tenant_domain');
  await expect(page.getByLabel('Subdomain')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.some((path) => /\/SubdomainWidget-/.test(path))).toBe(true);
  expect(asked.filter((path) => screenChunks.includes(path))).toEqual([]);
});

test('/signup names its form’s chunks up front, each one the page then uses', async ({
  page,
  request,
}) => {
  const signup = await preloadsOf(request, '/signup');
  // Beyond the entry's own, the screen's: found in the page, not after the entry has run.
  expect(signup).toContain(screenChunk('src/app/views/SignupView.tsx'));
  expect(signup.some((href) => href.endsWith('/forms/signup.js'))).toBe(true);
  expect(signup.length).toBeGreaterThan((await preloadsOf(request, '/forget-password')).length);
  const transfer = await collectTransfer(page, '/signup', SIGNUP_FORM_READY);
  const loaded = new Set(transfer.files.map((f) => f.path));
  expect(signup.filter((href) => !loaded.has(href))).toEqual([]);
});

test('once the person starts filling in /signup, the wizard it leads to loads, not before', async ({
  page,
}) => {
  const wanted = /\/assets\/(WizardRoute|laterBuiltIns|default-english-beyond-start)-[\w-]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    const found = wanted.exec(new URL(request.url()).pathname);
    if (found) asked.push(found[1]!);
  });
  await page.goto('/signup');
  await page.locator(SIGNUP_FORM_READY).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // A focus alone is not a start.
  await page.getByLabel('First Name').focus();
  await expect(page.waitForRequest(wanted, { timeout: 1500 })).rejects.toThrow();
  expect(asked).toEqual([]);

  await page.keyboard.type('A');
  await expect
    .poll(() => [...new Set(asked)].sort())
    .toEqual(['WizardRoute', 'default-english-beyond-start', 'laterBuiltIns']);
});

test('/login, which focuses its first field as it shows, loads the wizard only once the person starts', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/WizardRoute-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      asked.push(request.url());
  });
  await page.goto('/login');
  await expect(page.locator('form input[autocomplete="organization"]')).toBeFocused();
  await page.waitForLoadState('networkidle');
  await expect(page.waitForRequest(/\/WizardRoute-/, { timeout: 1500 })).rejects.toThrow();
  expect(asked).toEqual([]);
  await page.keyboard.type('a');
  await expect.poll(() => asked.length).toBe(1);
});
