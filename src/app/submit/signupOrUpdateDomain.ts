import i18next from 'i18next';
import { activeBotCheck } from '../botCheck/activeBotCheck';
import { botCheckSettings } from '../botCheck/settings';
import { signup, updateDomainName } from '../../api/account';
import { readApiBase } from '../../api/apiBase';
import type { OnboardingUserData, StepSaveReply } from '../../../shared/contract';
import { ApiCallError, toApiCallError } from '../../api/errors';
import { getUserData } from '../../api/user';
import { storeSession } from '../../state/sessionActions';
import { initialConfigAtom } from '../../state/config';
import { storedPlanIdAtom } from '../../state/selectedPlan';
import { forgetSignupDraftAtom, signupDraftAtom } from '../../state/signupDraft';
import { appStore } from '../../state/store';
import type { SubmitAction } from '../../engine/react/submitActions';
import { fromSaveReply } from './saveReply';

/** A failure the person is not shown: a missing bot-check token is only logged. */
function silent(code: string): ApiCallError {
  return new ApiCallError('', code, undefined);
}

/**
 * How a failed signup or domain change shows: the server's problems with the subdomain (a taken
 * name with its suggestions among them) at the field; anything else above the button.
 */
export function domainFailure(error: unknown): ApiCallError {
  const failure = toApiCallError(error);
  const issues = (failure.data as { errors?: { path?: string }[] } | null)?.errors;
  if (Array.isArray(issues) && issues.some((issue) => issue.path !== '/domain')) {
    // The signup form's fields are not on this step: their message shows above the button.
    return new ApiCallError(
      failure.message,
      failure.statusCode,
      failure.httpStatus,
      null,
      failure.messageRef,
    );
  }
  return failure;
}

/** The bot check's token, or a silent stop when there is none (only logged, as the spec says). */
async function botCheckToken(): Promise<string> {
  const config = appStore.get(initialConfigAtom);
  const settings = botCheckSettings(
    config.status === 'ready' ? config.config : undefined,
    readApiBase(),
  );
  if (settings.provider === 'off') return '';
  const check = activeBotCheck();
  if (!check) {
    console.error('The bot check is not available yet.');
    throw silent('bot_check_unavailable');
  }
  const token = await check.getToken();
  if (!token) {
    console.error('reCAPTCHA verification failed. Please try again.!');
    throw silent('bot_check_missing');
  }
  return token;
}

/**
 * The subdomain step (tenant_domain). A new signup runs the bot check and submits the signup
 * draft with the domain, then signs in (the user data loads after). An existing user moves on with
 * an unchanged subdomain, or sends the new one and moves on with refreshed user data.
 */
export const signupOrUpdateDomainAction: SubmitAction = async ({ values, userData }) => {
  const domain = typeof values.domain === 'string' ? values.domain.trim() : '';

  if (userData.userId) {
    if (domain.toLowerCase() === (userData.subDomain ?? '').toLowerCase()) return {};
    let reply: Partial<StepSaveReply> | null;
    try {
      reply = await updateDomainName(domain, userData.userId);
    } catch (error) {
      throw domainFailure(error);
    }
    const { data: updated, next } = fromSaveReply(reply ?? {});
    // The reply is the refreshed user data; a server that sends less is asked for it.
    const fresh = updated.userId
      ? ({ ...userData, ...updated } as OnboardingUserData)
      : await getUserData();
    return { userData: fresh, serverStepName: fresh.stepName, ...next };
  }

  const draft = appStore.get(signupDraftAtom);
  if (!draft) throw new ApiCallError('Something went wrong!', 'no_signup_draft', undefined);
  const token = await botCheckToken();
  try {
    const reply = await signup({
      ...draft,
      domain,
      gRecaptchaToken: token,
      selectedPlanId: appStore.get(storedPlanIdAtom),
      language: i18next.language,
    });
    storeSession(reply);
    // The draft leaves storage and the password memory; the session now stands for the account.
    appStore.set(forgetSignupDraftAtom);
    return { serverStepName: reply.stepName };
  } catch (error) {
    // Each challenge is accepted once: the next attempt needs a fresh one.
    activeBotCheck()?.reset();
    throw domainFailure(error);
  }
};
