import type { FieldProblem } from '../../../shared/contract/envelope';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../ui/AppLink';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import { fieldProblemsOf } from '../../engine/react/serverErrors';
import { useFormModule } from '../auth/useFormModule';
import { AuthForm } from '../auth/AuthForm';
import { FormLoad } from '../auth/FormLoad';
import { FormStatus } from '../auth/FormStatus';
import { recoveryErrorMessage } from '../auth/recoveryMessages';
import { Popover, useFlash } from '../auth/Popover';
import { SubmitButton } from '../auth/SubmitButton';
import { useHeadingFocus } from '../auth/useHeadingFocus';

type Data = Record<string, unknown>;

/** The loose address check the server makes too; a re-send with anything else starts over. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailRecoveryProps {
  id: string;
  form: string;
  titleKey: string;
  introKey?: string;
  submitKey: string;
  sentTitleKey?: string;
  sentBodyKey: string;
  resendKey: string;
  resentKey: string;
  /** Where a re-send with an empty or invalid address goes. */
  restartPath: string;
  send(email: string): Promise<unknown>;
  links: ReactNode;
}

/** Forgot password and forgot subdomain: a form, then a confirmation with a re-send. */
export function EmailRecovery(props: EmailRecoveryProps) {
  const { t } = useTranslation();
  const heading = useHeadingFocus();
  const navigate = useNavigate();
  const state = useFormModule(props.form);
  const [formData, setFormData] = useState<Data>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblem[] | undefined>();
  const [formError, setFormError] = useState<Message | null>(null);
  const [resent, flashResent] = useFlash();
  // The form makes way for the confirmation: focus goes to what it says, so it is read out.
  const confirmation = useRef<HTMLParagraphElement>(null);
  const confirmed = sentTo !== null;
  useEffect(() => {
    if (confirmed) confirmation.current?.focus();
  }, [confirmed]);

  const showFailure = (error: unknown) => {
    const located = fieldProblemsOf(toApiCallError(error));
    if (located) setServerProblems(located);
    else setFormError(recoveryErrorMessage(error));
  };

  const submit = async (data: Data) => {
    const email = typeof data.email === 'string' ? data.email.trim() : '';
    setServerProblems(undefined);
    setFormError(null);
    setBusy(true);
    try {
      await props.send(email);
      setSentTo(email);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!sentTo || !EMAIL_PATTERN.test(sentTo)) {
      setSentTo(null);
      navigate(props.restartPath);
      return;
    }
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      await props.send(sentTo);
      flashResent();
    } catch (error) {
      setFormError(recoveryErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-view" aria-labelledby={`${props.id}-title`}>
      <h1 id={`${props.id}-title`} className="auth-view__title" tabIndex={-1} ref={heading}>
        {t(sentTo && props.sentTitleKey ? props.sentTitleKey : props.titleKey)}
      </h1>
      {sentTo === null ? (
        <>
          {props.introKey && <p className="auth-view__intro">{t(props.introKey)}</p>}
          <FormLoad state={state} />
          {state.status === 'ready' && (
            <AuthForm
              id={props.id}
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
                {formError && <p className="form-error">{t(formError.id, formError.params)}</p>}
              </FormStatus>
              <SubmitButton busy={busy} label={t(props.submitKey)} />
            </AuthForm>
          )}
        </>
      ) : (
        <div className="auth-confirmation">
          <span className="auth-confirmation__icon" aria-hidden="true" />
          <p role="status" tabIndex={-1} ref={confirmation}>
            {t(props.sentBodyKey, { email: sentTo })}
          </p>
          <FormStatus>
            {formError && <p className="form-error">{t(formError.id, formError.params)}</p>}
          </FormStatus>
          <div className="auth-confirmation__actions">
            <button
              type="button"
              className="button button--secondary"
              // Not disabled while sending: a disabled button would drop the keyboard's focus.
              aria-disabled={busy || undefined}
              aria-busy={busy}
              onClick={() => void resend()}
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {t(props.resendKey)}
            </button>
            <Popover visible={resent} text={t(props.resentKey)} />
          </div>
        </div>
      )}
      <nav className="auth-view__links" aria-label={t('auth.login.linksLabel')}>
        {props.links}
      </nav>
    </section>
  );
}

export function BackToLogin() {
  const { t } = useTranslation();
  return <AppLink to="/login">{t('auth.backToLogin')}</AppLink>;
}
