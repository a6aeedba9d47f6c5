import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the draft's live preview will go once the runtime step modules it needs exist. */
export function PreviewRegion() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="studio-card studio-preview" aria-labelledby={id}>
      <h2 id={id}>{t('studio.preview.title')}</h2>
      <p className="studio-muted">{t('studio.preview.notYet')}</p>
    </section>
  );
}
