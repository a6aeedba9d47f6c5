import type { RJSFSchema } from '@rjsf/utils';
import type { FlowStep } from '../../../shared/flow/types';
import {
  fieldDeclarations,
  levelFieldNames,
  stepFieldNames,
} from '../../../shared/schema/schemaLevels';
import { isObject, type JsonObject } from '../../../shared/schema/splitSchema';
import type { ShownFields } from './shownFields';

/** The fields a step's submit sends: those its binding names, else every field of its schema. */
export function submittedFields(step: FlowStep, schema: RJSFSchema): string[] {
  if (step.submit?.fields) return step.submit.fields;
  return stepFieldNames(schema as JsonObject);
}

/** The named fields that hold a value; the server sends null for a field never saved. */
export function pickFields(
  source: Record<string, unknown>,
  fields: string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (source[field] !== undefined && source[field] !== null) picked[field] = source[field];
  }
  return picked;
}

/** A schema's first example answers (an imported form's sample data), when they are an object. */
export function firstExample(schema: RJSFSchema): Record<string, unknown> {
  const example: unknown = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  return typeof example === 'object' && example !== null && !Array.isArray(example)
    ? (example as Record<string, unknown>)
    : {};
}

function allowsNull(schema: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

/**
 * An object answer without the fields its schema declares (`declarations`) but the form no longer
 * shows, at any depth: a nested answer typed before its condition stopped holding is not kept.
 */
function withoutHidden(
  value: unknown,
  root: JsonObject,
  declarations: JsonObject[],
  shown: ShownFields,
): unknown {
  if (!isObject(value)) return value;
  const declared = new Set(declarations.flatMap((node) => levelFieldNames(root, node)));
  const kept: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    const innerShown = Object.hasOwn(shown, name) ? shown[name] : undefined;
    if (!innerShown) {
      if (!declared.has(name)) kept[name] = inner;
      continue;
    }
    const innerDeclarations = declarations.flatMap((node) => fieldDeclarations(root, node, name));
    kept[name] = withoutHidden(inner, root, innerDeclarations, innerShown);
  }
  return kept;
}

/**
 * What a save sends: the named fields that hold a value, and null for an emptied field whose schema
 * allows null, so that clearing a field (or hiding it) clears it on the server too. A field of a
 * condition's branch that the answers no longer show (`shown` leaves it out) sends null, and a
 * field inside an object answer that is no longer shown is left out of it: an answer typed before
 * its condition stopped holding is not kept.
 */
export function valuesToSend(
  data: Record<string, unknown>,
  fields: string[],
  schema: RJSFSchema,
  shown?: ShownFields,
): Record<string, unknown> {
  const root = schema as JsonObject;
  const hidden = new Set(
    shown ? stepFieldNames(root).filter((field) => !Object.hasOwn(shown, field)) : [],
  );
  const values = pickFields(
    data,
    fields.filter((field) => !hidden.has(field)),
  );
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    if (hidden.has(field)) values[field] = null;
    else if (!(field in values) && allowsNull(properties[field])) values[field] = null;
    else if (field in values && shown?.[field])
      values[field] = withoutHidden(
        values[field],
        root,
        fieldDeclarations(root, root, field),
        shown[field],
      );
  }
  return values;
}

function normalize(value: unknown): unknown {
  if (value === null || value === '' || value === undefined) return undefined;
  // Empty entries are dropped before saving (a palette of ['#123456', '', '']), so they count as absent.
  if (Array.isArray(value)) return value.map(normalize).filter((v) => v !== undefined);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, normalize(v)] as const)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  }
  return value;
}

/** Whether saving would change nothing: empty strings, null, missing and empty list entries count as the same. */
export function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}
