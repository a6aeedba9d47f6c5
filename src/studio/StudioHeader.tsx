import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNavLink } from '../ui/AppLink';
import { ChangedRoleContext, useMayDo } from './operatorRole';
import { StudioLanguageSwitcher } from './StudioLanguageSwitcher';
import type { StudioApi } from './studioApi';

/** The Studio's pages, as its header links them. */
export const STUDIO_PAGES = [
  { path: '/studio', labelKey: 'studio.nav.flow' },
  { path: '/studio/brand', labelKey: 'studio.nav.brand' },
  { path: '/studio/funnels', labelKey: 'studio.nav.funnels' },
  { path: '/studio/experiments', labelKey: 'studio.nav.experiments' },
] as const;

/** The page admins manage operators and invitations on, linked for them only. */
const OPERATORS_PAGE = { path: '/studio/operators', labelKey: 'studio.nav.operators' } as const;
/** The page admins create and revoke the company's API keys on, next to the operators. */
const API_KEYS_PAGE = { path: '/studio/api-keys', labelKey: 'studio.nav.apiKeys' } as const;
/** The page the brand's webhooks are managed on, linked for those who may. */
const WEBHOOKS_PAGE = { path: '/studio/webhooks', labelKey: 'studio.nav.webhooks' } as const;
/** The page admins choose where workspaces are built on. */
const PROVISIONING_PAGE = {
  path: '/studio/provisioning',
  labelKey: 'studio.nav.provisioning',
} as const;

/**
 * Every Studio page's header, in two rows: the title with the account's controls (who is signed
 * in, language, sign out) at its end; then the pages, with the page's own controls (`children`);
 * then, once an admin changed the operator's role, what it now is.
 */
export function StudioHeader({
  api,
  onSignOut,
  children,
}: {
  api: StudioApi;
  onSignOut: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [operator, setOperator] = useState<string | null>(null);
  const changedRole = useContext(ChangedRoleContext);
  const mayManageOperators = useMayDo('manageOperators');
  const mayManageApiKeys = useMayDo('manageApiKeys');
  const mayManageWebhooks = useMayDo('manageWebhooks');
  const mayManageProvisioning = useMayDo('manageProvisioning');
  const pages = [
    ...STUDIO_PAGES,
    ...(mayManageOperators ? [OPERATORS_PAGE] : []),
    ...(mayManageWebhooks ? [WEBHOOKS_PAGE] : []),
    ...(mayManageProvisioning ? [PROVISIONING_PAGE] : []),
    ...(mayManageApiKeys ? [API_KEYS_PAGE] : []),
  ];

  useEffect(() => {
    api.me().then(
      ({ email }) => setOperator(email),
      () => setOperator(null),
    );
  }, [api]);

  return (
    <header className="studio-header">
      <div className="studio-header__top">
        <h1>{t('studio.title')}</h1>
        <div className="studio-header__account">
          {operator && (
            <p className="studio-muted">{t('studio.signedInAs', { email: operator })}</p>
          )}
          <StudioLanguageSwitcher />
          <button type="button" className="button button--secondary" onClick={onSignOut}>
            {t('studio.signOut')}
          </button>
        </div>
      </div>
      <div className="studio-header__bar">
        <nav aria-label={t('studio.nav.label')} className="studio-nav">
          {pages.map((page) => (
            <AppNavLink key={page.path} to={page.path} className="studio-nav__link">
              {t(page.labelKey)}
            </AppNavLink>
          ))}
        </nav>
        {children && <div className="studio-header__tools">{children}</div>}
      </div>
      {/* Polite, not role="status": each page's own status line is that. */}
      <p className="studio-role-notice" aria-live="polite">
        {changedRole && t('studio.roleChanged', { role: t(`studio.roles.${changedRole}`) })}
      </p>
    </header>
  );
}
