import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertValidCondition } from '../../shared/flow/condition';
import type { FlowManifest } from '../../shared/flow/types';
import type { JsonObject } from '../../shared/schema/splitSchema';
import { readJsonFile, type ManifestProblem, type ManifestValidator } from '../manifests/validate';

export class FlowManifestError extends Error {
  constructor(readonly problems: ManifestProblem[]) {
    super(
      `Invalid flow manifests:\n${problems.map((p) => `  - ${p.file} at ${p.path}: breaks rule "${p.rule}"; fix: ${p.fix}`).join('\n')}`,
    );
    this.name = 'FlowManifestError';
  }
}

export interface LoadedFlow {
  flow: FlowManifest;
  /** Step name -> its schema file's parsed JSON. */
  stepSchemas: Map<string, JsonObject>;
}

/**
 * Reads schemas/flows/<name>.json and the step schema of each of its steps, checking each against
 * its meta-schema, each `when` condition against the supported keywords, and each file's existence.
 */
export function collectFlowProblems(
  rootDir: string,
  flowName: string,
  validator: ManifestValidator,
): { loaded?: LoadedFlow; problems: ManifestProblem[] } {
  const flowFile = join(rootDir, 'schemas/flows', `${flowName}.json`);
  const relativeFlow = `schemas/flows/${flowName}.json`;
  if (!existsSync(flowFile)) {
    return {
      problems: [
        {
          file: relativeFlow,
          path: '/',
          rule: 'exists',
          fix: `create the flow or name an existing one in the brand's "flow"`,
        },
      ],
    };
  }
  const { data, problem } = readJsonFile(rootDir, flowFile);
  if (problem) return { problems: [problem] };
  const problems = validator.validate('flow', flowFile, data);
  if (problems.length > 0) return { problems };
  const flow = data as FlowManifest;
  const stepSchemas = new Map<string, JsonObject>();
  const seen = new Set<string>();
  const roleHolders = new Map<string, string>();
  const hookHolders = new Map<string, string>();
  flow.steps.forEach((step, index) => {
    const where = `/steps/${index}`;
    if (seen.has(step.name))
      problems.push({
        file: relativeFlow,
        path: `${where}/name`,
        rule: 'unique',
        fix: `"${step.name}" appears twice; give each step its own name`,
      });
    seen.add(step.name);
    if (step.name === flow.terminalStepName)
      problems.push({
        file: relativeFlow,
        path: `${where}/name`,
        rule: 'terminal',
        fix: `"${step.name}" is the flow's terminalStepName, which is stored after payment and is not a wizard step; rename the step`,
      });
    const roleHolder = step.role === undefined ? undefined : roleHolders.get(step.role);
    if (roleHolder !== undefined)
      problems.push({
        file: relativeFlow,
        path: `${where}/role`,
        rule: 'unique',
        fix: `"${roleHolder}" already has the role "${step.role}"; keep it on one step`,
      });
    if (step.role !== undefined && roleHolder === undefined) roleHolders.set(step.role, step.name);
    const hookHolder = step.serverHook === undefined ? undefined : hookHolders.get(step.serverHook);
    if (hookHolder !== undefined)
      problems.push({
        file: relativeFlow,
        path: `${where}/serverHook`,
        rule: 'unique',
        fix: `"${hookHolder}" already runs the server hook "${step.serverHook}"; keep it on one step`,
      });
    if (step.serverHook !== undefined && hookHolder === undefined)
      hookHolders.set(step.serverHook, step.name);
    if (step.when !== undefined) {
      try {
        assertValidCondition(step.when);
      } catch (error) {
        problems.push({
          file: relativeFlow,
          path: `${where}/when`,
          rule: 'condition',
          fix: (error as Error).message,
        });
      }
    }
    const schemaFile = join(rootDir, 'schemas/steps', step.schema);
    if (!existsSync(schemaFile)) {
      problems.push({
        file: relativeFlow,
        path: `${where}/schema`,
        rule: 'exists',
        fix: `create schemas/steps/${step.schema} or correct the file name`,
      });
      return;
    }
    const parsed = readJsonFile(rootDir, schemaFile);
    if (parsed.problem) return void problems.push(parsed.problem);
    const stepProblems = validator.validate('step', schemaFile, parsed.data);
    if (stepProblems.length > 0) return void problems.push(...stepProblems);
    stepSchemas.set(step.name, parsed.data as JsonObject);
  });
  return problems.length > 0 ? { problems } : { loaded: { flow, stepSchemas }, problems: [] };
}

export function loadFlow(
  rootDir: string,
  flowName: string,
  validator: ManifestValidator,
): LoadedFlow {
  const { loaded, problems } = collectFlowProblems(rootDir, flowName, validator);
  if (!loaded) throw new FlowManifestError(problems);
  return loaded;
}
