declare module 'virtual:onramp/schemas' {
  import type { FlowManifest } from '../../../shared/flow/types';
  import type { SchemaModule } from '../react/schemaModule';
  export const flows: Record<string, FlowManifest>;
  export const stepsLoaders: Record<string, () => Promise<SchemaModule>>;
  export const formsLoaders: Record<string, () => Promise<SchemaModule>>;
}
