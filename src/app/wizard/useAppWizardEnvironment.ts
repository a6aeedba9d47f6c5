import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { SIGNUP_COMPLETE_PATH, stepPath } from '../../../shared/routes/appPaths';
import { reportStepViewed, reportValidationFailed } from '../../api/events';
import { toApiCallError } from '../../api/errors';
import type { WizardEnvironment } from '../../engine/react/wizardEnvironment';
import { resolveSelectedPlan, storedPlanIdAtom } from '../../state/selectedPlan';
import { sessionAtom } from '../../state/session';
import { signupDraftAtom, signupStepValuesAtom } from '../../state/signupDraft';
import { userDataAtom } from '../../state/userData';
import { useReadyConfig } from '../auth/useAuthFormContext';
import { submitActionFor } from '../submit/submitActions';
import { useUserData } from '../useUserData';
import { useFormEnvironment } from './useFormEnvironment';

const paths = { step: stepPath, complete: SIGNUP_COMPLETE_PATH };

/**
 * The wizard's environment in the app: its configuration, the signed-in user's data, the session,
 * the signup draft and the chosen plan from the app's state, the API's saves, and the router's
 * addresses; it tells the server what only the page sees (a step shown, a submit refused).
 */
export function useAppWizardEnvironment(): WizardEnvironment {
  const config = useReadyConfig();
  const user = useUserData();
  const setUserState = useSetAtom(userDataAtom);
  const session = useAtomValue(sessionAtom);
  const signupDraft = useAtomValue(signupDraftAtom);
  const storedPlanId = useAtomValue(storedPlanIdAtom);
  const [values, keep] = useAtom(signupStepValuesAtom);
  const form = useFormEnvironment();
  const signupStepValues = useMemo(() => ({ values, keep }), [values, keep]);

  return useMemo<WizardEnvironment>(
    () => ({
      config,
      user,
      setUserData: (data) => setUserState({ status: 'ready', data }),
      hasSessionToken: Boolean(session.signupToken),
      hasSignupDraft: signupDraft !== null,
      signupStepValues,
      planFor: (ready, userData) => resolveSelectedPlan(ready, userData, storedPlanId),
      submitActions: submitActionFor,
      failureOf: toApiCallError,
      form,
      paths,
      onStepShown: reportStepViewed,
      onInvalidSubmit: reportValidationFailed,
    }),
    [
      config,
      user,
      setUserState,
      session.signupToken,
      signupDraft,
      signupStepValues,
      storedPlanId,
      form,
    ],
  );
}
