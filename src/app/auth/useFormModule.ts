import { useSchemaModule, type SchemaModuleState } from '../../engine/react/useSchemaModule';
import { useReadyConfig } from './useAuthFormContext';

/** One of the page's configuration's forms (schemas/forms/{file}) with its renderers loaded. */
export function useFormModule(file: string): SchemaModuleState {
  return useSchemaModule(useReadyConfig(), 'forms', file);
}
