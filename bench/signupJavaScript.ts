import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import pino from 'pino';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';

/** What /signup really loads in Chromium from the production build: JavaScript and everything, gzipped. */
export async function measureSignupTransfer(
  staticDir = join(process.cwd(), 'dist'),
): Promise<{ javascript: number; total: number; files: { url: string; gzip: number }[] }> {
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error(`No build in ${staticDir}: run npm run build first`);
  const server = await startServer(
    loadConfig({
      ...process.env,
      PORT: '0',
      STATIC_DIR: staticDir,
      DATA_DIR: undefined,
      DATABASE_URL: undefined,
      LOG_LEVEL: 'silent',
    } as NodeJS.ProcessEnv),
    pino({ level: 'silent' }),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const files: { url: string; gzip: number; type: string }[] = [];
    page.on('response', async (response) => {
      const body = await response.body().catch(() => undefined);
      if (!body) return;
      files.push({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        type: response.headers()['content-type'] ?? '',
      });
    });
    await page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const js = files.filter((f) => f.type.includes('javascript'));
    return {
      javascript: js.reduce((a, f) => a + f.gzip, 0),
      total: files.reduce((a, f) => a + f.gzip, 0),
      files: js,
    };
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
    ...files.map((f) => `- \`${f.url}\`: ${kb(f.gzip)}`),
    '',
  ].join('\n');
}
