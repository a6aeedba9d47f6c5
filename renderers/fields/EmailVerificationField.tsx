import type { FieldProps } from '@rjsf/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../shared/ui/timings';
import { usePolling } from '../ui/usePolling';
import { wizardContextOf } from '../context/wizardContext';
import { Modal } from '../ui/Modal';
import './EmailVerificationField.css';

const SUCCESS_PARAM = 'success';

/** The address may wrap after its @ on a narrow screen rather than inside the domain. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function CheckIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The verification step's body: the user's address, 'Resend verification mail' ('Verification mail
 * sent!' for the popover time; failures stay silent), 'Email verified' once it is. Coming back from
 * the mail link (?success=true) opens the success dialog and removes the parameter. Until the
 * address is verified the server is asked every pollMs (the link may be opened on a phone), and at
 * once when another tab of this browser opened it or the person comes back to this tab.
 */
export default function EmailVerificationField({
  formData,
  onChange,
  fieldPathId,
  registry,
  disabled,
}: FieldProps<boolean>) {
  const { t } = useTranslation();
  const { location, navigate, userData, services } = wizardContextOf(registry);
  const id = useId();
  const [verifiedNow, setVerifiedNow] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [showSuccess, setShowSuccess] = useState(
    () => new URLSearchParams(location.search).get(SUCCESS_PARAM) === 'true',
  );
  const sentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const verified = Boolean(userData?.isEmailVerified || formData || verifiedNow);
  const path = fieldPathId.path;

  // The parameter is read once and then removed from the address, as the spec asks.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(SUCCESS_PARAM) !== 'true') return;
    params.delete(SUCCESS_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }, [location.pathname, location.search, navigate]);

  /** Reads the status from the server; true once the address is verified. */
  const readStatus = async () => {
    const fresh = await services.fetchUserData();
    if (!fresh.isEmailVerified) return false;
    setVerifiedNow(true);
    onChange(true, path);
    return true;
  };

  // At once (arriving from the mail link too), then every pollMs until it is verified.
  usePolling(readStatus, !verified);

  // Sooner than the next poll: another tab opened the link, or the person comes back to this one.
  useEffect(() => {
    if (verified) return;
    const refresh = () => void readStatus().catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    const stopListening = services.onEmailVerifiedElsewhere(refresh);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // readStatus changes identity on every render; the listeners only need the latest status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verified, services]);

  useEffect(() => () => clearTimeout(sentTimer.current), []);

  const resend = async () => {
    if (sending) return;
    setSending(true);
    try {
      await services.resendVerificationMail();
      setSent(true);
      clearTimeout(sentTimer.current);
      sentTimer.current = setTimeout(() => setSent(false), timings.popoverMs);
    } catch {
      // The spec: failures of the re-send are ignored silently.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="email-verification" id={fieldPathId.$id}>
      <p className="email-verification__lead">{t('widgets.emailVerification.sentTo')}</p>
      <p className="email-verification__address">{breakableEmail(userData?.email ?? '')}</p>
      {verified ? (
        <p className="email-verification__verified">
          <CheckIcon size={20} />
          {t('widgets.emailVerification.verified')}
        </p>
      ) : (
        <div className="email-verification__resend">
          <p className="email-verification__hint">{t('widgets.emailVerification.hint')}</p>
          <button
            type="button"
            className="button button--link email-verification__resend-button"
            onClick={() => void resend()}
            // Not disabled while sending: a disabled button would drop the keyboard's focus.
            disabled={disabled}
            aria-disabled={sending || undefined}
            aria-busy={sending}
          >
            {t('widgets.emailVerification.resend')}
          </button>
          <span className="email-verification__sent" role="status" aria-live="polite">
            {sent ? t('widgets.emailVerification.sent') : ''}
          </span>
        </div>
      )}
      {showSuccess && (
        <Modal
          labelledBy={`${id}-success-title`}
          describedBy={`${id}-success-text`}
          onClose={() => setShowSuccess(false)}
        >
          <span className="email-verification__modal-icon">
            <CheckIcon size={56} />
          </span>
          <h2 id={`${id}-success-title`} className="email-verification__modal-title">
            {t('widgets.emailVerification.successTitle')}
          </h2>
          <p id={`${id}-success-text`} className="email-verification__modal-text">
            {t('widgets.emailVerification.successText')}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setShowSuccess(false)}
          >
            {t('widgets.emailVerification.successClose')}
          </button>
        </Modal>
      )}
    </div>
  );
}
