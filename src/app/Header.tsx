import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import type { AppConfig } from '../../shared/contract';
import { useTranslation } from 'react-i18next';
import { saveLanguage } from '../api/user';
import { initialConfigAtom } from '../state/config';
import { sessionAtom, storedAppConfigAtom } from '../state/session';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import { brandLanguagesOf } from './brandLanguages';
import { DEFAULT_COMPANY_DOMAIN, DEFAULT_PRODUCT_NAME, tenantBrandingApplies } from './branding';
import { SignOutButton } from './SignOutButton';
import './header.css';

/** The product's own favicon: an inline SVG, nothing fetched. */
const DEFAULT_FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3346d3"/><path d="M7 23h4v-5H7zm7 0h4V13h-4zm7 0h4V8h-4z" fill="#fff"/></svg>',
)}`;

/** The product's own mark: three rising bars (an on-ramp), animated with CSS only. */
function ProductMark() {
  return (
    <svg className="product-mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
      <rect className="product-mark__tile" width="32" height="32" rx="8" />
      <rect className="product-mark__bar product-mark__bar--1" x="7" y="18" width="4" height="5" />
      <rect
        className="product-mark__bar product-mark__bar--2"
        x="14"
        y="13"
        width="4"
        height="10"
      />
      <rect className="product-mark__bar product-mark__bar--3" x="21" y="8" width="4" height="15" />
    </svg>
  );
}

/**
 * A configuration's site header: its logo linking to its company domain when its branding is
 * shown, else the product's own animated logo and name; the tools (language, 'Sign out') beside.
 */
export function SiteHeader({
  appConfig,
  branded,
  children,
}: {
  appConfig: AppConfig;
  branded: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = appConfig.name || DEFAULT_PRODUCT_NAME;
  const companyDomain = appConfig.companyDomain || DEFAULT_COMPANY_DOMAIN;
  return (
    <header className="site-header">
      <a
        className="site-header__brand"
        href={`https://${companyDomain}`}
        aria-label={t('header.homeLink', { name })}
      >
        {branded && appConfig.logo ? (
          <img
            src={appConfig.logo}
            alt=""
            width={appConfig.logoWidth || 243}
            className="site-header__logo"
          />
        ) : (
          <span className="site-header__product">
            <ProductMark />
            <span className="site-header__name">{name}</span>
          </span>
        )}
      </a>
      <div className="site-header__tools">{children}</div>
    </header>
  );
}

/**
 * The live page's header: the tenant's branding when it applies on this host, and for a signed-in
 * user 'Sign out' where it means something (not on the public screens, which offer to continue
 * the onboarding instead).
 */
export function Header({
  hostname = window.location.hostname,
  withSignOut = true,
}: {
  hostname?: string;
  withSignOut?: boolean;
}) {
  const state = useAtomValue(initialConfigAtom);
  const stored = useAtomValue(storedAppConfigAtom);
  const signedIn = Boolean(useAtomValue(sessionAtom).signupToken);
  const appConfig = state.status === 'ready' ? state.config.appConfig : null;
  const branded = tenantBrandingApplies(stored?.name ?? appConfig?.name, hostname);

  useEffect(() => {
    if (branded || typeof document === 'undefined') return;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = DEFAULT_FAVICON;
  }, [branded]);

  if (!appConfig) return null;
  return (
    <SiteHeader appConfig={appConfig} branded={branded}>
      {state.status === 'ready' && state.config.brand?.locales && (
        <LanguageSwitcher
          brand={brandLanguagesOf(state.config)}
          onChosen={signedIn ? saveLanguage : undefined}
        />
      )}
      {signedIn && withSignOut && <SignOutButton />}
    </SiteHeader>
  );
}
