import { Component, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../../shared/loading/loadOnce';

type LaterBuiltIns = typeof import('./laterBuiltIns');
type LaterName = Exclude<keyof LaterBuiltIns, '__esModule' | 'shallowAllOfMerge'>;

const laterBuiltIns = loadOnce<LaterBuiltIns>(() => import('./laterBuiltIns'));

/** Loads the later built-ins' chunk, once; a failed download is tried again on the next call. */
export const loadLaterBuiltIns = laterBuiltIns.load;

/** The later built-ins' chunk if it has arrived. */
export const loadedLaterBuiltIns = laterBuiltIns.loaded;

/**
 * A stand-in for one of RJSF's later built-ins: the real component once its chunk is here (the
 * engine loads it before showing a form that needs it); until then it suspends in a boundary of
 * its own, so a form that was not told still renders its other fields. Defined once per name,
 * so RJSF, which asks for its registry on every render, gets the same component each time.
 */
export function lazyBuiltIn<Name extends LaterName>(name: Name): LaterBuiltIns[Name] {
  return (standIns[name] ??= standInFor(name)) as LaterBuiltIns[Name];
}

const standIns: Partial<Record<LaterName, unknown>> = {};

/** What a later part shows if its chunk cannot be downloaded: the rest of the form still works. */
class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailedMessage /> : this.props.children;
  }
}

function LoadFailedMessage() {
  const { t } = useTranslation();
  return <p role="alert">{t('app.genericError')}</p>;
}

function standInFor<Name extends LaterName>(name: Name): LaterBuiltIns[Name] {
  // Props pass through untouched; the cast back to the real component's type is the stand-in's.
  type Props = object;
  function Real(props: Props) {
    // Suspends only until the chunk is here; from then on renders the real part at once.
    const RealPart = (loadedLaterBuiltIns() ?? use(loadLaterBuiltIns()))[
      name
    ] as unknown as ComponentType<Props>;
    return <RealPart {...props} />;
  }
  // The same tree before and after the chunk arrives, so the real part is not mounted twice.
  function LazyBuiltIn(props: Props) {
    return (
      <LoadFailed>
        <Suspense fallback={null}>
          <Real {...props} />
        </Suspense>
      </LoadFailed>
    );
  }
  LazyBuiltIn.displayName = `Lazy${name}`;
  return LazyBuiltIn as unknown as LaterBuiltIns[Name];
}
