import type { FieldProblem } from '../../../shared/contract/envelope';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AppLink } from '../../ui/AppLink';
import type { Message } from '../../../shared/contract';
import { checkResetToken, resetPassword } from '../../api/account';
import { toApiCallError } from '../../api/errors';
import { fieldProblemsOf } from '../../engine/react/serverErrors';
import { useFormModule } from '../auth/useFormModule';
import { AuthForm } from '../auth/AuthForm';
import { FormLoad } from '../auth/FormLoad';
import { FormStatus } from '../auth/FormStatus';
import { LoadingIndicator } from '../../../renderers/ui/LoadingIndicator';
import { resetErrorMessage } from '../auth/recoveryMessages';
import { SubmitButton } from '../auth/SubmitButton';
import { useHeadingFocus } from '../auth/useHeadingFocus';
import { timings } from '../../../shared/ui/timings';
import { BackToLogin } from './EmailRecovery';

type Data = Record<string, unknown>;

const LINK_PROBLEMS: Record<string, string> = {
  TOKEN_NOT_VALID: 'auth.resetPassword.linkNotValid',
  // A token the server cannot even read as text (a %00 in the address) is no link of ours either.
  VALIDATION_FAILED: 'auth.resetPassword.linkNotValid',
  TOKEN_NOT_VERIFIED: 'auth.resetPassword.linkSpent',
};

type LinkState = { status: 'checking' } | { status: 'usable' } | { status: 'refused'; key: string };

/**
 * Whether the link's token can still be used, asked before the form is shown: a link never issued,
 * used or expired is told at once. Any other failure leaves the form to try (the reset says why).
 */
function useResetLink(token: string): LinkState {
  const [state, setState] = useState<LinkState>(() =>
    token ? { status: 'checking' } : { status: 'refused', key: 'auth.resetPassword.missingToken' },
  );
  useEffect(() => {
    if (!token) return;
    let active = true;
    checkResetToken(token).then(
      () => active && setState({ status: 'usable' }),
      (error: unknown) => {
        if (!active) return;
        const key = LINK_PROBLEMS[toApiCallError(error).statusCode.trim().toUpperCase()];
        setState(key ? { status: 'refused', key } : { status: 'usable' });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}

/** /reset-password/{token}: a new password and its confirmation; then back to login, tenant set. */
export default function ResetPasswordView() {
  const { t } = useTranslation();
  const heading = useHeadingFocus();
  const navigate = useNavigate();
  const token = (useParams().token ?? '').trim();
  const state = useFormModule('reset_password.json');
  const link = useResetLink(token);
  const [formData, setFormData] = useState<Data>({});
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblem[] | undefined>();
  const [formError, setFormError] = useState<Message | null>(null);
  const [tenantName, setTenantName] = useState<string | null>(null);

  useEffect(() => {
    if (tenantName === null) return;
    const timer = setTimeout(
      () => navigate(`/login?tenant=${encodeURIComponent(tenantName)}`, { replace: true }),
      timings.redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [tenantName, navigate]);

  const submit = async (data: Data) => {
    setServerProblems(undefined);
    setFormError(null);
    setBusy(true);
    try {
      const reply = await resetPassword(
        token,
        typeof data.password === 'string' ? data.password : '',
      );
      setTenantName(reply?.tenantName ?? '');
    } catch (error) {
      const located = fieldProblemsOf(toApiCallError(error));
      if (located?.some((problem) => problem.path === '/password')) setServerProblems(located);
      else setFormError(resetErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (tenantName !== null) {
    return (
      <section className="auth-view auth-view--done" aria-labelledby="reset-done-title">
        <span
          className="auth-confirmation__icon auth-confirmation__icon--done"
          aria-hidden="true"
        />
        <h1 id="reset-done-title" className="auth-view__title" tabIndex={-1} ref={heading}>
          {t('auth.resetPassword.done')}
        </h1>
        <p role="status" className="auth-view__intro">
          <span className="spinner" aria-hidden="true" /> {t('auth.resetPassword.redirecting')}
        </p>
      </section>
    );
  }

  const offerNewLink =
    formError?.id === 'auth.resetPassword.errors.TOKEN_NOT_VERIFIED' ||
    formError?.id === 'auth.resetPassword.errors.TOKEN_NOT_VALID';
  return (
    <section className="auth-view" aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-view__title" tabIndex={-1} ref={heading}>
        {t('auth.resetPassword.title')}
      </h1>
      {link.status === 'checking' && <LoadingIndicator />}
      {link.status === 'refused' && (
        <p className="form-error" role="alert">
          {t(link.key)}{' '}
          <AppLink to="/forget-password">{t('auth.resetPassword.requestNew')}</AppLink>
        </p>
      )}
      {link.status === 'usable' && (
        <>
          <p className="auth-view__intro">{t('auth.resetPassword.intro')}</p>
          <FormLoad state={state} />
        </>
      )}
      {link.status === 'usable' && state.status === 'ready' && (
        <AuthForm
          id="reset-password"
          ready={state.value}
          formData={formData}
          onChange={(next) => {
            setServerProblems(undefined);
            setFormError(null);
            setFormData(next);
          }}
          onSubmit={(data) => void submit(data)}
          busy={busy}
          serverProblems={serverProblems}
        >
          <FormStatus>
            {formError && (
              <p className="form-error">
                {t(formError.id, formError.params)}{' '}
                {offerNewLink && (
                  <AppLink to="/forget-password">{t('auth.resetPassword.requestNew')}</AppLink>
                )}
              </p>
            )}
          </FormStatus>
          <SubmitButton busy={busy} label={t('auth.resetPassword.submit')} />
        </AuthForm>
      )}
      <nav className="auth-view__links" aria-label={t('auth.login.linksLabel')}>
        <BackToLogin />
      </nav>
    </section>
  );
}
