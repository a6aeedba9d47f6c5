import { startTransition, useEffect, useState } from 'react';

/** Runs `run` once the page has a moment: when idle, or soon where the browser cannot say. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/**
 * False on a component's first render and true once the page has had a moment after it (or at
 * once after `now()`, when the person reaches for what it holds back): for work a first render
 * can show without, so the form appears before it is done.
 */
export function useAfterFirstPaint(): { done: boolean; now: () => void } {
  const [done, setDone] = useState(false);
  useEffect(
    () => (done ? undefined : whenIdle(() => startTransition(() => setDone(true)))),
    [done],
  );
  return { done, now: () => setDone(true) };
}
