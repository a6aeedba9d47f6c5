import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import { isSignedOut, fetchWorkspace, saveLanguage } from './api';
import { startBrandLanguage } from './brandLanguages';
import { onSignOutElsewhere } from './signOutBroadcast';
import { PageNotFoundView } from './PageNotFoundView';
import { SignedOutView } from './SignedOutView';
import { SignOutButton } from './SignOutButton';
import { loadTenant, signedOutFrom, type TenantState } from './tenantState';
import { WorkspaceView } from './WorkspaceView';
import { isTenantAppPage } from '../../shared/routes/tenantAppPaths';

export function TenantApp() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<TenantState>({ status: 'loading' });
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
    loadTenant()
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
