import type { SchemaModuleState } from '../../engine/react/useSchemaModule';
import { LoadingIndicator } from '../../../renderers/ui/LoadingIndicator';

/**
 * What a form shows while its schema module loads, or if the configuration has none (a failed
 * download is LoadErrorBoundary's).
 */
export function FormLoad({ state }: { state: SchemaModuleState }) {
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error')
    return (
      <p className="form-error" role="alert">
        {state.message}
      </p>
    );
  return null;
}
