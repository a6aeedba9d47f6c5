import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { OPERATOR_ROLES, type OperatorRole } from '../../../shared/contract/operatorRoles';
import { toApiCallError } from '../../api/errors';
import { nameOf } from '../../ui/languageName';
import { AlertRegion } from '../AlertRegion';

/**
 * An admin's invitation: an email, the role it will have and, when the brand has several, the
 * language of its mail (the admin's own to begin with); the server mails the link.
 */
export function InviteForm({
  languages,
  onInvite,
}: {
  /** The brand's languages, its default first. */
  languages: readonly string[];
  onInvite: (email: string, role: OperatorRole, language: string | undefined) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [language, setLanguage] = useState(() =>
    languages.includes(i18n.language) ? i18n.language : languages[0],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onInvite(email, role, language);
      setEmail('');
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="studio-invite" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{t('studio.operators.inviteTitle')}</h2>
      <label htmlFor={`${id}-email`}>{t('studio.operators.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        required
        maxLength={320}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-role`}>{t('studio.operators.role')}</label>
      <select
        id={`${id}-role`}
        value={role}
        onChange={(e) => setRole(e.target.value as OperatorRole)}
      >
        {OPERATOR_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`studio.roles.${option}`)}
          </option>
        ))}
      </select>
      {languages.length > 1 && (
        <>
          <label htmlFor={`${id}-language`}>{t('studio.operators.language')}</label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
          >
            {languages.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {nameOf(lang)}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('studio.operators.invite')}
      </button>
      <AlertRegion message={error} />
    </form>
  );
}
