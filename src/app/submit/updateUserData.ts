import type { OnboardingUserData } from '../../../shared/contract';
import { updateUserData } from '../../api/user';
import type { SubmitAction } from '../../engine/react/submitActions';
import { fromSaveReply } from './saveReply';

/** The generic save: POST /user/updateUserData with the step's fields. */
export const updateUserDataAction: SubmitAction = async ({ step, values }) => {
  const { data, next } = fromSaveReply(await updateUserData(step.name, values));
  const userData = data as OnboardingUserData;
  return { userData, serverStepName: userData.stepName, ...next };
};
