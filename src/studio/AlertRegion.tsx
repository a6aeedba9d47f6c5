import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';

/**
 * Where a refusal is said: the alert region is there, empty, before it, so a screen reader says
 * the message when it comes. `children`: what the refusal offers besides, said with it.
 */
export function AlertRegion({
  message,
  children,
}: {
  message: Message | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="studio-alert-region">
      {message && <p className="studio-alert">{t(message.id, message.params)}</p>}
      {children}
    </div>
  );
}
