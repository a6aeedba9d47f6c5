import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertValidCondition } from '../../src/engine/core/condition';
import type { FlowManifest } from '../../src/engine/core/types';
import type { JsonObject } from '../../src/engine/schema/splitSchema';
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
