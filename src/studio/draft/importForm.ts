import { mergeUiSchema } from '../../../shared/schema/mergeUiSchema';
import type { JsonObject, JsonValue } from '../../../shared/schema/splitSchema';
import { placeStep, type AddStepRefusal, type StepPlace } from './addStep';
import type { ConfigFileTexts } from './configFiles';

/** A form as people share it: RJSF's three documents, or a JSON Schema alone. */
export interface SharedForm {
  schema: JsonObject;
  uiSchema: JsonObject;
  /** Sample answers: kept in the step's `examples`, which the preview fills the step with. */
  formData: JsonValue | undefined;
}

export type ImportRefusal = 'notJson' | 'noSchema' | AddStepRefusal;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that make a bare object a JSON Schema rather than a wrapper of documents. */
const SCHEMA_KEYWORDS = ['type', 'properties', '$schema', '$ref', 'allOf', 'anyOf', 'oneOf'];

/**
 * What was pasted or uploaded: `{ schema, uiSchema, formData }` (each but the schema optional), or
 * the schema itself.
 */
export function readSharedForm(text: string): SharedForm | { refused: 'notJson' | 'noSchema' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: 'notJson' };
  }
  if (!isObject(value)) return { refused: 'noSchema' };
  if (isObject(value.schema))
    return {
      schema: value.schema,
      uiSchema: isObject(value.uiSchema) ? value.uiSchema : {},
      formData: value.formData,
    };
  if (SCHEMA_KEYWORDS.some((keyword) => keyword in value))
    return { schema: value, uiSchema: {}, formData: undefined };
  return { refused: 'noSchema' };
}

/**
 * The draft with a shared form as a new step: its uiSchema written inline, its sample answers as
 * the schema's first example, Next saving every field. The checker then says what, if anything,
 * the engine cannot take, in the editor as for any file.
 */
export function importForm(
  files: ConfigFileTexts,
  text: string,
  name: string,
  place: StepPlace,
): { files: ConfigFileTexts; unplaced: string[] } | { refused: ImportRefusal } {
  const form = readSharedForm(text);
  if ('refused' in form) return form;
  const { schema, unplaced } = mergeUiSchema(form.schema, form.uiSchema);
  if (form.formData !== undefined) {
    const examples = Array.isArray(schema.examples) ? schema.examples : [];
    schema.examples = [form.formData, ...examples];
  }
  const placed = placeStep(
    files,
    schema,
    {
      name,
      schema: `${name}.json`,
      submit: { call: 'updateUserData', next: 'following' },
    },
    place,
  );
  return 'refused' in placed ? placed : { files: placed.files, unplaced };
}
