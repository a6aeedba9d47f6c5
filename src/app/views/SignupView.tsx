import type { FieldProblem } from '../../../shared/contract/envelope';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../ui/AppLink';
import type { Message, SignupFormData } from '../../../shared/contract';
import { checkEmailExists, type EmailExists } from '../../api/account';
import { toApiCallError } from '../../api/errors';
import { flowOf, signupStep } from '../../../shared/flow/configFlow';
import { fieldProblem, fieldProblemsOf } from '../../engine/react/serverErrors';
import { stepPath } from '../../../shared/routes/appPaths';
import { useFormModule } from '../auth/useFormModule';
import { initialConfigAtom } from '../../state/config';
import {
  signupNeedsPasswordsAtom,
  signupPasswordsAtom,
  storedSignupAtom,
  type SignupFields,
  type SignupPasswords,
} from '../../state/signupDraft';
import { AuthForm } from '../auth/AuthForm';
import { forgetSignupToken } from '../../state/sessionActions';
import { FormLoad } from '../auth/FormLoad';
import { FormStatus } from '../auth/FormStatus';
import { SubmitButton } from '../auth/SubmitButton';
import { useHeadingFocus } from '../auth/useHeadingFocus';

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's fields as the subdomain step sends them, but its passwords. */
function signupFieldsOf(data: Data, signupFormData: SignupFormData | null): SignupFields {
  return {
    firstName: text(data.firstName).trim(),
    lastName: text(data.lastName).trim(),
    company: text(data.company).trim(),
    email: text(data.email).trim(),
    expectations: text(data.expectations),
    problems: text(data.problems),
    // Kept as text in the form (a hidden input), sent as null when there is none.
    campaignTemplateId: text(data.campaignTemplateId) || null,
    phoneNumber: text(data.phoneNumber),
    signupFormData: { ...(signupFormData ?? {}) },
  };
}

/** The passwords typed, or null while there are none (as after a reload). */
function passwordsOf(data: Data): SignupPasswords | null {
  const password = text(data.password);
  const confirmPassword = text(data.confirmPassword);
  return password || confirmPassword ? { password, confirmPassword } : null;
}

const sameFields = (a: SignupFields, b: SignupFields) => JSON.stringify(a) === JSON.stringify(b);

/** Where the email-exists Login link goes: the server's login URL (in-app when it is ours), else /login. */
function loginTarget(exists: EmailExists): { internal?: string; external?: string } {
  const tenant = exists.tenantId ? `?tenant=${encodeURIComponent(exists.tenantId)}` : '';
  if (!exists.loginURL) return { internal: `/login${tenant}` };
  try {
    const url = new URL(exists.loginURL, window.location.origin);
    if (url.origin === window.location.origin) return { internal: `${url.pathname}${tenant}` };
    return { external: url.href };
  } catch {
    return { internal: `/login${tenant}` };
  }
}

/** /signup: 'Lets get started'. Collects the signup draft; the subdomain step submits it. */
export default function SignupView() {
  const { t } = useTranslation();
  const heading = useHeadingFocus();
  const navigate = useNavigate();
  const state = useFormModule('signup.json');
  const configState = useAtomValue(initialConfigAtom);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const signupFormData = config?.signupFormData ?? null;
  const signupStepName = signupStep(config && flowOf(config))?.name;
  const [stored, setStored] = useAtom(storedSignupAtom);
  const [passwords, setPasswords] = useAtom(signupPasswordsAtom);
  const needsPasswords = useAtomValue(signupNeedsPasswordsAtom);
  const [formData, setFormData] = useState<Data>(() =>
    stored
      ? {
          ...stored.fields,
          ...passwords,
          campaignTemplateId: stored.fields.campaignTemplateId ?? '',
        }
      : {
          expectations: '',
          problems: '',
          campaignTemplateId: signupFormData?.campaignTemplateId ?? '',
        },
  );
  const [busy, setBusy] = useState(false);
  const [exists, setExists] = useState<EmailExists | null>(null);
  const [formError, setFormError] = useState<Message | null>(null);
  const [serverProblems, setServerProblems] = useState<FieldProblem[] | undefined>();

  useEffect(() => forgetSignupToken(), []);

  const onChange = (next: Data) => {
    if (text(next.email) !== text(formData.email)) {
      setExists(null);
      setServerProblems(undefined);
    }
    setFormError(null);
    setFormData(next);
    const fields = signupFieldsOf(next, signupFormData);
    setStored((current) => ({
      ...current,
      fields,
      submitted: Boolean(current?.submitted && sameFields(current.fields, fields)),
    }));
    setPasswords(passwordsOf(next));
  };

  const submit = async (data: Data) => {
    setBusy(true);
    setFormError(null);
    setExists(null);
    setServerProblems(undefined);
    const fields = signupFieldsOf(data, signupFormData);
    const { email } = fields;
    try {
      const found = await checkEmailExists(email);
      if (found) {
        setExists(found);
        setServerProblems(fieldProblem('email', { id: 'validation.signup.emailExistsMarker' }));
        return;
      }
      setStored((current) => ({ ...current, fields, submitted: true }));
      setPasswords({
        password: text(data.password),
        confirmPassword: text(data.confirmPassword),
      });
      if (signupStepName) navigate(stepPath(signupStepName));
    } catch (error) {
      const failure = toApiCallError(error);
      const located = fieldProblemsOf(failure);
      if (failure.statusCode === 'invalid_email') {
        setServerProblems(fieldProblem('email', { id: 'validation.signup.email' }));
      } else if (located) {
        setServerProblems(located);
      } else {
        setFormError(failure.messageRef);
      }
    } finally {
      setBusy(false);
    }
  };

  const target = exists?.show_login ? loginTarget(exists) : null;
  return (
    <section className="auth-view" aria-labelledby="signup-title">
      <h1
        id="signup-title"
        className="auth-view__title"
        tabIndex={-1}
        ref={heading}
        // Read out with the heading, which takes focus as the page opens.
        aria-describedby={needsPasswords ? 'signup-password-again' : undefined}
      >
        {t('auth.signup.title')}
      </h1>
      <p className="auth-view__intro">{t('auth.signup.intro')}</p>
      {needsPasswords && (
        <p id="signup-password-again" className="auth-view__notice">
          {t('auth.signup.passwordAgain')}
        </p>
      )}
      <div className="social-signin" hidden>
        <button type="button" className="button button--secondary">
          {t('auth.signup.social.google')}
        </button>
        <button type="button" className="button button--secondary">
          {t('auth.signup.social.microsoft')}
        </button>
      </div>
      <FormLoad state={state} />
      {state.status === 'ready' && (
        <AuthForm
          id="signup"
          ready={state.value}
          formData={formData}
          onChange={onChange}
          onSubmit={(data) => void submit(data)}
          busy={busy}
          serverProblems={serverProblems}
        >
          <FormStatus>
            {exists && (
              <p className="form-error form-error--inline">
                {t(exists.displayMessage || 'validation.signup.emailExists')}{' '}
                {target?.internal && (
                  <AppLink to={target.internal}>{t('auth.signup.emailExistsLogin')}</AppLink>
                )}
                {target?.external && (
                  <a href={target.external}>{t('auth.signup.emailExistsLogin')}</a>
                )}
              </p>
            )}
            {formError && <p className="form-error">{t(formError.id, formError.params)}</p>}
          </FormStatus>
          <SubmitButton busy={busy} label={t('auth.signup.submit')} />
        </AuthForm>
      )}
      <p className="auth-view__switch">
        <AppLink to="/login">{t('auth.signup.loginLink')}</AppLink>
      </p>
    </section>
  );
}
