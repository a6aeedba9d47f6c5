/**
 * Stands in for @rjsf/utils' omitExtraData module (../plugins/standInPlugins.ts). RJSF reaches
 * its default export only for a form given `omitExtraData`, which SchemaForm never sets (the
 * server refuses a field a step does not declare), and through it the allOf merge and the option
 * scoring reached every first screen. Its small helpers are the real ones.
 */
export {
  getFieldNames,
  getUsedFormData,
  isValueEmpty,
} from '@rjsf/utils/lib/schema/omitExtraData.js';

export default function omitExtraData(): never {
  throw new Error('SchemaForm does not set omitExtraData; RJSF’s own was left out of the build');
}
