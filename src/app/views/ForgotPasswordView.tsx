import { useLocation } from 'react-router-dom';
import { forgotPassword } from '../../api/account';
import { BackToLogin, EmailRecovery } from './EmailRecovery';

/** /forget-password (and the misspelt /forget-pasword a bad re-send lands on). */
export default function ForgotPasswordView() {
  const location = useLocation();
  const tenant = (location.state as { tenant?: unknown } | null)?.tenant;
  return (
    <EmailRecovery
      id="forgot-password"
      form="forgot_password.json"
      titleKey="auth.forgotPassword.title"
      introKey="auth.forgotPassword.intro"
      submitKey="auth.forgotPassword.submit"
      sentTitleKey="auth.forgotPassword.sentTitle"
      sentBodyKey="auth.forgotPassword.sentBody"
      resendKey="auth.forgotPassword.resend"
      resentKey="auth.forgotPassword.resent"
      restartPath="/forget-pasword"
      send={(email) => forgotPassword(email, typeof tenant === 'string' ? tenant : '')}
      links={<BackToLogin />}
    />
  );
}
