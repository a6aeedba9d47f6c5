import type { Kysely, Transaction } from 'kysely';
import type { StepSaveReply } from '../../shared/contract';
import type { ServerHookName } from '../../shared/flow/types';
import type { DB } from '../db/schema';
import type { ConfigRuntime } from '../config/runtime/configRuntime';
import { assertStepReached } from '../config/runtime/stepAccess';
import type { StepValidator } from '../config/runtime/stepValidators';
import { ApiError, message } from '../http/envelope';
import { toOnboardingUserData, type UserRow } from '../users/userData';
import type { UsersRepository } from '../users/usersRepository';
import { assertOwnLogo } from './logoOwnership';
import type { FlowConfig } from '../config/runtime/flowConfig';
import type { StepHooks } from './stepHooks';

/** What a save was, for those who watch saves (the funnels): the save itself knows none of them. */
export interface StepSave {
  stepName: string;
  /** False for a step outside the user's flow (updateStep's), which never moves stepName. */
  inFlow: boolean;
  brandId: string;
  requestId: string | undefined;
}

/** A save that was stored: with the fields it stored, as its step's schema declares them. */
export interface StoredStepSave extends StepSave {
  fields: Record<string, unknown>;
  declaredFields: readonly string[];
}

export interface StepSaveObserver {
  /** In the save's transaction, with the user's row as written (and held). */
  saved(trx: Transaction<DB>, user: UserRow, save: StoredStepSave): Promise<void>;
  /** After a save was refused with a 4xx; its failure is ignored. */
  refused(user: UserRow, save: StepSave, error: ApiError): Promise<void>;
}

export interface SaveStepDependencies {
  db: Kysely<DB>;
  users: Pick<UsersRepository, 'saveStep'>;
  /** Each user's flow and step validators: those of the configuration version they are pinned to. */
  configs: Pick<ConfigRuntime, 'of'>;
  tenantDomainSuffix: string;
  /** Server-side work of the steps that name a serverHook. */
  hooks?: StepHooks;
  observer?: StepSaveObserver;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the onboarding plugin's routes save steps with (decorated inside that plugin only). */
    stepSaves: SaveStepDependencies;
  }
}

/** The step a body belongs to: the one it names, else the first whose schema declares all its fields. */
export function resolveStep(
  validators: Map<string, StepValidator>,
  named: string | undefined,
  fields: string[],
): string {
  if (named !== undefined) {
    if (!validators.has(named))
      throw new ApiError(400, 'unknown_step', message('errors.unknownStep', { step: named }));
    return named;
  }
  const match = [...validators].find(
    ([, v]) => fields.length > 0 && fields.every((f) => v.fields.includes(f)),
  );
  if (!match) throw new ApiError(400, 'unknown_step', message('errors.fieldsOfNoStep'));
  return match[0];
}

/** Refuses fields the step does not declare and values its schema does not allow. */
export function assertValidStepFields(
  validator: StepValidator,
  stepName: string,
  fields: Record<string, unknown>,
): void {
  const unknown = Object.keys(fields).filter((f) => !validator.fields.includes(f));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'validation_failed',
      message('errors.unknownField', { step: stepName, field: unknown[0]! }),
      {
        errors: unknown.map((f) => ({
          path: `/${f}`,
          message: message('validation.unknownField'),
        })),
      },
    );
  }
  const issues = validator.validate(fields);
  if (issues.length > 0) {
    throw new ApiError(
      400,
      'validation_failed',
      message('errors.stepDataInvalid', { step: stepName }),
      {
        errors: issues,
      },
    );
  }
}

export interface SaveStepOptions {
  /** The step's validator when the step is not in the active flow (updateStep). */
  validator?: StepValidator;
  /** The step's serverHook when the step is not in the active flow (updateStep). */
  serverHook?: ServerHookName;
  extras?: Record<string, unknown>;
  /** The request's idempotency key: a retried request is not counted twice in the funnels. */
  requestId?: string;
}

/**
 * Refuses a flow step the user has not reached, validates its fields against that step's schema
 * (a logoUrl must be the user's own), runs the step's hook, and stores the fields with the
 * user's onboarding data, moving stepName on as the flow core (or the hook) says; the row and
 * whatever the hook writes commit together or not at all.
 */
export async function saveStepData(
  deps: SaveStepDependencies,
  user: UserRow,
  stepName: string,
  fields: Record<string, unknown>,
  options: SaveStepOptions = {},
): Promise<StepSaveReply> {
  const flowConfig = await deps.configs.of(user.config_version_id);
  try {
    return await saveChecked(deps, flowConfig, user, stepName, fields, options);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus < 500) {
      const save = {
        stepName,
        inFlow: flowConfig.flow.isStep(stepName),
        brandId: flowConfig.brand.id,
        requestId: options.requestId,
      };
      await deps.observer?.refused(user, save, error).catch(() => undefined);
    }
    throw error;
  }
}

async function saveChecked(
  deps: SaveStepDependencies,
  { flow, stepValidators, brand }: FlowConfig,
  user: UserRow,
  stepName: string,
  fields: Record<string, unknown>,
  options: SaveStepOptions,
): Promise<StepSaveReply> {
  const before = toOnboardingUserData(user, deps.tenantDomainSuffix);
  // A step outside the active flow (updateStep's) only stores its data; it never moves stepName.
  if (flow.isStep(stepName)) assertStepReached(flow, before, stepName);
  const validator = options.validator ?? stepValidators.get(stepName);
  if (!validator)
    throw new ApiError(400, 'unknown_step', message('errors.unknownStep', { step: stepName }));
  assertValidStepFields(validator, stepName, fields);
  assertOwnLogo(user, fields);
  const userData = { ...before, ...fields };
  const nextStepName = flow.isStep(stepName)
    ? flow.stepAfterSave(userData, stepName)
    : user.step_name;
  const hookName = options.serverHook ?? flow.step(stepName)?.serverHook;
  const hook = hookName === undefined ? undefined : deps.hooks?.get(hookName);
  const prepared = hook
    ? await hook({
        user,
        stepName,
        fields,
        userData,
        nextStepName,
        flow,
        extras: options.extras ?? {},
      })
    : {};
  const stored = prepared.fields ?? fields;
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await deps.users.saveStep(user, stored, prepared.stepName ?? nextStepName, trx);
    if (!row) throw new ApiError(409, 'flow_changed', message('errors.flowChanged'));
    await prepared.inTransaction?.(trx, row);
    await deps.observer?.saved(trx, row, {
      stepName,
      inFlow: flow.isStep(stepName),
      brandId: brand.id,
      requestId: options.requestId,
      fields: stored,
      declaredFields: validator.fields,
    });
    return row;
  });
  prepared.afterCommit?.();
  const saved = toOnboardingUserData(updated, deps.tenantDomainSuffix);
  return { ...saved, ...prepared.reply, nextStepName: flow.nextAfterSave(saved, stepName) };
}
