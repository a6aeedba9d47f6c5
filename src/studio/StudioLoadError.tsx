import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';

/** What a Studio page says when it could not load: the server's message and a way to try again. */
export function StudioLoadError({
  message,
  onRetry,
  className = 'studio-card studio-alert',
  action,
}: {
  message: Message;
  onRetry(): void;
  className?: string;
  /** Offered instead of Retry, when trying again cannot help. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className}>
      <p>{t(message.id, message.params)}</p>
      {action ?? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}
