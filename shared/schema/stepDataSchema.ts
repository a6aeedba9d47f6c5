import type { JsonObject } from './splitSchema.ts';

/** Root keywords that belong to the whole document, not to the answer: `#/definitions/…` refs resolve from the root. */
const DOCUMENT_KEYWORDS = ['$schema', '$id', 'definitions', '$defs'];

/** Whether a step's answers are a fixed set of named fields: an object root closed to other names. */
function hasNamedFieldsOnly(raw: JsonObject): boolean {
  return (
    raw.type === 'object' &&
    raw.patternProperties === undefined &&
    (raw.additionalProperties === undefined || raw.additionalProperties === false)
  );
}

/** Whether a step's answer is stored as one field named after its schema file (see stepDataSchema). */
export const isOneFieldStep = (raw: JsonObject): boolean => !hasNamedFieldsOnly(raw);

/**
 * The schema a step's saved data follows. A step's answers are stored as named fields among the
 * owner's data, where `when` rules, analytics and the server's save find them by name. A root
 * that is not such a set of fields (`"type": "string"`, an array, or an object open to names the
 * owner chooses through additionalProperties or patternProperties) is taken as a step of one
 * field, named after its schema file, that holds the whole answer. Every reader of a step (the
 * checker's flow rules, the server's validator, the served module) goes through here.
 */
export function stepDataSchema(raw: JsonObject, fieldName: string): JsonObject {
  if (hasNamedFieldsOnly(raw)) return raw;
  const answer: JsonObject = {};
  const wrapper: JsonObject = {
    type: 'object',
    properties: { [fieldName]: answer },
    required: [fieldName],
  };
  for (const [key, value] of Object.entries(raw)) {
    if (DOCUMENT_KEYWORDS.includes(key)) wrapper[key] = value;
    else answer[key] = value;
    // The step's heading and its one field share the title; the description shows once, under the heading.
    if (key === 'title' || key === 'description') wrapper[key] = value;
  }
  delete answer.description;
  // Sample answers (an imported form's formData) are whole answers: at the root, each is the one field's.
  if (Array.isArray(raw.examples))
    wrapper.examples = raw.examples.map((example) => ({ [fieldName]: example }));
  // An object's legend would repeat the heading above it; a single input keeps its label.
  if (answer.type === 'object') {
    const options = answer['ui:options'];
    answer['ui:options'] = {
      label: false,
      ...(typeof options === 'object' && !Array.isArray(options) ? options : {}),
    };
  }
  return wrapper;
}
