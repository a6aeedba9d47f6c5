import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldProblem } from '../../../shared/contract/envelope';
import { stepFieldNames } from '../../../shared/schema/schemaLevels';
import { createSchemaAjv } from '../../../shared/schema/ajvSetup';
import { defaultMessageOf } from '../../../shared/schema/defaultMessage';
import { missingPropertyOf } from '../../../shared/schema/missingProperty';
import { splitSchema, type JsonObject } from '../../../shared/schema/splitSchema';

/**
 * Its message is the schema's errorMessage (a copy key or a text), else the engine's words for the
 * keyword with their parameters, as the browser shows them (shared/schema/defaultMessage.ts).
 */
export type StepIssue = FieldProblem;

export interface StepValidator {
  /** The top-level fields the step's schema declares. */
  fields: string[];
  validate(values: Record<string, unknown>): StepIssue[];
}

/** An `if` error only says a `then` branch failed; the branch's own error says how. */
function issuesOf(errors: ErrorObject[] | null | undefined): StepIssue[] {
  return (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      const missing = missingPropertyOf(error);
      const path =
        missing !== undefined ? `${error.instancePath}/${missing}` : error.instancePath || '/';
      return {
        path,
        message:
          error.keyword === 'errorMessage' && error.message
            ? { id: error.message }
            : defaultMessageOf(error.keyword, error.params),
      };
    });
}

/** Compiles each step's schema with the same Ajv set-up the browser's precompiled validators use. */
export function compileStepValidators(
  stepSchemas: Map<string, JsonObject>,
): Map<string, StepValidator> {
  const ajv = createSchemaAjv();
  const validators = new Map<string, StepValidator>();
  for (const [name, raw] of stepSchemas) {
    const { schema } = splitSchema(raw);
    const validate: ValidateFunction = ajv.compile(schema);
    validators.set(name, {
      fields: stepFieldNames(schema),
      validate(values) {
        return validate(values) ? [] : issuesOf(validate.errors);
      },
    });
  }
  return validators;
}
