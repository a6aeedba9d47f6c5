import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowManifest, ServerHookName } from '../../shared/flow/types';
import type { JsonObject } from '../../shared/schema/splitSchema';
import type { FlowService } from '../flow/flowService';
import { compileStepValidators, type StepValidator } from '../flow/stepValidators';

export interface HookedStep {
  name: string;
  serverHook: ServerHookName;
  validator: StepValidator;
}

/**
 * The step whose save runs a server hook: the active flow's, else the first flow's in
 * schemas/flows that has one, with its schema compiled on first use (updateStep saves the
 * knowledge base and training steps a flow may not include).
 */
export function hookedStepLookup(
  flow: FlowService,
  active: Map<string, StepValidator>,
  rootDir: string,
): (hook: ServerHookName) => HookedStep | undefined {
  const compiled = new Map<ServerHookName, HookedStep>();
  return (hook) => {
    const inFlow = flow.stepWithHook(hook);
    const validator = inFlow && active.get(inFlow.name);
    if (inFlow && validator) return { name: inFlow.name, serverHook: hook, validator };
    const known = compiled.get(hook);
    if (known) return known;
    const step = otherFlowSteps(rootDir).find((s) => s.serverHook === hook);
    if (!step) return undefined;
    const schema = JSON.parse(
      readFileSync(join(rootDir, 'schemas/steps', step.schema), 'utf8'),
    ) as JsonObject;
    const found: HookedStep = {
      name: step.name,
      serverHook: hook,
      validator: compileStepValidators(new Map([[step.name, schema]])).get(step.name)!,
    };
    compiled.set(hook, found);
    return found;
  };
}

function otherFlowSteps(rootDir: string): FlowManifest['steps'] {
  const dir = join(rootDir, 'schemas/flows');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as FlowManifest).steps);
}
