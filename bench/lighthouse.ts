import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { tempDir } from '../tests/integration/support/server';
import {
  BUILT_SERVER,
  startServerProcess,
  stopServerProcess,
} from '../tests/integration/support/serverProcess';

const PAGES = ['/signup', '/login'];
/** Lighthouse varies from run to run; the row is the run with the median LCP. */
const RUNS_PER_PAGE = 3;

/** Lighthouse (desktop preset, simulated throttling) on the production build served by the real server. */
export async function benchLighthouse(): Promise<string> {
  const dataDir = tempDir('onramp-lighthouse-');
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir.path,
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'dist',
    },
    BUILT_SERVER,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const rows: string[] = [];
  try {
    for (const path of PAGES) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) {
        const result = await lighthouse(
          `${server.url}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          desktopConfig,
        );
        runs.push(result!.lhr);
      }
      const lcpOf = (lhr: Result) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const lhr = runs.sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor(RUNS_PER_PAGE / 2)]!;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const lcp = lcpOf(lhr);
      const verdict = score('performance') >= 95 && lcp < 1000 ? 'meets' : 'misses';
      rows.push(
        `| ${path} | ${score('performance')} | ${(lcp / 1000).toFixed(2)} s | ${score('accessibility')} | ${score('best-practices')} | ${verdict} |`,
      );
    }
  } finally {
    chrome.kill();
    await stopServerProcess(server);
    dataDir.remove();
  }
  return [
    '## Lighthouse',
    '',
    'Lighthouse 12, desktop preset (simulated throttling), Debian Chromium headless, against `npm run build` served by the real server on loopback (built assets precompressed with brotli). Three runs per page; the row is the run with the median LCP.',
    '',
    '| page | performance | LCP | accessibility | best practices | target (performance ≥ 95, LCP < 1 s) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
