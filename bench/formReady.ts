import type { Browser } from 'playwright-core';
import { withBuiltApp } from './builtApp';
import { PEER_PAGES, withPeerForms } from './peerForms';
import { summarize } from './stats';
import { collectTransfer, SIGNUP_FORM_READY } from './transfer';

/** Chrome DevTools' "Slow 4G": 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;
const RUNS = 5;
/** The bounds: ready on a slow phone, /signup's JavaScript, and the distance to the peer. */
const READY_BOUND_MS = 3000;
const JAVASCRIPT_BOUND_KIB = 150;
const PEER_FACTOR_BOUND = 1.3;
const PEER = 'react-hook-form + zod';

/** From navigation to the signup form's phone field shown, cold cache, throttled. */
async function readyTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(SIGNUP_FORM_READY).first().waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

interface Row {
  name: string;
  url: string;
  javascriptKiB: number;
  times: number[];
}

async function measure(browser: Browser, pages: { name: string; url: string }[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, url } of pages) {
    const context = await browser.newContext();
    const transfer = await collectTransfer(await context.newPage(), url, SIGNUP_FORM_READY);
    await context.close();
    rows.push({ name, url, javascriptKiB: transfer.javascript / 1024, times: [] });
  }
  // Interleaved, so a slower moment of the machine falls on every form alike.
  for (let run = 0; run < RUNS; run++)
    for (const row of rows) row.times.push(await readyTime(browser, row.url));
  return rows;
}

export async function benchFormReady(): Promise<string> {
  const rows = await withBuiltApp(({ url, browser }) =>
    withPeerForms((peersUrl) =>
      measure(browser, [
        { name: 'Onramp /signup', url: `${url}/signup` },
        ...PEER_PAGES.map((peer) => ({ name: peer.name, url: `${peersUrl}${peer.path}` })),
      ]),
    ),
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const kib = (value: number) => `${value.toFixed(1)} KiB`;
  const median = (row: Row) => summarize(row.times).median;
  const ours = rows[0]!;
  const peer = rows.find((row) => row.name === PEER)!;
  const bytesFactor = ours.javascriptKiB / peer.javascriptKiB;
  const readyFactor = median(ours) / median(peer);
  const verdict = (met: boolean) => (met ? 'met' : 'not met');
  return [
    '## The signup form on a slow phone, beside its peers',
    '',
    `Chromium with DevTools' Slow 4G (${SLOW_4G.latency} ms round trip, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down) and ${CPU_SLOWDOWN}× CPU slowdown over CDP, a cold cache each run. Ready means the form's phone field is on the screen, timed from the page's navigation start; ${RUNS} runs of each form, interleaved. JavaScript is what the page loads until that field is there and the network is idle, each response gzipped at level 9 (unthrottled).`,
    '',
    'Ours is the production build served by the real server. The peers (`bench/peers`) are the same signup form (the same fields, rules and English messages) built with Vite the same way and served with brotli from a static server on loopback: the schema in plain RJSF with its ajv8 validator compiled in the browser, a react-hook-form + zod form, and a plain HTML form, the floor. The peers have no router, copy loading, brand, session or country picker.',
    '',
    '| form | JavaScript (gzip) | ready, median | fastest | slowest |',
    '|---|---|---|---|---|',
    ...rows.map((row) => {
      const { max } = summarize(row.times);
      return `| ${row.name} | ${kib(row.javascriptKiB)} | ${s(median(row))} | ${s(Math.min(...row.times))} | ${s(max)} |`;
    }),
    '',
    '| bound | result | |',
    '|---|---|---|',
    `| ready under ${s(READY_BOUND_MS)} | ${s(median(ours))} | ${verdict(median(ours) < READY_BOUND_MS)} |`,
    `| JavaScript at most ${JAVASCRIPT_BOUND_KIB} KiB | ${kib(ours.javascriptKiB)} | ${verdict(ours.javascriptKiB <= JAVASCRIPT_BOUND_KIB)} |`,
    `| within ${PEER_FACTOR_BOUND}× of ${PEER}: JavaScript | ${bytesFactor.toFixed(2)}× | ${verdict(bytesFactor <= PEER_FACTOR_BOUND)} |`,
    `| within ${PEER_FACTOR_BOUND}× of ${PEER}: ready | ${readyFactor.toFixed(2)}× | ${verdict(readyFactor <= PEER_FACTOR_BOUND)} |`,
    '',
  ].join('\n');
}
