import { Suspense, use, type ComponentType } from 'react';

type RareBuiltIns = typeof import('./rareBuiltIns');
type RareName = Exclude<keyof RareBuiltIns, '__esModule' | 'shallowAllOfMerge'>;

let loaded: RareBuiltIns | undefined;
let loading: Promise<RareBuiltIns> | undefined;

/** Loads the rare built-ins' chunk, once; a failed download is tried again on the next call. */
export function loadRareBuiltIns(): Promise<RareBuiltIns> {
  loading ??= import('./rareBuiltIns').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rare built-ins' chunk if it has arrived. */
export function loadedRareBuiltIns(): RareBuiltIns | undefined {
  return loaded;
}

/**
 * A stand-in for one of RJSF's rare built-ins: the real component once its chunk is here (the
 * engine loads it before showing a form that needs it); until then it suspends in a boundary of
 * its own, so a form that was not told still renders its other fields.
 */
export function lazyBuiltIn<Name extends RareName>(name: Name): RareBuiltIns[Name] {
  // RJSF asks for its registry on every render: the same component each time keeps field state.
  return (standIns[name] ??= standInFor(name)) as RareBuiltIns[Name];
}

const standIns: Partial<Record<RareName, unknown>> = {};

function standInFor<Name extends RareName>(name: Name): RareBuiltIns[Name] {
  // Props pass through untouched; the cast back to the real component's type is the stand-in's.
  type Props = object;
  const real = () => loaded![name] as unknown as ComponentType<Props>;
  function Loaded(props: Props) {
    use(loadRareBuiltIns());
    const Real = real();
    return <Real {...props} />;
  }
  function LazyBuiltIn(props: Props) {
    if (loaded) {
      const Real = real();
      return <Real {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyBuiltIn.displayName = `Lazy${name}`;
  return LazyBuiltIn as unknown as RareBuiltIns[Name];
}
