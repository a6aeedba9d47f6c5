import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { isObject } from '../../../shared/schema/splitSchema';

/**
 * The fields a form shows for its answers (a branch's only while its `if` holds), each with the
 * fields shown inside it when its answer is an object, at any depth.
 */
export interface ShownFields {
  readonly [field: string]: ShownFields;
}

/** The fields `schema` shows for `data`, as RJSF renders them: each object's branches resolved for its own answer. */
export function shownFieldsOf(
  utils: SchemaUtilsType,
  schema: RJSFSchema,
  data: unknown,
): ShownFields {
  const { properties = {} } = utils.retrieveSchema(schema, data);
  const shown: Record<string, ShownFields> = {};
  for (const [name, field] of Object.entries(properties)) {
    const answer = isObject(data) ? data[name] : undefined;
    shown[name] =
      isObject(answer) && isObject(field) ? shownFieldsOf(utils, field as RJSFSchema, answer) : {};
  }
  return shown;
}
