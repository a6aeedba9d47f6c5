import { useCallback, useState } from 'react';
import type { Validators } from '../../../renderers/registry';
import type { ReadySchema } from './useSchemaModule';

export interface FormValidators {
  /** Undefined until loaded. */
  current: Validators | undefined;
  /** Starts loading them (once per schema); resolves when they are there. */
  load(): Promise<Validators>;
}

/**
 * A form's widget and field checks, loaded when the person first reaches the form or submits it
 * rather than with the first paint.
 */
export function useValidators(ready: ReadySchema): FormValidators {
  const [loaded, setLoaded] = useState<{ ready: ReadySchema; validators: Validators }>();
  const load = useCallback(
    () =>
      ready.loadValidators().then((validators) => {
        setLoaded((previous) => (previous?.ready === ready ? previous : { ready, validators }));
        return validators;
      }),
    [ready],
  );
  return { current: loaded?.ready === ready ? loaded.validators : undefined, load };
}
