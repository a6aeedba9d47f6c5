import { ACCOUNT_FIELDS } from '../../contract/accountFields.ts';
import type { FlowManifest, SubmitCall } from '../../flow/types.ts';
import type { JsonObject } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';

/** The submit calls that store a step's answers with the user's data (server/onboarding/saveStepData.ts). */
const STORING_CALLS: readonly (SubmitCall | undefined)[] = ['updateUserData', 'updateStep'];

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A step whose root is not an object of named fields stores its answer as one field named after
 * its file (stepDataSchema): the file's name is the field's, so the file is what to rename.
 */
function oneFieldProblem(stepName: string, schemaFile: string, field: string): ConfigProblem {
  const renamed = stepName === field ? `${field}_answer` : `${stepName}_${field}`;
  return {
    file: `schemas/steps/${schemaFile}`,
    path: '',
    rule: 'account-field',
    message: `the step's answer is not a set of named fields, so it is stored as one field named after its file, "${field}", which is a field of the account, filled in at signup: the step would open with the account's value, and after a save the account's value would come back instead of the answer, so the owner's edit would not show`,
    fix: `rename schemas/steps/${schemaFile} to a name of its own, such as ${renamed}.json, and give the step "${stepName}" of the flow "schema": "${renamed}.json" (names the account uses: ${ACCOUNT_FIELDS.join(', ')})`,
  };
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
  for (const step of flow.steps) {
    const schema = schemaOfStep.get(step.name);
    if (!schema || !STORING_CALLS.includes(step.submit?.call)) continue;
    for (const field of Object.keys((schema.properties as JsonObject | undefined) ?? {})) {
      if (!ACCOUNT_FIELDS.includes(field)) continue;
      if (oneFieldFiles.has(step.schema)) {
        problems.push(oneFieldProblem(step.name, step.schema, field));
        continue;
      }
      problems.push({
        file: `schemas/steps/${step.schema}`,
        path: `/properties/${pointerKey(field)}`,
        rule: 'account-field',
        message: `"${field}" is a field of the account, filled in at signup: the step would open with the account's value, and after a save the account's value would come back instead of the answer, so the owner's edit would not show`,
        fix: `give the field a name of its own, such as "${step.name.replace(/_(.)/g, (_, c: string) => c.toUpperCase())}${capitalized(field)}" (names the account uses: ${ACCOUNT_FIELDS.join(', ')})`,
      });
    }
  }
  return problems;
}
