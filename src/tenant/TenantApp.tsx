import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBrandCopy } from '../api/config';
import { startLanguage, type BrandLanguages } from '../i18n';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import { setCssVariables, setFavicon } from '../ui/documentTheme';
import {
  askBot,
  fetchContext,
  fetchWorkspace,
  isSignedOut,
  saveLanguage,
  signInWithToken,
  signOut,
  TenantApiError,
  type BotAnswer,
  type TenantContext,
  type Workspace,
} from './api';
import { sanitizedEmail } from './sanitizeEmail';
import { announceSignOut, onSignOutElsewhere } from './signOutBroadcast';
import { PageNotFoundView } from './PageNotFoundView';
import { BUILT_IN_GENERATOR } from '../../shared/contract';
import { isTenantAppPage } from '../../shared/routes/tenantAppPaths';

const LOGIN_TOKEN_PARAM = 'login-token';

type State =
  | { status: 'loading' }
  | { status: 'notFound' }
  /** `left`: the user signed out here just now; else no session yet, or it ended. */
  | { status: 'signedOut'; context: TenantContext; languages: BrandLanguages; left?: boolean }
  | { status: 'ready'; context: TenantContext; languages: BrandLanguages; workspace: Workspace };

/** The tenant's palette (else the brand's colours) as CSS variables, and its favicon. */
function applyTheme(context: TenantContext): void {
  const [primary, secondary, tertiary] = context.palette;
  setCssVariables({
    '--tenant-primary': primary || context.brand.colors.primary || '#3346d3',
    '--tenant-secondary': secondary || context.brand.colors.accent || '#12b3a8',
    '--tenant-tertiary': tertiary || context.brand.colors.background || '#f5f6fb',
  });
  setFavicon(context.brand.favicon);
}

type BrandLanguageFields = Pick<TenantContext['brand'], 'id' | 'locales' | 'defaultLanguage'>;

/** The brand's languages as the context (or a host's 404) names them, its own copy from the API. */
function languagesOf(brand: BrandLanguageFields): BrandLanguages {
  return {
    brandId: brand.id,
    languages: brand.locales,
    defaultLanguage: brand.defaultLanguage,
    fetchBrandCopy,
  };
}

/** Spends a ?login-token= once (and removes it from the address), then loads the workspace. */
async function load(): Promise<State> {
  const url = new URL(window.location.href);
  const loginToken = url.searchParams.get(LOGIN_TOKEN_PARAM);
  if (loginToken) {
    url.searchParams.delete(LOGIN_TOKEN_PARAM);
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  const context = await fetchContext();
  const languages = languagesOf(context.brand);
  // This origin keeps no choice from the portal: the owner's language comes before the browser's.
  await startLanguage(languages, context.language);
  applyTheme(context);
  // A link already spent (reloaded, opened twice) leaves the session this browser may hold.
  if (loginToken) await signInWithToken(loginToken).catch(() => undefined);
  try {
    return { status: 'ready', context, languages, workspace: await fetchWorkspace() };
  } catch (error) {
    if (isSignedOut(error)) return { status: 'signedOut', context, languages };
    throw error;
  }
}

/** The signed-out screen in place of a signed-in one; `left` when this browser signed out. */
function signedOutFrom(state: State, left: boolean): State {
  return state.status === 'ready'
    ? { status: 'signedOut', context: state.context, languages: state.languages, left }
    : state;
}

/** A host with no workspace still speaks the brand's languages (its 404 names them), as detected. */
async function startBrandLanguage(error: unknown): Promise<void> {
  const data = (error instanceof TenantApiError ? error.data : null) as {
    brand?: BrandLanguageFields;
  } | null;
  if (data?.brand) await startLanguage(languagesOf(data.brand));
}

export function TenantApp() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const name = state.status === 'signedOut' || state.status === 'ready' ? state.context.name : null;
  useEffect(() => {
    if (name) document.title = t('tenant.title', { name });
  }, [name, t, i18n.language]);
  const signedIn = state.status === 'ready';
  const sessionEnded = useCallback(() => setState((now) => signedOutFrom(now, false)), []);
  const endIfSignedOut = useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) sessionEnded();
    },
    [sessionEnded],
  );
  useEffect(() => {
    if (!signedIn) return;
    const unsubscribe = onSignOutElsewhere(() => setState((now) => signedOutFrom(now, true)));
    // A tab coming back to the front asks whether its session still holds (revoked elsewhere).
    const recheck = () => {
      if (document.visibilityState === 'visible') fetchWorkspace().catch(endIfSignedOut);
    };
    document.addEventListener('visibilitychange', recheck);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [signedIn, endIfSignedOut]);
  useEffect(() => {
    load()
      .then(setState)
      .catch(async (error: unknown) => {
        console.error('workspace failed to load', error);
        await startBrandLanguage(error).catch(() => undefined);
        setState({ status: 'notFound' });
      });
  }, []);

  if (state.status === 'loading') {
    return (
      <p className="tenant-status" role="status">
        {t('tenant.loading')}
      </p>
    );
  }
  if (state.status === 'notFound') {
    return (
      <main className="tenant-status">
        <h1>{t('tenant.notFound')}</h1>
      </main>
    );
  }
  const { context, languages } = state;
  return (
    <div className="tenant">
      <header className="tenant__header">
        <img
          className="tenant__logo"
          src={context.logoUrl ?? context.brand.logo}
          alt={context.logoUrl ? context.name : context.brand.name}
          height={40}
        />
        <span className="tenant__product">{context.brand.name}</span>
        <LanguageSwitcher
          brand={languages}
          onChosen={
            state.status === 'ready'
              ? (lang) =>
                  saveLanguage(lang).catch((error: unknown) => {
                    endIfSignedOut(error);
                    throw error;
                  })
              : undefined
          }
        />
        {state.status === 'ready' && (
          <SignOutButton
            onSignedOut={() => setState({ status: 'signedOut', context, languages, left: true })}
          />
        )}
      </header>
      {!isTenantAppPage(window.location.pathname) ? (
        <PageNotFoundView />
      ) : state.status === 'signedOut' ? (
        <SignedOutView context={context} left={state.left === true} />
      ) : (
        <WorkspaceView workspace={state.workspace} onSessionEnded={sessionEnded} />
      )}
    </div>
  );
}

function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const leave = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOut();
      announceSignOut();
      onSignedOut();
    } catch (error) {
      // 401: this browser holds no session the server knows, so there is nothing left to sign out of.
      if (isSignedOut(error)) {
        announceSignOut();
        onSignedOut();
        return;
      }
      console.error('sign-out failed', error);
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="tenant__signout">
      {failed && (
        <p className="tenant__error" role="alert">
          {t('tenant.signOut.error')}
        </p>
      )}
      <button
        className="tenant__button tenant__button--quiet"
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void leave()}
      >
        {t('tenant.signOut.action')}
      </button>
    </div>
  );
}

function SignedOutView({ context, left }: { context: TenantContext; left: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // After signing out the button is gone; the heading takes the focus so keyboard users are not lost.
  useEffect(() => {
    if (left) heading.current?.focus();
  }, [left]);
  const copy = left ? 'tenant.signedOut' : 'tenant.signIn';
  return (
    <main className="tenant__main tenant__signin">
      <h1 ref={heading} tabIndex={-1}>
        {t(`${copy}.title`, { name: context.name })}
      </h1>
      <p>{t(`${copy}.text`)}</p>
      <a className="tenant__button" href={context.loginUrl}>
        {t(`${copy}.action`)}
      </a>
    </main>
  );
}

/**
 * What the tenant wrote (stage names, the campaign; the bot's questions and answers too) is in its
 * own language, which need not be the page's: dir="auto" lets an English email read left to right
 * on an Arabic page.
 */
function WorkspaceView({
  workspace,
  onSessionEnded,
}: {
  workspace: Workspace;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const planName = workspace.planName ?? '';
  return (
    <main className="tenant__main">
      <div className="tenant__intro">
        <h1>{t('tenant.title', { name: workspace.name })}</h1>
        {planName && <p className="tenant__plan">{t('tenant.plan', { plan: planName })}</p>}
        <p className="tenant__muted">
          {t('tenant.since', {
            date: new Date(workspace.createdAt),
            formatParams: { date: { dateStyle: 'long' } },
          })}
        </p>
      </div>
      <section className="tenant__card" aria-labelledby="stages-title">
        <h2 id="stages-title">{t('tenant.stages.title')}</h2>
        <ol className="tenant__stages">
          {workspace.stages.map((stage) => (
            <li key={`${stage.name}-${stage.duration}`}>
              <span className="tenant__stage-name" dir="auto">
                {stage.name}
              </span>
              <span className="tenant__stage-day">
                {t('tenant.stages.day', { day: stage.duration })}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <div className="tenant__grid">
        <section className="tenant__card" aria-labelledby="campaign-title">
          <h2 id="campaign-title">{t('tenant.campaign.title')}</h2>
          {workspace.campaign ? (
            <article className="email-preview" aria-label={workspace.campaign.subject}>
              <dl className="email-preview__meta">
                <dt>{t('tenant.campaign.subject')}</dt>
                <dd dir="auto">{workspace.campaign.subject}</dd>
                <dt>{t('tenant.campaign.preheader')}</dt>
                <dd dir="auto">{workspace.campaign.preheader}</dd>
              </dl>
              <div className="email-preview__body" dir="auto">
                {sanitizedEmail(workspace.campaign.html)}
              </div>
              <p className="email-preview__generator">
                {t('tenant.campaign.generator', {
                  generator:
                    workspace.campaign.generator === BUILT_IN_GENERATOR
                      ? t('tenant.campaign.builtInComposer')
                      : workspace.campaign.generator,
                })}
              </p>
            </article>
          ) : (
            <p>{t('tenant.campaign.none')}</p>
          )}
        </section>
        <HelpdeskBot knowledge={workspace.knowledge} onSessionEnded={onSessionEnded} />
      </div>
    </main>
  );
}

function HelpdeskBot({
  knowledge,
  onSessionEnded,
}: {
  knowledge: Workspace['knowledge'];
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<
    { asked: string; answer: BotAnswer } | { failed: true } | null
  >(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || busy) return;
    setBusy(true);
    try {
      setReply({ asked, answer: await askBot(asked) });
    } catch (error) {
      if (isSignedOut(error)) return onSessionEnded();
      console.error('bot failed', error);
      setReply({ failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tenant__card tenant__bot" aria-labelledby="bot-title">
      <h2 id="bot-title">{t('tenant.bot.title')}</h2>
      <p className="tenant__muted">
        {t('tenant.bot.knowledge', { qaPairs: knowledge.qaPairs, documents: knowledge.documents })}
      </p>
      <form className="tenant__bot-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="bot-question">{t('tenant.bot.label')}</label>
        <div className="tenant__bot-row">
          <input
            id="bot-question"
            value={question}
            maxLength={500}
            placeholder={t('tenant.bot.placeholder')}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <button className="tenant__button" type="submit" disabled={busy} aria-busy={busy}>
            {t('tenant.bot.ask')}
          </button>
        </div>
      </form>
      <div className="tenant__bot-reply" role="status" aria-live="polite">
        {busy && <p className="tenant__muted">{t('tenant.bot.thinking')}</p>}
        {!busy && reply && 'failed' in reply && (
          <p className="tenant__error">{t('tenant.bot.error')}</p>
        )}
        {!busy && reply && 'answer' in reply && (
          <>
            <p className="tenant__bot-question" dir="auto">
              {reply.asked}
            </p>
            {reply.answer.answered ? (
              <blockquote className="tenant__bot-answer">
                <p dir="auto">{reply.answer.answer}</p>
                {reply.answer.source && (
                  <footer>
                    {reply.answer.source.kind === 'qa'
                      ? t('tenant.bot.fromQa', { title: reply.answer.source.title })
                      : t('tenant.bot.fromKnowledgeBase', { title: reply.answer.source.title })}
                  </footer>
                )}
              </blockquote>
            ) : (
              <p className="tenant__bot-answer tenant__bot-answer--none">
                {t('tenant.bot.noAnswer')}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
