import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpThroughSubdomain, validSignup } from './auth/helpers';
import { copyOf } from './support/copy';
import { ownServerForSpec } from './support/ownServer';

/**
 * A deploy under a running session: a server of its own serves a copy of the build, which a
 * real `vite build` replaces (with another release, so every chunk importing the entry gets a
 * new hash) while the page is open.
 */
const de = copyOf('de');
const en = copyOf('en');
const brand = (text: string) => text.replace('{{brand}}', 'Onramp');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

const own = ownServerForSpec({
  name: 'rebuild',
  // The server serves a copy of the build, which the test rebuilds in place.
  prepare: (root) => {
    cpSync('dist', join(root, 'static'), { recursive: true });
    return { STATIC_DIR: join(root, 'static') };
  },
});
const staticDir = () => join(own.root, 'static');

test('a rebuild during a session leaves the open page working: its next step and a new language load', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() >= 400)
      problems.push(`${response.status()}: ${response.url()}`);
  });

  await page.goto(`${own.baseUrl}/signup`);
  await expect(
    page.getByRole('heading', { level: 1, name: brand(en['auth.signup.title']!) }),
  ).toBeVisible();
  const release = await page.locator('html').getAttribute('data-release');

  const newRelease = `rebuild-${Date.now()}`;
  await run(
    'node_modules/.bin/vite',
    ['build', '--outDir', staticDir(), '--emptyOutDir', '--logLevel', 'error'],
    {
      VITE_RELEASE: newRelease,
    },
  );
  const served = await (
    await fetch(`${own.baseUrl}/signup`, { headers: { accept: 'text/html' } })
  ).text();
  const loadedEntry = await page.locator('script[src*="/assets/main-"]').getAttribute('src');
  expect(served).toContain('/assets/main-');
  expect(served).not.toContain(loadedEntry!);

  await page.getByRole('combobox', { name: en['header.language'] }).selectOption('de');
  await signUpThroughSubdomain(page, de, validSignup(), `rebuild-${Date.now().toString(36)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: brand(de['steps.business_category.title']!) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-release', release!);
  expect(problems).toEqual([]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-release', newRelease);
});
