import { useEffect, useRef } from 'react';
import { timings } from '../../shared/ui/timings';

/**
 * Calls `poll` now and then every `intervalMs` until it returns true or the component unmounts.
 * A failed call is only logged and the next one still happens: a loader stays as it is.
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
