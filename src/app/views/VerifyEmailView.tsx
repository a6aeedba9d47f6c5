import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../ui/AppLink';
import type { Message } from '../../../shared/contract';
import { verifyEmail } from '../../api/account';
import { emailVerificationStep, flowOf } from '../../../shared/flow/configFlow';
import { buildFlowContext } from '../../engine/react/flowContext';
import { stepPath } from '../../../shared/routes/appPaths';
import { initialConfigAtom } from '../../state/config';
import { toApiCallError } from '../../api/errors';
import { getUserData } from '../../api/user';
import { announceEmailVerified } from '../../state/emailVerifiedBroadcast';
import { sessionAtom } from '../../state/session';
import { useHeadingFocus } from '../auth/useHeadingFocus';
import { LoadingIndicator } from '../../../renderers/ui/LoadingIndicator';
import type { InitialConfig, OnboardingUserData } from '../../../shared/contract';
import type { FlowManifest } from '../../../shared/flow/types';
import { verifiedLanding, type LinkReader, type VerifiedLanding } from './verifiedLanding';

/** One POST per token, even when React runs the effect twice (StrictMode in development). */
const verifications = new Map<string, ReturnType<typeof verifyEmail>>();

function verifyOnce(token: string): ReturnType<typeof verifyEmail> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token).then((verified) => {
      // A tab waiting on the verification step hears it at once.
      announceEmailVerified();
      return verified;
    });
    verifications.set(token, pending);
  }
  return pending;
}

/** The user data of the account signed in here; null when none is, or it cannot be read. */
function accountSignedInHere(signedIn: boolean): Promise<OnboardingUserData | null> {
  return signedIn ? getUserData().catch(() => null) : Promise.resolve(null);
}

/** Where the link leads now that it has verified the email (the signed-in owner's data decides). */
async function landingAfterVerifying(
  verifiedEmail: string,
  signedIn: boolean,
  flow: FlowManifest,
  config: InitialConfig,
): Promise<VerifiedLanding> {
  const account = await accountSignedInHere(signedIn);
  return verifiedLanding(
    verifiedEmail,
    account && { email: account.email, context: buildFlowContext(flow, config, account) },
    emailVerificationStep(flow)?.name,
  );
}

/** A token never issued, or one the server cannot read as text: a link cut short or garbled. */
const LINK_NOT_OURS = new Set(['TOKEN_NOT_VALID', 'VALIDATION_FAILED']);

const VERIFIED_TEXT: Record<LinkReader, string> = {
  owner: 'auth.verifyEmail.verifiedText',
  signedOut: 'auth.verifyEmail.verifiedSignInText',
  otherAccount: 'auth.verifyEmail.verifiedOtherAccountText',
};

/** What the page says once the email is verified: just now (by whom), or by an earlier click. */
interface VerifiedPage {
  title: string;
  text: Message;
  continueTo: string;
}

/**
 * The step a signed-in owner whose email is verified already should go on to, when their link was
 * used before (a second click on the mail); null when nobody is signed in here or it is not verified.
 */
async function stepOfVerifiedOwner(signedIn: boolean): Promise<string | null> {
  const account = await accountSignedInHere(signedIn);
  return account?.isEmailVerified ? account.stepName : null;
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
  const config = configState.status === 'ready' ? configState.config : undefined;
  const flow = config ? flowOf(config) : undefined;
  const [failure, setFailure] = useState<Message | null>(
    token ? null : { id: 'auth.verifyEmail.missingToken' },
  );
  const [verifiedPage, setVerifiedPage] = useState<VerifiedPage | null>(null);

  useEffect(() => {
    if (!token || !config || !flow) return;
    let active = true;
    verifyOnce(token)
      .then(async ({ email }) => {
        const landing = await landingAfterVerifying(email, signedIn, flow, config);
        if (!active) return;
        if (landing.kind === 'successModal') navigate(landing.to, { replace: true });
        else
          setVerifiedPage({
            title: 'auth.verifyEmail.verifiedTitle',
            text: { id: VERIFIED_TEXT[landing.reader], params: { email } },
            continueTo: landing.continueTo,
          });
      })
      .catch(async (error: unknown) => {
        const failed = toApiCallError(error);
        const step =
          failed.statusCode === 'TOKEN_USED' ? await stepOfVerifiedOwner(signedIn) : null;
        if (!active) return;
        if (step)
          setVerifiedPage({
            title: 'auth.verifyEmail.alreadyVerifiedTitle',
            text: { id: 'auth.verifyEmail.alreadyVerifiedText' },
            continueTo: stepPath(step),
          });
        else
          setFailure(
            LINK_NOT_OURS.has(failed.statusCode.toUpperCase())
              ? { id: 'auth.verifyEmail.linkNotValid' }
              : failed.messageRef,
          );
      });
    return () => {
      active = false;
    };
  }, [token, navigate, signedIn, config, flow]);

  // The result replaces "Verifying your email…" in place: its heading takes focus to be announced.
  useEffect(() => {
    if (token && (verifiedPage || failure)) heading.current?.focus();
  }, [token, verifiedPage, failure, heading]);

  if (verifiedPage) {
    return (
      <section className="auth-view" aria-labelledby="verify-title">
        <h1 id="verify-title" className="auth-view__title" tabIndex={-1} ref={heading}>
          {t(verifiedPage.title)}
        </h1>
        <p className="auth-view__intro">{t(verifiedPage.text.id, verifiedPage.text.params)}</p>
        <AppLink className="button button--primary" to={verifiedPage.continueTo} replace>
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
