import { withBuiltApp } from './builtApp';
import { collectTransfer, SIGNUP_FORM_READY, type Transfer } from './transfer';

/** What /signup really loads in Chromium from the production build, gzipped. */
export function measureSignupTransfer(staticDir?: string): Promise<Transfer> {
  return withBuiltApp(
    async ({ url, browser }) =>
      collectTransfer(await browser.newPage(), `${url}/signup`, SIGNUP_FORM_READY),
    staticDir,
  );
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
