import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { freePort, startOwnServer } from './support/ownServer';

/**
 * `npm run dev` as a developer uses it: Vite's dev server in front of the API (the Beacon brand,
 * whose copy the API serves, over the default copy Vite serves), and copy and a form's schema
 * edited while the page is open. Both run on a copy of the repository, so the edits can never be
 * left behind in the real files.
 */
const root = mkdtempSync(join(tmpdir(), 'onramp-dev-'));
const repository = join(root, 'repository');
for (const entry of [
  'index.html',
  'tenant.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'renderers',
  'shared',
  'schemas',
  'brands',
  'scripts',
  'public',
  'server',
]) {
  cpSync(entry, join(repository, entry), { recursive: true });
}
symlinkSync(resolve('node_modules'), join(repository, 'node_modules'), 'dir');

const BEACON_COPY = join(repository, 'brands/beacon/locales/en.json');
const DEFAULT_COPY = join(repository, 'brands/default/locales/en.json');
const SIGNUP_SCHEMA = join(repository, 'schemas/forms/signup.json');
const signupSchema = readFileSync(SIGNUP_SCHEMA, 'utf8');
const copyIn = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const workingDir = process.cwd();
let api: { stop(): Promise<void> } | undefined;
let vite: ViteDevServer | undefined;
let viteUrl: string;

test.beforeAll(async () => {
  const [apiPort, vitePort] = [await freePort(), await freePort()];
  viteUrl = `http://localhost:${vitePort}`;
  api = await startOwnServer({
    port: apiPort,
    dataRoot: root,
    publicUrl: viteUrl,
    // The API serves no built page here (Vite does), so the real dist keeps it from warning.
    env: {
      BRAND: 'beacon',
      ONRAMP_ROOT: repository,
      STATIC_DIR: resolve('dist'),
      // As npm run dev runs it: edited configuration files are published at once.
      CONFIG_WATCH: 'true',
    },
  });
  // vite.config.ts reads the proxy's target when it loads.
  process.env.API_PROXY_TARGET = `http://localhost:${apiPort}`;
  // The build plugins read the repository from the working directory, as `npm run dev` runs them.
  process.chdir(repository);
  vite = await createServer({
    root: repository,
    configFile: join(repository, 'vite.config.ts'),
    server: { port: vitePort, strictPort: true },
    logLevel: 'error',
  });
  await vite.listen();
});

test.afterAll(async () => {
  process.chdir(workingDir);
  await vite?.close();
  await api?.stop();
  rmSync(root, { recursive: true, force: true });
});

test('the dev server renders the signup and updates it when the copy or the schema is edited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const heading = page.getByRole('heading', {
    level: 1,
    name: copyIn(BEACON_COPY)['auth.signup.title'],
  });
  await page.goto(`${viteUrl}/signup`);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // The first visit has Vite optimize the dependencies it found and reload the page; only a
  // later one shows that an edit, and nothing else, reloads it.
  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const edited = `Edited ${Date.now().toString(36)}`;
  writeFileSync(
    BEACON_COPY,
    JSON.stringify({ ...copyIn(BEACON_COPY), 'auth.signup.title': edited }, null, 2),
  );
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  writeFileSync(
    DEFAULT_COPY,
    JSON.stringify({ ...copyIn(DEFAULT_COPY), 'auth.signup.fields.firstName': edited }, null, 2),
  );
  await expect(page.getByLabel(edited)).toBeVisible();

  writeFileSync(
    SIGNUP_SCHEMA,
    signupSchema.replace(
      '"title": "auth.signup.fields.firstName"',
      '"title": "auth.signup.fields.lastName"',
    ),
  );
  const lastName = copyIn(DEFAULT_COPY)['auth.signup.fields.lastName']!;
  await expect(page.getByLabel(lastName)).toHaveCount(2);
});
