import type { JSONSchema7 } from 'json-schema';
import brandMetaSchema from '../../../schemas/meta/brand.schema.json';
import flowMetaSchema from '../../../schemas/meta/flow.schema.json';
import stepMetaSchema from '../../../schemas/meta/step.schema.json';

/** Copy files: one flat object of key → text. */
const copySchema: JSONSchema7 = { type: 'object', additionalProperties: { type: 'string' } };

/** The meta-schema the editor completes and lints a configuration file against. */
export function metaSchemaOf(path: string): JSONSchema7 | undefined {
  if (/^schemas\/flows\//.test(path)) return flowMetaSchema as JSONSchema7;
  if (/^schemas\/(steps|forms)\//.test(path)) return stepMetaSchema as JSONSchema7;
  if (/^brands\/[^/]+\/brand\.json$/.test(path)) return brandMetaSchema as JSONSchema7;
  if (/^brands\/[^/]+\/locales\//.test(path)) return copySchema;
  return undefined;
}
