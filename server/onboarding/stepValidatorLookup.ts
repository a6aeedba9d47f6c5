import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../shared/schema/splitSchema';
import { compileStepValidators, type StepValidator } from '../flow/stepValidators';

/**
 * A step's validator: the one compiled at start when the step is in the active flow, else its
 * schema file compiled on first use (updateStep saves steps a flow may not include).
 */
export function stepValidatorLookup(
  active: Map<string, StepValidator>,
  rootDir: string,
): (stepName: string) => StepValidator {
  const compiled = new Map<string, StepValidator>();
  return (stepName) => {
    const known = active.get(stepName) ?? compiled.get(stepName);
    if (known) return known;
    const file = join(rootDir, 'schemas/steps', `${stepName}.json`);
    const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
    const validator = compileStepValidators(new Map([[stepName, schema]])).get(stepName)!;
    compiled.set(stepName, validator);
    return validator;
  };
}
