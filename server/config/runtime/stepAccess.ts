import type { FlowUserData, StepName } from '../../../shared/flow/types';
import { ApiError, message } from '../../http/envelope';
import type { FlowService } from './flowService';

/** Refuses work on a step this user has not reached in the flow the server computes (or one the flow lacks). */
export function assertStepReached(
  flow: FlowService,
  userData: FlowUserData,
  stepName: StepName | undefined,
): void {
  if (stepName === undefined || !flow.isReached(userData, stepName)) {
    throw new ApiError(
      409,
      'step_not_reached',
      message('wizard.stepNotReached', { stepName: stepName ?? null }),
      {
        stepName,
      },
    );
  }
}
