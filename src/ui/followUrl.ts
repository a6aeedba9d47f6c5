import { isSameSitePath } from '../../shared/http/sameSitePath';

/**
 * Goes to a URL the server returned: inside the app when it is a path, by a full page load when
 * it is an http(s) URL; anything else (such as `/\evil.example`) is not followed.
 */
export function followUrl(url: string, navigate: (path: string) => void): void {
  if (isSameSitePath(url)) navigate(url);
  else if (/^https?:\/\//i.test(url)) window.location.assign(url);
  else console.error('not following a URL that is neither a path nor http(s)', url);
}
