import { useTranslation } from 'react-i18next';

/** Who else has the Studio open: a polite live region, read out when it changes, never a banner. */
export function PresenceNotice({ others }: { others: string[] }) {
  const { t } = useTranslation();
  return (
    <p className="studio-muted studio-presence" aria-live="polite">
      {others.length > 0 && t('studio.presence.alsoHere', { emails: others.join(', ') })}
    </p>
  );
}
