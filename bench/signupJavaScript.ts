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
    'The production build served by the real server, loaded in Chromium until the form’s fields are there (the phone field’s widget is the last to load) and the network is idle; each response gzipped at level 9. Before issue 16: 264.7 KiB, measured until the network was first idle, which could be before the form’s widget had loaded; the same page, fully loaded, was about 281 KiB.',
    '',
    `| JavaScript (gzip) | all transfer (gzip) |`,
    '|---|---|',
    `| ${kb(javascript)} | ${kb(total)} |`,
    '',
    ...files.filter((f) => f.javascript).map((f) => `- \`${f.path}\`: ${kb(f.gzip)}`),
    '',
  ].join('\n');
}
