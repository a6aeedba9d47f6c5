import { useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { loadOnce } from './loadOnce';

/** A lazily loaded component that can be asked for before it renders. */
export interface PreloadableComponent<Props extends object> {
  (props: Props): JSX.Element;
  /** Starts loading its module, or joins the load under way. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but without suspending: until its module arrives it shows `fallback`, then the
 * component, and once the module is here (a preload fetched it) it shows at once. React holds a
 * Suspense boundary's content back until 300 ms after its fallback showed, so a screen whose
 * module arrived a moment after the shell rendered waited that long for nothing. A module that
 * fails to load throws while rendering, as React.lazy does, for the nearest error boundary.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode,
): PreloadableComponent<Props> {
  const module = loadOnce(load);
  const Preloadable = (props: Props) => {
    const Loaded = module.loaded()?.default;
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      // Also when it arrived between the render and now: the render showed the fallback.
      module.load().then(
        () => live && setArrived(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  };
  Preloadable.preload = () => module.load().then(() => undefined);
  return Preloadable;
}
