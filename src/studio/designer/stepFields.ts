import type { Condition } from '../../../shared/flow/types';
import { editableClauses, whenOf } from '../draft/conditionRules';
import type { JsonObject } from '../draft/configFiles';
import {
  branchFieldsOf,
  fieldConditionOf,
  withFieldCondition,
  type FieldCondition,
} from './fieldConditions';
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
  /** When the form shows it. */
  condition: FieldCondition;
}

/**
 * The step's field names in the order the form shows them (ui:order first, `*` for the rest), its
 * own properties before the fields of its conditions' branches, as RJSF places them.
 */
export function fieldOrderOf(step: JsonObject): string[] {
  const names = [...Object.keys(propertiesOf(step)), ...branchFieldsOf(step).keys()];
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
  const branches = branchFieldsOf(step);
  return fieldOrderOf(step).map((name) => {
    const property = properties[name] ?? branches.get(name)?.[0]?.schema;
    return {
      name,
      kind: isObject(property) ? fieldKindOf(property) : undefined,
      label: isObject(property) ? readText(titleOf(property), texts) : '',
      condition: fieldConditionOf(step, name),
    };
  });
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * The step with its fields in `order`: in ui:order when the step has one, else in `properties`,
 * unless the fields of its conditions' branches need a ui:order to take their places.
 */
function withOrder(step: JsonObject, order: string[]): JsonObject {
  if (Array.isArray(step['ui:order'])) return { ...step, 'ui:order': order };
  const properties = propertiesOf(step);
  const reordered = {
    ...step,
    properties: Object.fromEntries(
      order.filter((name) => name in properties).map((name) => [name, properties[name]]),
    ),
  };
  return sameOrder(fieldOrderOf(reordered), order) ? reordered : { ...step, 'ui:order': order };
}

/** The step with field `name` shown only when `when` holds (undefined: always), in its place. */
export function withConditionOn(
  step: JsonObject,
  name: string,
  when: Condition | undefined,
): JsonObject {
  return withOrder(withFieldCondition(step, name, when), fieldOrderOf(step));
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

/** Whether a condition (an `if`) reads field `name`, anywhere in it. */
function readsField(schema: unknown, name: string): boolean {
  if (Array.isArray(schema)) return schema.some((entry) => readsField(entry, name));
  if (!isObject(schema)) return false;
  if (isObject(schema.properties) && name in schema.properties) return true;
  if (Array.isArray(schema.required) && schema.required.includes(name)) return true;
  if (isObject(schema.dependencies) && name in schema.dependencies) return true;
  return ['allOf', 'anyOf', 'oneOf', 'not'].some((key) => readsField(schema[key], name));
}

const isEmpty = (value: unknown) =>
  (isObject(value) && Object.keys(value).length === 0) ||
  (Array.isArray(value) && value.length === 0);

/**
 * `schema` without field `name`: its schema, its place in required, its required message, its
 * dependencies and the dependencies on it, the conditions (if/then/else, in allOf too) that read
 * it, and the field in what the others require. In a nested schema (`nested`) what is left empty
 * goes too; the step's own lists stay, even emptied, as written.
 */
function withoutField(schema: JsonObject, name: string, nested: boolean): JsonObject {
  const written: JsonObject = { ...schema };
  const keep = (key: string, value: unknown) => {
    if (value === undefined || (nested && isEmpty(value))) delete written[key];
    else written[key] = value;
  };
  if (isObject(schema.properties)) {
    const { [name]: _removed, ...properties } = schema.properties;
    keep('properties', properties);
  }
  if (Array.isArray(schema.required))
    keep(
      'required',
      schema.required.filter((n) => n !== name),
    );
  if (isObject(schema.errorMessage) && isObject(schema.errorMessage.required)) {
    const { [name]: _message, ...rest } = schema.errorMessage.required;
    const messages: JsonObject = { ...schema.errorMessage, required: rest };
    if (nested && isEmpty(rest)) delete messages.required;
    keep('errorMessage', messages);
  }
  if (isObject(schema.dependencies)) {
    const dependencies = Object.entries(schema.dependencies)
      .filter(([field]) => field !== name)
      .map(([field, dependency]) => [
        field,
        Array.isArray(dependency)
          ? dependency.filter((n) => n !== name)
          : isObject(dependency)
            ? withoutField(dependency, name, true)
            : dependency,
      ])
      .filter(([, dependency]) => !isEmpty(dependency));
    keep('dependencies', isEmpty(dependencies) ? undefined : Object.fromEntries(dependencies));
  }
  if ('if' in schema) {
    // A condition on the removed field can no longer be asked: it goes with what it decided.
    const branches = ['then', 'else'].filter((key) => isObject(schema[key]));
    if (readsField(schema.if, name)) for (const key of ['if', ...branches]) delete written[key];
    else for (const key of branches) keep(key, withoutField(schema[key] as JsonObject, name, true));
    if ('if' in written && !('then' in written) && !('else' in written)) delete written.if;
  }
  if (Array.isArray(schema.allOf)) {
    const entries = schema.allOf
      .map((entry) => (isObject(entry) ? withoutField(entry, name, true) : entry))
      .filter((entry) => !isEmpty(entry));
    keep('allOf', entries.length > 0 ? entries : undefined);
  }
  return written;
}

/**
 * The step without field `name`: its schema, its place in required and ui:order, its messages,
 * and every dependency and condition that names it.
 */
export function removeField(step: JsonObject, name: string): JsonObject {
  const freed = withoutConditionsOn(step, name);
  const written = withoutField(freed, name, false);
  if (!isObject(step.properties)) written.properties = {};
  if (Array.isArray(freed['ui:order']))
    written['ui:order'] = freed['ui:order'].filter((n) => n !== name);
  return written;
}

const testsField = (field: string, name: string) => field === name || field.startsWith(`${name}.`);

/**
 * The step with the conditions of its fields no longer testing field `name`: each rule on it goes,
 * and a field left with none (or whose condition the rules cannot say) is always shown, so that
 * removing a field never takes the fields shown after it with it.
 */
function withoutConditionsOn(step: JsonObject, name: string): JsonObject {
  let written = step;
  for (const field of branchFieldsOf(step).keys()) {
    const condition = fieldConditionOf(written, field);
    if (condition.kind !== 'when' || !readsField(condition.when, name)) continue;
    const clauses = editableClauses(condition.when);
    const left = clauses?.filter((clause) => !testsField(clause.field, name)) ?? [];
    written = withConditionOn(written, field, whenOf(left));
  }
  return written;
}
