import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The signup form is ready once its fields are there (its phone field is the last to load). */
export const SIGNUP_FORM_READY = 'form input[type="tel"]';

export interface Transfer {
  /** Gzipped bytes of every JavaScript response. */
  javascript: number;
  /** Gzipped bytes of every response. */
  total: number;
  files: { path: string; gzip: number; javascript: boolean }[];
}

/**
 * Loads a page until the network is idle and its heading shows (and `readySelector`, when given:
 * a form's fields come only after its chunks and schema module), and sums what came over the
 * wire, gzipped.
 */
export async function collectTransfer(
  page: Page,
  url: string,
  readySelector?: string,
): Promise<Transfer> {
  const pending: Promise<void>[] = [];
  const files: Transfer['files'] = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          const javascript = (response.headers()['content-type'] ?? '').includes('javascript');
          files.push({
            path: new URL(response.url()).pathname,
            gzip: gzipSync(body, { level: 9 }).length,
            javascript,
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (readySelector) {
    await page.locator(readySelector).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  const sum = (list: Transfer['files']) => list.reduce((total, f) => total + f.gzip, 0);
  return { javascript: sum(files.filter((f) => f.javascript)), total: sum(files), files };
}
