import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import pino from 'pino';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';

/**
 * Runs `measure` against the production build (dist) served by the real server on its embedded
 * defaults, with a headless Chromium; both are stopped afterwards.
 */
export async function withBuiltApp<T>(
  measure: (app: { url: string; browser: Browser }) => Promise<T>,
  staticDir = join(process.cwd(), 'dist'),
): Promise<T> {
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
    return await measure({ url: server.url, browser });
  } finally {
    await browser.close();
    await server.close();
  }
}
