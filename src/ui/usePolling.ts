import { useEffect, useRef } from 'react';
import { timings } from './timings';
import { isSameSitePath } from '../../shared/http/sameSitePath';

/**
 * Calls `poll` now and then every `intervalMs` until it returns true or the component unmounts.
 * A failed call is only logged and the next one still happens (spec section 8: loaders stay as they are).
 */
export function usePolling(
  poll: () => Promise<boolean>,
  enabled = true,
  intervalMs: number = timings.pollMs,
): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let done = false;
      try {
        done = await latest.current();
      } catch (error) {
        console.error('status polling failed', error);
      }
      if (!done && !stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [enabled, intervalMs]);
}

/**
 * Goes to a URL the server returned: inside the app when it is a path, by a full page load when
 * it is an http(s) URL; anything else (such as `/\evil.example`) is not followed.
 */
export function followUrl(url: string, navigate: (path: string) => void): void {
  if (isSameSitePath(url)) navigate(url);
  else if (/^https?:\/\//i.test(url)) window.location.assign(url);
  else console.error('not following a URL that is neither a path nor http(s)', url);
}
