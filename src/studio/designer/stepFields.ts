import type { JsonObject } from '../draft/configFiles';
import { fieldKindOf, newFieldSchema, titleOf, type FieldKind } from './fieldKinds';
import { readText, type StepTexts } from './stepTexts';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const propertiesOf = (step: JsonObject): JsonObject =>
  isObject(step.properties) ? step.properties : {};

/** One field of a step, in the designer's list. */
export interface FieldRow {
  name: string;
  /** undefined: a field the designer does not know, edited in the JSON view. */
  kind: FieldKind | undefined;
  label: string;
}

/** The step's field names in the order the form shows them (ui:order first, `*` for the rest). */
export function fieldOrderOf(step: JsonObject): string[] {
  const names = Object.keys(propertiesOf(step));
  const order = step['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter(
    (name): name is string => typeof name === 'string' && names.includes(name),
  );
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  return star < 0
    ? [...listed, ...rest]
    : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
}

export function fieldRowsOf(step: JsonObject, texts: StepTexts): FieldRow[] {
  const properties = propertiesOf(step);
  return fieldOrderOf(step).map((name) => {
    const property = properties[name];
    return {
      name,
      kind: isObject(property) ? fieldKindOf(property) : undefined,
      label: isObject(property) ? readText(titleOf(property), texts) : '',
    };
  });
}

/** The step with its fields in `order`: in ui:order when the step has one, else in `properties`. */
function withOrder(step: JsonObject, order: string[]): JsonObject {
  if (Array.isArray(step['ui:order'])) return { ...step, 'ui:order': order };
  const properties = propertiesOf(step);
  return { ...step, properties: Object.fromEntries(order.map((name) => [name, properties[name]])) };
}

/** The step with the field at position `from` moved to `to`. */
export function moveField(step: JsonObject, from: number, to: number): JsonObject {
  const order = fieldOrderOf(step);
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return step;
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return withOrder(step, order);
}

/** A field name made from its label (Company size → companySize), unlike any in `taken`. */
export function fieldNameFor(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const camel = words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  const base = /^[a-z]/.test(camel) ? camel : `field${camel}`;
  let name = base;
  for (let n = 2; taken.includes(name); n += 1) name = `${base}${n}`;
  return name;
}

/**
 * The step with a new field of `kind` asking `label`, at position `at` of its fields, named apart
 * from its fields and from `reserved` (names the field must not take from elsewhere).
 */
export function addField(
  step: JsonObject,
  kind: FieldKind,
  label: string,
  at: number,
  reserved: readonly string[] = [],
): { step: JsonObject; name: string } {
  const order = fieldOrderOf(step);
  const name = fieldNameFor(label, [...order, ...reserved]);
  const added = {
    ...step,
    properties: { ...propertiesOf(step), [name]: newFieldSchema(kind, label) },
  };
  order.splice(Math.min(Math.max(at, 0), order.length), 0, name);
  return { step: withOrder(added, order), name };
}

/** The step without field `name`: its schema, its place in required, ui:order and messages. */
export function removeField(step: JsonObject, name: string): JsonObject {
  const { [name]: _removed, ...properties } = propertiesOf(step);
  const written: JsonObject = { ...step, properties };
  if (Array.isArray(step.required)) written.required = step.required.filter((n) => n !== name);
  if (Array.isArray(step['ui:order']))
    written['ui:order'] = step['ui:order'].filter((n) => n !== name);
  if (isObject(step.errorMessage) && isObject(step.errorMessage.required)) {
    const { [name]: _message, ...rest } = step.errorMessage.required;
    written.errorMessage = { ...step.errorMessage, required: rest };
  }
  return written;
}
