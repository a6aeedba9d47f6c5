import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';

/**
 * Where a refusal is said: the alert region is there, empty, before it, so a screen reader says
 * the message when it comes.
 */
export function AlertRegion({ message }: { message: Message | null }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="studio-alert-region">
      {message && <p className="studio-alert">{t(message.id, message.params)}</p>}
    </div>
  );
}
