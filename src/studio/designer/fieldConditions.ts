import type { Condition } from '../../../shared/flow/types';
import type { JsonObject } from '../draft/configFiles';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field of the step shown only when a condition on the step's other answers holds: declared in
 * a branch (the `then` or `else` of an `if`, in allOf or at the step, or a schema dependency) and
 * not in the step's properties. The designer writes `allOf: [{ "if": …, "then": … }]`, as RJSF's own
 * examples do.
 */
export interface FieldBranch {
  /** JSON Pointer of the branch's condition in the step: /allOf/2, /then, /dependencies/plan. */
  pointer: string;
  /** The field's schema in that branch. */
  schema: JsonObject;
  /**
   * Only for an allOf entry that says nothing but `if` and a `then` declaring this field alone with
   * its requirement and required message: its condition. The designer edits only such a branch.
   */
  when?: Condition;
}

const THEN_KEYS = new Set(['properties', 'required', 'errorMessage']);

/** Whether the `then` declares field `name` alone, with at most its requirement and its message. */
function declaresOnly(then: JsonObject, name: string): boolean {
  if (Object.keys(then).some((key) => !THEN_KEYS.has(key))) return false;
  const properties = then.properties as JsonObject;
  if (Object.keys(properties).length !== 1) return false;
  if ('required' in then) {
    const required = then.required;
    if (!Array.isArray(required) || required.some((entry) => entry !== name)) return false;
  }
  if ('errorMessage' in then) {
    const messages = then.errorMessage;
    if (!isObject(messages) || Object.keys(messages).some((key) => key !== 'required'))
      return false;
    const byField = messages.required;
    if (!isObject(byField) || Object.keys(byField).some((key) => key !== name)) return false;
  }
  return true;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The branches of a step: each schema RJSF may add to the form, and where its condition is. */
function branchesOf(
  step: JsonObject,
): { pointer: string; branch: JsonObject; owner?: JsonObject }[] {
  const found: { pointer: string; branch: JsonObject; owner?: JsonObject }[] = [];
  const conditional = (node: JsonObject, pointer: string) => {
    if (!isObject(node.if)) return;
    if (isObject(node.then))
      found.push({ pointer: pointer || '/if', branch: node.then, owner: node });
    if (isObject(node.else)) found.push({ pointer: `${pointer}/else`, branch: node.else });
  };
  if (Array.isArray(step.allOf))
    step.allOf.forEach((entry, i) => isObject(entry) && conditional(entry, `/allOf/${i}`));
  conditional(step, '');
  if (isObject(step.dependencies))
    for (const [name, dependency] of Object.entries(step.dependencies)) {
      if (!isObject(dependency)) continue;
      const pointer = `/dependencies/${escape(name)}`;
      found.push({ pointer, branch: dependency });
      if (Array.isArray(dependency.oneOf))
        dependency.oneOf.forEach(
          (option, i) =>
            isObject(option) && found.push({ pointer: `${pointer}/oneOf/${i}`, branch: option }),
        );
    }
  return found;
}

/**
 * The fields the step declares only in the branches of its conditions, each with the branches
 * declaring it, in the order RJSF adds them to the form.
 */
export function branchFieldsOf(step: JsonObject): Map<string, FieldBranch[]> {
  const own = isObject(step.properties) ? step.properties : {};
  const found = new Map<string, FieldBranch[]>();
  for (const { pointer, branch, owner } of branchesOf(step)) {
    if (!isObject(branch.properties)) continue;
    // The designer's own form: an allOf entry of `if` and `then` alone.
    const alone =
      owner !== undefined &&
      pointer.startsWith('/allOf/') &&
      Object.keys(owner).every((key) => key === 'if' || key === 'then');
    for (const [name, schema] of Object.entries(branch.properties)) {
      if (name in own || !isObject(schema)) continue;
      const field: FieldBranch = { pointer, schema };
      if (alone && declaresOnly(branch, name)) field.when = owner.if as Condition;
      found.set(name, [...(found.get(name) ?? []), field]);
    }
  }
  return found;
}

/** The allOf index of a branch the designer owns. */
const indexOf = (branch: FieldBranch) => Number(branch.pointer.slice('/allOf/'.length));

/** Where the designer reads and writes field `name`: the step itself, or the `then` of its own branch. */
export interface FieldHost {
  host: JsonObject;
  /** The step with the host as edited. */
  withHost: (host: JsonObject) => JsonObject;
}

/** The field's host; undefined for a field declared in several branches or in a shared one. */
export function fieldHostOf(step: JsonObject, name: string): FieldHost | undefined {
  if (isObject(step.properties) && name in step.properties)
    return { host: step, withHost: (host) => host };
  const branches = branchFieldsOf(step).get(name);
  if (branches?.length !== 1 || !branches[0]!.when) return undefined;
  const index = indexOf(branches[0]!);
  const entry = (step.allOf as JsonObject[])[index]!;
  return {
    host: entry.then as JsonObject,
    withHost: (host) => ({
      ...step,
      allOf: (step.allOf as unknown[]).map((e, i) => (i === index ? { ...entry, then: host } : e)),
    }),
  };
}

/** When field `name` is shown: always (undefined), on its own branch's condition, or as JSON says. */
export type FieldCondition =
  | { kind: 'always' }
  | { kind: 'when'; when: Condition; /** Its branch's place in allOf. */ index: number }
  | { kind: 'json'; branches: FieldBranch[] };

export function fieldConditionOf(step: JsonObject, name: string): FieldCondition {
  if (isObject(step.properties) && name in step.properties) return { kind: 'always' };
  const branches = branchFieldsOf(step).get(name) ?? [];
  const [branch] = branches;
  if (branches.length === 1 && branch!.when)
    return { kind: 'when', when: branch!.when, index: indexOf(branch!) };
  return { kind: 'json', branches };
}

/** What a field carries when it moves: its schema, whether it is required, its required message. */
interface Carried {
  schema: JsonObject;
  required: boolean;
  message: unknown;
}

function requiredMessageOf(host: JsonObject, name: string): unknown {
  const messages = isObject(host.errorMessage) ? host.errorMessage.required : undefined;
  return isObject(messages) ? messages[name] : undefined;
}

/** The step without field `name` in its own properties, requirement and required message. */
function takenFromStep(step: JsonObject, name: string): { step: JsonObject; carried: Carried } {
  const { [name]: schema, ...properties } = step.properties as JsonObject;
  const written: JsonObject = { ...step, properties };
  const required = Array.isArray(step.required) && step.required.includes(name);
  if (required) {
    const left = (step.required as unknown[]).filter((entry) => entry !== name);
    if (left.length > 0) written.required = left;
    else delete written.required;
  }
  const message = requiredMessageOf(step, name);
  if (message !== undefined) {
    const { [name]: _gone, ...others } = (step.errorMessage as JsonObject).required as JsonObject;
    const messages: JsonObject = { ...(step.errorMessage as JsonObject), required: others };
    if (Object.keys(others).length === 0) delete messages.required;
    if (Object.keys(messages).length > 0) written.errorMessage = messages;
    else delete written.errorMessage;
  }
  return { step: written, carried: { schema: schema as JsonObject, required, message } };
}

/** The step with the carried field back in its own properties (last), requirement and message. */
function givenToStep(step: JsonObject, name: string, carried: Carried): JsonObject {
  const written: JsonObject = {
    ...step,
    properties: { ...(isObject(step.properties) ? step.properties : {}), [name]: carried.schema },
  };
  if (carried.required)
    written.required = [...(Array.isArray(step.required) ? step.required : []), name];
  if (carried.message !== undefined) {
    const messages = isObject(step.errorMessage) ? step.errorMessage : {};
    const byField = isObject(messages.required) ? messages.required : {};
    written.errorMessage = { ...messages, required: { ...byField, [name]: carried.message } };
  }
  return written;
}

function branchOf(name: string, carried: Carried, when: Condition): JsonObject {
  const then: JsonObject = { properties: { [name]: carried.schema } };
  if (carried.required) then.required = [name];
  if (carried.message !== undefined) then.errorMessage = { required: { [name]: carried.message } };
  return { if: when, then };
}

/**
 * The step with field `name` shown only when `when` holds (undefined: always). A field always
 * shown moves into a branch of its own at the end of allOf, with its requirement and required
 * message; a field of its own branch gets the new condition in place, or moves back into the
 * step's properties. The field keeps its place in the form: the caller writes the order
 * (withOrder) from the order read before. A field whose branches the designer does not own is
 * left as it is.
 */
export function withFieldCondition(
  step: JsonObject,
  name: string,
  when: Condition | undefined,
): JsonObject {
  const condition = fieldConditionOf(step, name);
  if (condition.kind === 'json') return step;
  if (condition.kind === 'always') {
    if (!when) return step;
    const { step: taken, carried } = takenFromStep(step, name);
    const allOf = Array.isArray(step.allOf) ? step.allOf : [];
    return { ...taken, allOf: [...allOf, branchOf(name, carried, when)] };
  }
  const { index } = condition;
  const entries = step.allOf as JsonObject[];
  if (when)
    return { ...step, allOf: entries.map((e, i) => (i === index ? { ...e, if: when } : e)) };
  const then = entries[index]!.then as JsonObject;
  const carried: Carried = {
    schema: (then.properties as JsonObject)[name] as JsonObject,
    required: Array.isArray(then.required) && then.required.includes(name),
    message: requiredMessageOf(then, name),
  };
  const left = entries.filter((_, i) => i !== index);
  const written = givenToStep(step, name, carried);
  if (left.length > 0) written.allOf = left;
  else delete written.allOf;
  return written;
}
