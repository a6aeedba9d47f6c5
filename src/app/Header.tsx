import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { initialConfigAtom } from '../state/config';

/** The brand's logo linking to its company domain. */
export function Header() {
  const { t } = useTranslation();
  const state = useAtomValue(initialConfigAtom);
  if (state.status !== 'ready') return null;
  const { appConfig } = state.config;
  return (
    <header className="site-header">
      <a
        className="site-header__brand"
        href={`https://${appConfig.companyDomain}`}
        aria-label={t('header.homeLink', { name: appConfig.name })}
      >
        <img
          src={appConfig.logo}
          alt=""
          width={appConfig.logoWidth}
          className="site-header__logo"
        />
      </a>
    </header>
  );
}
