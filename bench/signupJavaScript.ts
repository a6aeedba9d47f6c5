import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import pino from 'pino';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';
import { collectTransfer, SIGNUP_FORM_READY, type Transfer } from './transfer';

/** What /signup really loads in Chromium from the production build, gzipped. */
export async function measureSignupTransfer(
  staticDir = join(process.cwd(), 'dist'),
): Promise<Transfer> {
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error(`No build in ${staticDir}: run npm run build first`);
  const env = {
    ...process.env,
    PORT: '0',
    STATIC_DIR: staticDir,
    DATA_DIR: undefined,
    DATABASE_URL: undefined,
    LOG_LEVEL: 'silent',
  };
  const server = await startServer(loadConfig(env as NodeJS.ProcessEnv), pino({ level: 'silent' }));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    return await collectTransfer(
      await browser.newPage(),
      `${server.url}/signup`,
      SIGNUP_FORM_READY,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function benchSignupJavaScript(): Promise<string> {
  const { javascript, total, files } = await measureSignupTransfer();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    '## JavaScript that /signup loads',
    '',
    'The production build served by the real server, loaded in Chromium until the network is idle; each response gzipped at level 9.',
    '',
    `| JavaScript (gzip) | all transfer (gzip) |`,
    '|---|---|',
    `| ${kb(javascript)} | ${kb(total)} |`,
    '',
    ...files.filter((f) => f.javascript).map((f) => `- \`${f.path}\`: ${kb(f.gzip)}`),
    '',
  ].join('\n');
}
