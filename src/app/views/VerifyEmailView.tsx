import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../ui/AppLink';
import type { Message } from '../../../shared/contract';
import { verifyEmail } from '../../api/account';
import { emailVerificationStep, flowOf } from '../../engine/flows';
import { stepPath } from '../../../shared/routes/appPaths';
import { initialConfigAtom } from '../../state/config';
import { toApiCallError } from '../../api/errors';
import { getUserData } from '../../api/user';
import { sessionAtom } from '../../state/session';
import { useHeadingFocus } from '../auth/useHeadingFocus';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/** One POST per token, even when React runs the effect twice (StrictMode in development). */
const verifications = new Map<string, Promise<unknown>>();

function verifyOnce(token: string): Promise<unknown> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

/**
 * The step a signed-in owner whose email is verified already should go on to, when their link was
 * used before (a second click on the mail); null when nobody is signed in here or it is not verified.
 */
async function stepOfVerifiedOwner(signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null;
  try {
    const data = await getUserData();
    return data.isEmailVerified ? data.stepName : null;
  } catch {
    return null;
  }
}

/**
 * /verify-email?token=: the link in the verification mail. Opening it (a GET, as mail scanners do)
 * spends nothing; this page POSTs the token, then shows the verified step.
 */
export default function VerifyEmailView() {
  const { t } = useTranslation();
  const heading = useHeadingFocus();
  const navigate = useNavigate();
  const [token] = useState(() =>
    (new URLSearchParams(window.location.search).get('token') ?? '').trim(),
  );
  const signedIn = Boolean(useAtomValue(sessionAtom).signupToken);
  const configState = useAtomValue(initialConfigAtom);
  const verificationStep = emailVerificationStep(
    configState.status === 'ready' ? flowOf(configState.config) : undefined,
  )?.name;
  const [failure, setFailure] = useState<Message | null>(
    token ? null : { id: 'auth.verifyEmail.missingToken' },
  );
  const [verifiedStep, setVerifiedStep] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token)
      .then(
        () =>
          active &&
          verificationStep &&
          navigate(`${stepPath(verificationStep)}?success=true`, { replace: true }),
      )
      .catch(async (error: unknown) => {
        const failed = toApiCallError(error);
        const step =
          failed.statusCode === 'TOKEN_USED' ? await stepOfVerifiedOwner(signedIn) : null;
        if (!active) return;
        if (step) setVerifiedStep(step);
        else setFailure(failed.messageRef);
      });
    return () => {
      active = false;
    };
  }, [token, navigate, signedIn, verificationStep]);

  if (verifiedStep) {
    return (
      <section className="auth-view" aria-labelledby="verify-title">
        <h1 id="verify-title" className="auth-view__title" tabIndex={-1} ref={heading}>
          {t('auth.verifyEmail.alreadyVerifiedTitle')}
        </h1>
        <p className="auth-view__intro">{t('auth.verifyEmail.alreadyVerifiedText')}</p>
        <AppLink className="button button--primary" to={stepPath(verifiedStep)} replace>
          {t('auth.verifyEmail.continue')}
        </AppLink>
      </section>
    );
  }

  if (!failure) {
    return (
      <section className="auth-view" aria-labelledby="verify-title">
        <h1 id="verify-title" className="auth-view__title" tabIndex={-1} ref={heading}>
          {t('auth.verifyEmail.title')}
        </h1>
        <LoadingIndicator />
      </section>
    );
  }
  return (
    <section className="auth-view" aria-labelledby="verify-title">
      <h1 id="verify-title" className="auth-view__title" tabIndex={-1} ref={heading}>
        {t('auth.verifyEmail.failedTitle')}
      </h1>
      <p className="form-error" role="alert">
        {t(failure.id, failure.params)}
      </p>
      <nav className="auth-view__links" aria-label={t('auth.login.linksLabel')}>
        <AppLink to="/login">{t('auth.backToLogin')}</AppLink>
      </nav>
    </section>
  );
}
