import { stepFieldNames } from '../../schema/schemaLevels.ts';
import { assertValidCondition } from '../../flow/condition.ts';
import type { FlowManifest, FlowStep, NextTarget } from '../../flow/types.ts';
import type { JsonObject } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';

/**
 * The checks of one flow's steps taken one by one: unique names and roles, the terminal name, the
 * `when` syntax, the schema file, every step a target names, and the fields a save names.
 * `stepSchemas` maps a schema file name to its parsed JSON, for the files that passed their own checks.
 */
export function checkFlowSteps(
  file: string,
  flow: FlowManifest,
  stepSchemas: ReadonlyMap<string, JsonObject | undefined>,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const names = flow.steps.map((step) => step.name);
  const add = (path: string, rule: string, message: string, fix: string) =>
    problems.push({ file, path, rule, message, fix });
  const stepExists = (path: string, name: string, what: string) => {
    if (!names.includes(name))
      add(
        path,
        'step-exists',
        `${what} names the step "${name}", which the flow "${flow.name}" does not have`,
        `name one of: ${names.join(', ')}`,
      );
  };
  const targetExists = (path: string, target: NextTarget | undefined, what: string) => {
    if (typeof target !== 'object') return;
    stepExists(`${path}/step`, target.step, what);
    target.unlessStoredIn?.forEach((name, i) =>
      stepExists(`${path}/unlessStoredIn/${i}`, name, what),
    );
  };
  const seenRoles = new Map<string, string>();
  const seenHooks = new Map<string, string>();
  flow.steps.forEach((step, index) => {
    const at = `/steps/${index}`;
    if (names.indexOf(step.name) !== index)
      add(`${at}/name`, 'unique', `"${step.name}" appears twice`, 'give each step its own name');
    if (step.name === flow.terminalStepName)
      add(
        `${at}/name`,
        'terminal',
        `"${step.name}" is the flow's terminalStepName, which is stored after payment and is not a wizard step`,
        'rename the step',
      );
    for (const [key, seen] of [
      ['role', seenRoles],
      ['serverHook', seenHooks],
    ] as const) {
      const value = step[key];
      if (value === undefined) continue;
      const holder = seen.get(value);
      if (holder === undefined) seen.set(value, step.name);
      else
        add(
          `${at}/${key}`,
          'unique',
          `"${holder}" already has the ${key} "${value}"`,
          `keep "${value}" on one step`,
        );
    }
    if (step.when !== undefined) {
      try {
        assertValidCondition(step.when);
      } catch (error) {
        add(`${at}/when`, 'condition', (error as Error).message, 'use only the supported keywords');
      }
    }
    targetExists(`${at}/submit/next`, step.submit?.next, 'Next');
    targetExists(`${at}/submit/nextWhenUnchanged`, step.submit?.nextWhenUnchanged, 'Next');
    if (typeof step.back === 'object') stepExists(`${at}/back/step`, step.back.step, 'Back');
    if (!stepSchemas.has(step.schema)) {
      add(
        `${at}/schema`,
        'exists',
        `schemas/steps/${step.schema} does not exist`,
        `create schemas/steps/${step.schema} or correct the file name`,
      );
      return;
    }
    const schema = stepSchemas.get(step.schema);
    if (schema) problems.push(...checkSubmitFields(file, at, step, schema));
  });
  return problems;
}

function checkSubmitFields(
  file: string,
  at: string,
  step: FlowStep,
  schema: JsonObject,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const properties = stepFieldNames(schema);
  const notAProperty = (path: string, field: string) =>
    problems.push({
      file,
      path,
      rule: 'field-exists',
      message: `"${field}" is not a property of schemas/steps/${step.schema}`,
      fix: `name one of: ${properties.join(', ')}`,
    });
  const bound = step.submit?.fields;
  bound?.forEach((field, i) => {
    if (!properties.includes(field)) notAProperty(`${at}/submit/fields/${i}`, field);
  });
  if (bound && step.submit?.call !== 'none') {
    const required = ((schema.required as string[] | undefined) ?? []).filter((f) =>
      properties.includes(f),
    );
    for (const field of required.filter((f) => !bound.includes(f)))
      problems.push({
        file,
        path: `${at}/submit/fields`,
        rule: 'required-sent',
        message: `the step requires "${field}" but its save does not send it`,
        fix: `add "${field}" to the fields`,
      });
  }
  for (const [code, field] of Object.entries(step.submit?.fieldErrors ?? {}))
    if (!properties.includes(field))
      notAProperty(`${at}/submit/fieldErrors/${pointerKey(code)}`, field);
  return problems;
}
