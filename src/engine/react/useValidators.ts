import { useCallback, useState } from 'react';
import type { Validators } from '../../../renderers/registry';
import { loadOnce } from '../../../shared/loading/loadOnce';
import type { ReadySchema } from './useSchemaModule';

type ErrorWording = typeof import('./transformErrors');

/** The engine's words for the errors a schema finds (transformErrors.ts), one chunk for the page. */
const errorWording = loadOnce<ErrorWording>(() => import('./transformErrors'));

/** A form's checks beyond its schema's validator, and the words for what they all find. */
export interface FormChecks extends Validators {
  wording: ErrorWording;
}

export interface FormValidators {
  /** Undefined until loaded. */
  current: FormChecks | undefined;
  /** Starts loading them (once per schema); resolves when they are there. */
  load(): Promise<FormChecks>;
}

/**
 * A form's widget and field checks and the words for its errors, loaded when the person first
 * reaches the form or submits it rather than with the first paint: a form shows no error before
 * either.
 */
export function useValidators(ready: ReadySchema): FormValidators {
  const [loaded, setLoaded] = useState<{ ready: ReadySchema; checks: FormChecks }>();
  const load = useCallback(
    () =>
      Promise.all([ready.loadValidators(), errorWording.load()]).then(([validators, wording]) => {
        const checks = { ...validators, wording };
        setLoaded((previous) => (previous?.ready === ready ? previous : { ready, checks }));
        return checks;
      }),
    [ready],
  );
  return { current: loaded?.ready === ready ? loaded.checks : undefined, load };
}
