import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret just made (an API key, a signing secret), shown this once: a copy button, the warning
 * that it will not be shown again, and a button to put it away. Focus moves here so a screen
 * reader reads it.
 */
export function SecretShownOnce({
  title,
  warning,
  label,
  secret,
  onDone,
}: {
  title: string;
  warning: string;
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="studio-card studio-api-key-secret" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="studio-alert" id={`${id}-warning`}>
        {warning}
      </p>
      <label htmlFor={`${id}-secret`}>{label}</label>
      <input
        id={`${id}-secret`}
        className="studio-api-key-secret__value"
        type="text"
        readOnly
        value={secret}
        aria-describedby={`${id}-warning`}
        onFocus={(e) => e.target.select()}
      />
      <div className="studio-api-key-secret__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t('studio.secret.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('studio.secret.done')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="studio-muted">
        {copied === 'copied' && t('studio.secret.copied')}
        {copied === 'failed' && t('studio.secret.copyFailed')}
      </p>
    </section>
  );
}
