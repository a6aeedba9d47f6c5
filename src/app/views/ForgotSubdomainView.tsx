import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { forgotDomain } from '../../api/account';
import { BackToLogin, EmailRecovery } from './EmailRecovery';

/** /forgotSubDomain: 'Forgot subdomain?'. */
export default function ForgotSubdomainView() {
  const { t } = useTranslation();
  return (
    <EmailRecovery
      id="forgot-subdomain"
      form="forgot_subdomain.json"
      titleKey="auth.forgotSubdomain.title"
      submitKey="auth.forgotSubdomain.submit"
      sentBodyKey="auth.forgotSubdomain.sentBody"
      resendKey="auth.forgotSubdomain.resend"
      resentKey="auth.forgotSubdomain.resent"
      restartPath="/forgotSubDomain"
      send={forgotDomain}
      links={
        <>
          <BackToLogin />
          <AppLink to="/signup">{t('auth.forgotSubdomain.signupLink')}</AppLink>
        </>
      }
    />
  );
}
