import { useEffect, useState } from 'react';
import type { LoadOnce } from '../../shared/loading/loadOnce';

/** What a component has of a download: nothing yet, what arrived, or why it failed. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * A download as a component shows it: ready at once if it has arrived, else loading until it
 * arrives or fails, and then rendered again. A failure is this download's: a component that asks
 * for another one (a new URL) loads that. The download starts once the component has rendered,
 * or earlier if the caller starts it.
 */
export function useLoadOnce<T>(download: LoadOnce<T> | undefined): LoadState<T> {
  const [failure, setFailure] = useState<{ download: LoadOnce<T>; error: unknown } | null>(null);
  const [, setArrived] = useState<LoadOnce<T> | null>(null);
  const value = download?.loaded();
  const shownReady = value !== undefined;

  useEffect(() => {
    // Also when it arrived between the render and now: the render showed it loading.
    if (!download || shownReady) return;
    let live = true;
    download.load().then(
      () => live && setArrived(download),
      (error: unknown) => live && setFailure({ download, error }),
    );
    return () => {
      live = false;
    };
  }, [download, shownReady]);

  if (value !== undefined) return { status: 'ready', value };
  if (failure && failure.download === download) return { status: 'failed', error: failure.error };
  return { status: 'loading' };
}
