import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FlowService } from '../flow/flowService';
import type { StepValidator } from '../flow/stepValidators';
import { ApiError } from '../http/envelope';
import { toOnboardingUserData, type OnboardingUserData, type UserRow } from '../users/userData';

export interface SaveStepDependencies {
  db: Kysely<DB>;
  flow: FlowService;
  validators: Map<string, StepValidator>;
  tenantDomainSuffix: string;
}

/** The step a body belongs to: the one it names, else the first whose schema declares all its fields. */
export function resolveStep(
  validators: Map<string, StepValidator>,
  named: string | undefined,
  fields: string[],
): string {
  if (named !== undefined) {
    if (!validators.has(named))
      throw new ApiError(400, 'unknown_step', `There is no step named "${named}" in this flow.`);
    return named;
  }
  const match = [...validators].find(
    ([, v]) => fields.length > 0 && fields.every((f) => v.fields.includes(f)),
  );
  if (!match)
    throw new ApiError(400, 'unknown_step', 'These fields do not belong to any step of this flow.');
  return match[0];
}

/**
 * Validates a step's fields against that step's schema and stores them with the user's onboarding
 * data, moving stepName on as the flow core says; one statement, so nothing is half-written.
 */
export async function saveStepData(
  deps: SaveStepDependencies,
  user: UserRow,
  stepName: string,
  fields: Record<string, unknown>,
): Promise<OnboardingUserData> {
  const validator = deps.validators.get(stepName)!;
  const unknown = Object.keys(fields).filter((f) => !validator.fields.includes(f));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'validation_failed',
      `The step "${stepName}" has no field "${unknown[0]}".`,
      {
        errors: unknown.map((f) => ({ path: `/${f}`, message: 'validation.unknownField' })),
      },
    );
  }
  const issues = validator.validate(fields);
  if (issues.length > 0) {
    throw new ApiError(400, 'validation_failed', `The ${stepName} step's data is not valid.`, {
      errors: issues,
    });
  }
  const merged = { ...toOnboardingUserData(user, deps.tenantDomainSuffix), ...fields };
  const nextStepName = deps.flow.stepAfterSave(merged, stepName);
  const updated = await deps.db
    .updateTable('users')
    .set({
      onboarding: sql`onboarding || ${JSON.stringify(fields)}::jsonb`,
      step_name: nextStepName,
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOnboardingUserData(updated, deps.tenantDomainSuffix);
}
