import { useTranslation } from 'react-i18next';
import { TENANT_DASHBOARD_PATH } from '../../shared/routes/tenantAppPaths';

/** An address the tenant app has no page for: said plainly, with the way back to the dashboard. */
export function PageNotFoundView() {
  const { t } = useTranslation();
  return (
    <main className="tenant__main tenant__signin">
      <h1>{t('tenant.pageNotFound.title')}</h1>
      <p>{t('tenant.pageNotFound.text')}</p>
      <a className="tenant__button" href={TENANT_DASHBOARD_PATH}>
        {t('tenant.pageNotFound.action')}
      </a>
    </main>
  );
}
