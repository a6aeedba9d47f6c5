import type { JsonObject } from '../draft/configFiles';
import {
  choiceValuesOf,
  fieldKindOf,
  LIMITS_OF_KIND,
  titleOf,
  uiValueOf,
  type FieldKind,
  type LimitKeyword,
} from './fieldKinds';
import { readText, writtenText, type CopyEdits, type StepTexts } from './stepTexts';

export interface ChoiceOption {
  value: string | number | boolean | null;
  label: string;
  /** The value the option had in the schema when read (none for a new one): its name and
   * translations follow it when the value is edited. */
  origin?: string | number | boolean | null;
}

export interface LimitDesign {
  value: number | string;
  /** The message shown when the answer breaks it; '' for the engine's own. */
  message: string;
}

/** What the property panel shows and edits of one field; the rest of its schema is kept as is. */
export interface FieldDesign {
  name: string;
  kind: FieldKind;
  label: string;
  help: string;
  placeholder: string;
  required: boolean;
  requiredMessage: string;
  limits: Partial<Record<LimitKeyword, LimitDesign>>;
  /** One message for any problem with the answer (an errorMessage written as one text). */
  message: string | undefined;
  /** The choices of a single or multiple choice, in order. */
  options: ChoiceOption[];
  /** The widget a choice or a yes/no is shown with (DISPLAYS_OF_KIND). */
  display: string | undefined;
  /** A number field takes whole numbers only. */
  wholeNumber: boolean;
  defaultValue: unknown;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RJSF's component names for the widgets the displays name. */
const DISPLAY_ALIASES: Record<string, string> = {
  RadioWidget: 'radio',
  SelectWidget: 'select',
  CheckboxesWidget: 'checkboxes',
  CheckboxWidget: 'checkbox',
};
/** The display RJSF gives a kind when its field names no widget. */
const IMPLICIT_DISPLAY: Partial<Record<FieldKind, string>> = {
  singleChoice: 'select',
  multipleChoice: 'select',
  yesNo: 'checkbox',
};

function displayOf(kind: FieldKind, property: JsonObject): string | undefined {
  if (!(kind in IMPLICIT_DISPLAY)) return undefined;
  const widget = uiValueOf(property, 'widget');
  return typeof widget === 'string' ? (DISPLAY_ALIASES[widget] ?? widget) : IMPLICIT_DISPLAY[kind];
}

/** Where a choice's values and their names are written. */
function choiceHolderOf(kind: FieldKind, property: JsonObject): JsonObject {
  return kind === 'multipleChoice' && isObject(property.items) ? property.items : property;
}

/** The names of a choice's values, where RJSF reads them: ui:enumNames or ui:options.enumNames. */
function enumNamesOf(holder: JsonObject, property: JsonObject): unknown {
  return uiValueOf(holder, 'enumNames') ?? uiValueOf(property, 'enumNames');
}

function optionsOf(kind: FieldKind, property: JsonObject, texts: StepTexts): ChoiceOption[] {
  const holder = choiceHolderOf(kind, property);
  const values = choiceValuesOf(holder) ?? [];
  const alternatives = holder.oneOf ?? holder.anyOf;
  if (!Array.isArray(holder.enum) && Array.isArray(alternatives))
    return (alternatives as JsonObject[]).map((option) => ({
      value: option.const as ChoiceOption['value'],
      label: readText(option.title, texts),
      origin: option.const as ChoiceOption['value'],
    }));
  const names = enumNamesOf(holder, property);
  return values.map((value, index) => {
    const name = Array.isArray(names)
      ? names[index]
      : isObject(names)
        ? names[String(value)]
        : undefined;
    // Without a name RJSF shows the value itself.
    return {
      value: value as ChoiceOption['value'],
      label: name === undefined ? String(value) : readText(name, texts),
      origin: value as ChoiceOption['value'],
    };
  });
}

function errorMessagesOf(property: JsonObject): JsonObject {
  return isObject(property.errorMessage) ? property.errorMessage : {};
}

function requiredMessagesOf(step: JsonObject): JsonObject {
  const messages = isObject(step.errorMessage) ? step.errorMessage.required : undefined;
  return isObject(messages) ? messages : {};
}

/** The step's field `name` as the property panel shows it; undefined for a field it does not know. */
export function designOf(
  step: JsonObject,
  name: string,
  texts: StepTexts,
): FieldDesign | undefined {
  const properties = isObject(step.properties) ? step.properties : {};
  const property = properties[name];
  if (!isObject(property)) return undefined;
  const kind = fieldKindOf(property);
  if (!kind) return undefined;
  const messages = errorMessagesOf(property);
  const limits: FieldDesign['limits'] = {};
  for (const keyword of LIMITS_OF_KIND[kind] ?? []) {
    const value = property[keyword];
    if (typeof value === 'number' || typeof value === 'string')
      limits[keyword] = { value, message: readText(messages[keyword], texts) };
  }
  const required = Array.isArray(step.required) && step.required.includes(name);
  return {
    name,
    kind,
    label: readText(titleOf(property), texts),
    help: readText(uiValueOf(property, 'help'), texts),
    placeholder: readText(uiValueOf(property, 'placeholder'), texts),
    required,
    requiredMessage: readText(requiredMessagesOf(step)[name], texts),
    limits,
    message:
      typeof property.errorMessage === 'string' ? texts.read(property.errorMessage) : undefined,
    options:
      kind === 'singleChoice' || kind === 'multipleChoice' ? optionsOf(kind, property, texts) : [],
    display: displayOf(kind, property),
    wholeNumber: property.type === 'integer',
    defaultValue: property.default,
  };
}

/**
 * A multiple choice's "at least one choice": an empty list answers a required one, so asking for
 * one choice is what makes the requirement count. Its message says what the required message says.
 */
function asksForOne(design: FieldDesign): boolean {
  return design.kind === 'multipleChoice' && design.limits.minItems?.value === 1;
}

/**
 * The design made required or not. A multiple choice made required asks for one choice, with the
 * required message; made optional, it no longer does (a larger minimum stays: it was set apart).
 */
export function withRequired(design: FieldDesign, required: boolean): FieldDesign {
  if (design.kind !== 'multipleChoice') return { ...design, required };
  const { minItems, ...limits } = design.limits;
  if (!required)
    return { ...design, required, limits: asksForOne(design) ? limits : design.limits };
  return {
    ...design,
    required,
    limits: minItems
      ? design.limits
      : { ...limits, minItems: { value: 1, message: design.requiredMessage } },
  };
}

/**
 * The design with its required message, and a multiple choice's "at least one choice" message
 * with it while the two said the same.
 */
export function withRequiredMessage(design: FieldDesign, requiredMessage: string): FieldDesign {
  const minItems = design.limits.minItems;
  const follows = asksForOne(design) && minItems!.message === design.requiredMessage;
  return {
    ...design,
    requiredMessage,
    limits: follows
      ? { ...design.limits, minItems: { ...minItems!, message: requiredMessage } }
      : design.limits,
  };
}

/** A choice's default after its options changed: it follows its option's value, and goes with it. */
function followedDefault(design: FieldDesign): unknown {
  if (design.kind !== 'singleChoice' && design.kind !== 'multipleChoice')
    return design.defaultValue;
  const follow = (value: unknown) => {
    const option =
      design.options.find((o) => 'origin' in o && o.origin === value) ??
      design.options.find((o) => !('origin' in o) && o.value === value);
    return option ? option.value : undefined;
  };
  if (Array.isArray(design.defaultValue)) {
    const values = design.defaultValue.map(follow).filter((value) => value !== undefined);
    return values.length > 0 ? values : undefined;
  }
  return design.defaultValue === undefined ? undefined : follow(design.defaultValue);
}

/** Sets or, for undefined, removes a key; a key already there keeps its place. */
function put(target: JsonObject, key: string, value: unknown): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** Writes a ui:* key where the field already keeps it (at the field or in ui:options). */
function putUi(property: JsonObject, name: string, value: unknown): void {
  const options = property['ui:options'];
  if (!(`ui:${name}` in property) && isObject(options) && name in options) {
    const written = { ...options };
    put(written, name, value);
    put(property, 'ui:options', Object.keys(written).length > 0 ? written : undefined);
  } else put(property, `ui:${name}`, value);
}

/** The name each value of an enum had, by value. */
function namesByValueOf(holder: JsonObject, names: unknown): Map<unknown, unknown> {
  const values = Array.isArray(holder.enum) ? holder.enum : [];
  return new Map(
    values.map((value, index) => [
      value,
      Array.isArray(names) ? names[index] : isObject(names) ? names[String(value)] : undefined,
    ]),
  );
}

/** The choices written as the field writes them: oneOf/anyOf of consts, or an enum and its names. */
function withOptions(
  holder: JsonObject,
  property: JsonObject,
  options: ChoiceOption[],
  texts: StepTexts,
  edits: CopyEdits,
): { holder: JsonObject; names?: unknown } {
  const alternativesKey = Array.isArray(holder.oneOf) ? 'oneOf' : 'anyOf';
  const alternatives = holder[alternativesKey];
  if (!Array.isArray(holder.enum) && Array.isArray(alternatives)) {
    const byValue = new Map((alternatives as JsonObject[]).map((o) => [o.const, o]));
    const written = options.map((option) => {
      const before = ('origin' in option ? byValue.get(option.origin) : undefined) ?? {};
      const alternative: JsonObject = { ...before, const: option.value };
      put(alternative, 'title', writtenText(before.title, option.label, texts, edits));
      return alternative;
    });
    return { holder: { ...holder, [alternativesKey]: written } };
  }
  const names = enumNamesOf(holder, property);
  const before = namesByValueOf(holder, names);
  const written = options.map(
    (o) =>
      writtenText('origin' in o ? before.get(o.origin) : undefined, o.label, texts, edits) ?? '',
  );
  const enumHolder = { ...holder, enum: options.map((o) => o.value) };
  // Without names RJSF shows each value: names are written once one differs from its value.
  if (names === undefined && options.every((o, i) => written[i] === String(o.value)))
    return { holder: enumHolder };
  if (isObject(names))
    return {
      holder: enumHolder,
      names: Object.fromEntries(options.map((o, i) => [String(o.value), written[i]])),
    };
  // A list shorter than the enum stays so: the values past it, shown as themselves, need no name.
  let end = written.length;
  const listed = Array.isArray(names) ? names.length : 0;
  while (end > listed && written[end - 1] === String(options[end - 1]!.value)) end -= 1;
  return { holder: enumHolder, names: written.slice(0, end) };
}

function writeOptions(
  kind: FieldKind,
  property: JsonObject,
  options: ChoiceOption[],
  texts: StepTexts,
  edits: CopyEdits,
): void {
  const { holder, names } = withOptions(
    choiceHolderOf(kind, property),
    property,
    options,
    texts,
    edits,
  );
  // The names stay where the field keeps them: beside the list or in its items, as ui:enumNames or
  // in ui:options.
  const namesBeside =
    kind === 'multipleChoice' &&
    uiValueOf(holder, 'enumNames') === undefined &&
    uiValueOf(property, 'enumNames') !== undefined;
  if (names !== undefined) putUi(namesBeside ? property : holder, 'enumNames', names);
  if (kind === 'multipleChoice') property.items = holder;
  else Object.assign(property, holder);
}

/**
 * The step with field `design.name` as the panel says, and the copy of any text kept under a copy
 * key; keys the panel does not show stay as they were.
 */
export function withFieldDesign(
  step: JsonObject,
  design: FieldDesign,
  texts: StepTexts,
): { step: JsonObject; edits: CopyEdits } {
  const edits: CopyEdits = new Map();
  const properties = isObject(step.properties) ? step.properties : {};
  const before = isObject(properties[design.name]) ? (properties[design.name] as JsonObject) : {};
  const property: JsonObject = { ...before };
  // The label is written where the field keeps it: ui:title, which RJSF shows, or title.
  if (uiValueOf(before, 'title') !== undefined)
    putUi(property, 'title', writtenText(uiValueOf(before, 'title'), design.label, texts, edits));
  else put(property, 'title', writtenText(before.title, design.label, texts, edits));
  putUi(property, 'help', writtenText(uiValueOf(before, 'help'), design.help, texts, edits));
  putUi(
    property,
    'placeholder',
    writtenText(uiValueOf(before, 'placeholder'), design.placeholder, texts, edits),
  );
  if (design.kind === 'number') property.type = design.wholeNumber ? 'integer' : 'number';

  const messages: JsonObject = { ...errorMessagesOf(before) };
  for (const keyword of LIMITS_OF_KIND[design.kind] ?? []) {
    const limit = design.limits[keyword];
    put(property, keyword, limit?.value);
    put(
      messages,
      keyword,
      limit ? writtenText(messages[keyword], limit.message, texts, edits) : undefined,
    );
  }
  if (design.message !== undefined)
    put(property, 'errorMessage', writtenText(before.errorMessage, design.message, texts, edits));
  else put(property, 'errorMessage', Object.keys(messages).length > 0 ? messages : undefined);

  if (design.kind === 'singleChoice' || design.kind === 'multipleChoice')
    writeOptions(design.kind, property, design.options, texts, edits);
  if (design.display !== undefined && design.display !== displayOf(design.kind, before))
    putUi(property, 'widget', design.display);
  put(property, 'default', followedDefault(design));

  const written: JsonObject = { ...step, properties: { ...properties, [design.name]: property } };
  writeRequired(written, step, design, texts, edits);
  return { step: written, edits };
}

function writeRequired(
  written: JsonObject,
  step: JsonObject,
  design: FieldDesign,
  texts: StepTexts,
  edits: CopyEdits,
): void {
  const listed = Array.isArray(step.required) ? step.required : undefined;
  const has = listed?.includes(design.name) ?? false;
  let required = listed ?? [];
  if (design.required && !has) required = [...required, design.name];
  if (!design.required && has) required = required.filter((name) => name !== design.name);
  // The list goes with its last name; a list that was already empty stays as written.
  const emptied = required.length === 0 && (listed === undefined || has);
  put(written, 'required', emptied ? undefined : required);

  // Messages written as one text, or kept for a requirement the panel does not show (one an
  // if/then adds), stay as they are; a message goes only when the requirement is taken off.
  if (typeof step.errorMessage === 'string') return;
  if (
    isObject(step.errorMessage) &&
    'required' in step.errorMessage &&
    !isObject(step.errorMessage.required)
  )
    return;
  if (!design.required && !has) return;
  const stepMessages: JsonObject = { ...(isObject(step.errorMessage) ? step.errorMessage : {}) };
  const byField: JsonObject = { ...requiredMessagesOf(step) };
  put(
    byField,
    design.name,
    design.required
      ? writtenText(byField[design.name], design.requiredMessage, texts, edits)
      : undefined,
  );
  put(stepMessages, 'required', Object.keys(byField).length > 0 ? byField : undefined);
  put(written, 'errorMessage', Object.keys(stepMessages).length > 0 ? stepMessages : undefined);
}
