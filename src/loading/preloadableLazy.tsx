import type { ComponentType, JSX, ReactNode } from 'react';
import { loadOnce } from '../../shared/loading/loadOnce';
import { useLoadOnce } from './useLoadOnce';

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
    const state = useLoadOnce(module);
    if (state.status === 'failed') throw state.error;
    if (state.status === 'loading') return <>{fallback}</>;
    const Loaded = state.value.default;
    return <Loaded {...props} />;
  };
  Preloadable.preload = () => module.load().then(() => undefined);
  return Preloadable;
}

/** A module's named export as the default a lazily loaded component is read from. */
export function namedExport<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): () => Promise<{ default: ComponentType<Props> }> {
  return async () => ({ default: (await load())[name] });
}
