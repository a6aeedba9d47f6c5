import {
  ACCOUNT_FIELDS,
  ENGINE_FIELDS,
  type EngineFieldOwner,
} from '../../contract/accountFields.ts';
import type { FlowManifest, FlowStep, SubmitCall } from '../../flow/types.ts';
import type { JsonObject } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';

/** The submit calls that store a step's answers with the user's data (server/onboarding/saveStepData.ts). */
const STORING_CALLS: readonly (SubmitCall | undefined)[] = ['updateUserData', 'updateStep'];

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const camelName = (stepName: string, field: string) =>
  `${stepName.replace(/_(.)/g, (_, c: string) => c.toUpperCase())}${capitalized(field)}`;

/**
 * A step whose root is not an object of named fields stores its answer as one field named after
 * its file (stepDataSchema): the file's name is the field's, so the file is what to rename.
 */
function oneFieldProblem(
  rule: string,
  stepName: string,
  schemaFile: string,
  field: string,
  why: string,
  names: string,
): ConfigProblem {
  const renamed = stepName === field ? `${field}_answer` : `${stepName}_${field}`;
  return {
    file: `schemas/steps/${schemaFile}`,
    path: '',
    rule,
    message: `the step's answer is not a set of named fields, so it is stored as one field named after its file, "${field}": ${why}`,
    fix: `rename schemas/steps/${schemaFile} to a name of its own, such as ${renamed}.json, and give the step "${stepName}" of the flow "schema": "${renamed}.json" (${names})`,
  };
}

const ACCOUNT_WHY = (field: string) =>
  `"${field}" is a field of the account, filled in at signup: the step would open with the account's value, and after a save the account's value would come back instead of the answer, so the owner's edit would not show`;

const ENGINE_WHY = (field: string, owner: EngineFieldOwner) =>
  `"${field}" is one of the engine's own onboarding fields (${owner.use}): the engine reads and writes it with its own meaning, so this step's answer could be replaced when read back, or acted on as if it were that`;

/** Whether the step stores the field for the engine: it is marked as the engine's step for it. */
function isEnginesStep(step: FlowStep, fieldSchema: unknown, owner: EngineFieldOwner): boolean {
  const ui = (fieldSchema ?? {}) as JsonObject;
  return (
    (owner.serverHook !== undefined && step.serverHook === owner.serverHook) ||
    (owner.role !== undefined && step.role === owner.role) ||
    (owner.renderer !== undefined &&
      (ui['ui:field'] === owner.renderer || ui['ui:widget'] === owner.renderer))
  );
}

/**
 * No step that stores its answers has a field named like one of the account's (firstName, email,
 * ...): the account's value would fill it and replace the owner's answer in every reply.
 */
export function checkAccountFields(
  flow: FlowManifest,
  schemaOfStep: ReadonlyMap<string, JsonObject>,
  oneFieldFiles: ReadonlySet<string> = new Set(),
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const accountNames = `names the account uses: ${ACCOUNT_FIELDS.join(', ')}`;
  const engineNames = `names the engine keeps: ${Object.keys(ENGINE_FIELDS).join(', ')}`;
  for (const step of flow.steps) {
    const schema = schemaOfStep.get(step.name);
    if (!schema || !STORING_CALLS.includes(step.submit?.call)) continue;
    const properties = (schema.properties as JsonObject | undefined) ?? {};
    for (const [field, fieldSchema] of Object.entries(properties)) {
      const owner = Object.hasOwn(ENGINE_FIELDS, field) ? ENGINE_FIELDS[field] : undefined;
      const refused = ACCOUNT_FIELDS.includes(field)
        ? { rule: 'account-field', why: ACCOUNT_WHY(field), names: accountNames }
        : owner && !isEnginesStep(step, fieldSchema, owner)
          ? { rule: 'engine-field', why: ENGINE_WHY(field, owner), names: engineNames }
          : undefined;
      if (!refused) continue;
      if (oneFieldFiles.has(step.schema)) {
        problems.push(
          oneFieldProblem(refused.rule, step.name, step.schema, field, refused.why, refused.names),
        );
        continue;
      }
      problems.push({
        file: `schemas/steps/${step.schema}`,
        path: `/properties/${pointerKey(field)}`,
        rule: refused.rule,
        message: refused.why,
        fix: `give the field a name of its own, such as "${camelName(step.name, field)}" (${refused.names})`,
      });
    }
  }
  return problems;
}
