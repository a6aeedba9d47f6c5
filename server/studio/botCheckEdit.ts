import type { ConfigProblem } from '../../shared/config/problem';
import type { ConfigFiles } from '../config/store/repositoryFiles';

function botCheckOf(files: ConfigFiles, manifestPath: string): unknown {
  try {
    return (JSON.parse(files.get(manifestPath) ?? '{}') as { botCheck?: unknown }).botCheck;
  } catch {
    // A manifest that is not JSON: the checker names that problem.
    return undefined;
  }
}

/**
 * A change of the brand manifest's botCheck that could not take effect: while the server's
 * environment sets reCAPTCHA's keys, reCAPTCHA checks every signup and login whatever the brand
 * says, so the edit is refused with why rather than published and ignored.
 */
export function botCheckEditProblems(
  live: ConfigFiles,
  edited: ConfigFiles,
  brandId: string,
  recaptcha: boolean,
): ConfigProblem[] {
  const file = `brands/${brandId}/brand.json`;
  const before = botCheckOf(live, file);
  const after = botCheckOf(edited, file);
  if (!recaptcha || after === undefined || after === before) return [];
  return [
    {
      file,
      path: '/botCheck',
      rule: 'bot-check-set-by-server',
      message: `botCheck cannot change to ${JSON.stringify(after)} on this server: its environment sets RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, so reCAPTCHA checks every signup and login whatever the brand manifest says`,
      fix: `keep ${JSON.stringify(before)}, or ask whoever runs the server to remove the reCAPTCHA keys first`,
    },
  ];
}
