import type { FieldProblem } from '../../../shared/contract/envelope';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink } from '../../ui/AppLink';
import type { BotCheckHandle } from '../botCheck/activeBotCheck';
import type { Message } from '../../../shared/contract';
import { checkTenant, login, type TenantCheck } from '../../api/account';
import { toApiCallError } from '../../api/errors';
import { flowOf, isTerminalStepName } from '../../../shared/flow/configFlow';
import { fieldProblem, fieldProblemsOf } from '../../engine/react/serverErrors';
import { stepPath } from '../../../shared/routes/appPaths';
import { initialConfigAtom } from '../../state/config';
import { loginNoticeAtom } from '../../state/loginNotice';
import { appStore } from '../../state/store';
import { useFormModule } from '../auth/useFormModule';
import { AuthForm } from '../auth/AuthForm';
import { FormLoad } from '../auth/FormLoad';
import { FormStatus } from '../auth/FormStatus';
import { tenantErrorMessage } from '../auth/tenantMessage';
import { storeSession } from '../../state/sessionActions';
import { tenantHostUrl } from '../auth/session';
import { SignedInContinue } from '../SignedInContinue';
import { SubmitButton } from '../auth/SubmitButton';
import { useHeadingFocus } from '../auth/useHeadingFocus';
import { namedExport, preloadableLazy } from '../../loading/preloadableLazy';

/**
 * The bot check shows with the credentials, after the tenant step: it loads while the tenant is
 * checked, so the first screen (and /signup, which shares its chunks) does without its code.
 */
const LazyBotCheck = preloadableLazy(
  namedExport(() => import('../botCheck/BotCheck'), 'BotCheck'),
  null,
);
const preloadBotCheck = () => void LazyBotCheck.preload().catch(() => undefined);

/** A promise of the bot check's handle, kept whole across its remounts. */
function handleOnceShown() {
  let resolve!: (handle: BotCheckHandle) => void;
  const promise = new Promise<BotCheckHandle>((settle) => (resolve = settle));
  return { promise, resolve };
}

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The tenant name a link brought (?tenant=, or the reset page's state), to start from. */
function tenantFromLocation(search: string, state: unknown): string {
  const fromState = (state as { tenant?: unknown } | null)?.tenant;
  if (typeof fromState === 'string') return fromState;
  return new URLSearchParams(search).get('tenant') ?? '';
}

/** The notice a page that sent the person here left in the router's state (a Message). */
function noticeFromLocation(state: unknown): Message | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  if (typeof notice === 'string') return { id: notice };
  const id = (notice as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? (notice as Message) : null;
}

function storedNotice(): Message | null {
  const key = appStore.get(loginNoticeAtom);
  return key ? { id: key } : null;
}

/** /login: the tenant name first (checked with the server), then email and password. */
export default function LoginView() {
  const { t } = useTranslation();
  const heading = useHeadingFocus();
  const navigate = useNavigate();
  const location = useLocation();
  const configState = useAtomValue(initialConfigAtom);
  const flow = configState.status === 'ready' ? flowOf(configState.config) : undefined;
  const tenantForm = useFormModule('login_tenant.json');
  const credentialsForm = useFormModule('login.json');
  const [tenantData, setTenantData] = useState<Data>(() => {
    const tenant = tenantFromLocation(location.search, location.state);
    return tenant ? { tenant } : {};
  });
  const [tenant, setTenant] = useState<TenantCheck | null>(null);
  const [credentials, setCredentials] = useState<Data>({});
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblem[] | undefined>();
  const [formError, setFormError] = useState<Message | null>(
    () => noticeFromLocation(location.state) ?? storedNotice(),
  );
  const botCheck = useRef<BotCheckHandle | null>(null);
  const botCheckShown = useRef(handleOnceShown());
  const botCheckRef = useCallback((handle: BotCheckHandle | null) => {
    botCheck.current = handle;
    if (handle) botCheckShown.current.resolve(handle);
    else botCheckShown.current = handleOnceShown();
  }, []);

  // The notice is shown once: a later visit to /login starts without it.
  useEffect(() => appStore.set(loginNoticeAtom, null), []);

  const clearErrors = () => {
    setServerProblems(undefined);
    setFormError(null);
  };

  const submitTenant = async (data: Data) => {
    clearErrors();
    setBusy(true);
    preloadBotCheck();
    try {
      setTenant(await checkTenant(text(data.tenant).trim()));
    } catch (error) {
      const located = fieldProblemsOf(toApiCallError(error));
      setServerProblems(located ?? fieldProblem('tenant', tenantErrorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const submitCredentials = async (data: Data) => {
    if (!tenant) return;
    clearErrors();
    setBusy(true);
    try {
      // A submit quicker than the bot check's download (a password manager's) waits for it.
      const check = botCheck.current ?? (await botCheckShown.current.promise);
      const token = await check.getToken();
      // Without a bot-check token the submit simply stops.
      if (token === null) {
        console.warn('The bot check gave no token; login was not sent.');
        return;
      }
      const reply = await login({
        tenantId: tenant.tenant,
        email: text(data.email).trim(),
        password: text(data.password),
        gRecaptchaToken: token,
      });
      storeSession(reply);
      if (isTerminalStepName(flow, reply.stepName)) {
        window.location.assign(tenantHostUrl(reply.tenantDomain));
        return;
      }
      navigate(stepPath(reply.stepName));
    } catch (error) {
      const failure = toApiCallError(error);
      const located = fieldProblemsOf(failure);
      if (located) setServerProblems(located);
      else setFormError(failure.messageRef);
      // A challenge is accepted once; the next try needs a fresh one.
      botCheck.current?.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-view" aria-labelledby="login-title">
      <h1 id="login-title" className="auth-view__title" tabIndex={-1} ref={heading}>
        {t('auth.login.title')}
      </h1>
      <SignedInContinue variant="notice" />
      {!tenant ? (
        <>
          <p className="auth-view__intro">{t('auth.login.tenantIntro')}</p>
          <FormLoad state={tenantForm} />
          {tenantForm.status === 'ready' && (
            <AuthForm
              id="login-tenant"
              ready={tenantForm.value}
              formData={tenantData}
              onChange={(next) => {
                clearErrors();
                setTenantData(next);
              }}
              onSubmit={(data) => void submitTenant(data)}
              busy={busy}
              serverProblems={serverProblems}
            >
              <FormStatus>
                {formError && <p className="form-error">{t(formError.id, formError.params)}</p>}
              </FormStatus>
              <SubmitButton busy={busy} label={t('auth.login.continue')} />
            </AuthForm>
          )}
        </>
      ) : (
        <>
          <p className="auth-view__intro auth-view__workspace">
            <span>{t('auth.login.credentialsIntro', { tenantDomain: tenant.tenantDomain })}</span>
            <button
              type="button"
              className="button--text"
              disabled={busy}
              onClick={() => {
                clearErrors();
                setTenant(null);
              }}
            >
              {t('auth.login.changeWorkspace')}
            </button>
          </p>
          <FormLoad state={credentialsForm} />
          {credentialsForm.status === 'ready' && (
            <AuthForm
              id="login"
              ready={credentialsForm.value}
              formData={credentials}
              onChange={(next) => {
                clearErrors();
                setCredentials(next);
              }}
              onSubmit={(data) => void submitCredentials(data)}
              busy={busy}
              serverProblems={serverProblems}
            >
              <LazyBotCheck ref={botCheckRef} action="login" />
              <FormStatus>
                {formError && <p className="form-error">{t(formError.id, formError.params)}</p>}
              </FormStatus>
              <SubmitButton busy={busy} label={t('auth.login.submit')} />
            </AuthForm>
          )}
        </>
      )}
      <nav className="auth-view__links" aria-label={t('auth.login.linksLabel')}>
        <AppLink to="/forgotSubDomain">{t('auth.login.forgotSubdomain')}</AppLink>
        <AppLink to="/forget-password">{t('auth.login.forgotPassword')}</AppLink>
        <AppLink to="/signup">{t('auth.login.signupLink')}</AppLink>
      </nav>
    </section>
  );
}
