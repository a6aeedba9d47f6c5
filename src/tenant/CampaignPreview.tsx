import { useTranslation } from 'react-i18next';
import { BUILT_IN_GENERATOR } from '../../shared/contract';
import type { Workspace } from '../../shared/contract/tenant';
import { sanitizedEmail } from './sanitizeEmail';

/** The tenant's latest campaign as an email: its subject, preheader and body, and who wrote it. */
export function CampaignPreview({ campaign }: { campaign: NonNullable<Workspace['campaign']> }) {
  const { t } = useTranslation();
  return (
    <article className="email-preview" aria-label={campaign.subject}>
      <dl className="email-preview__meta">
        <dt>{t('tenant.campaign.subject')}</dt>
        <dd dir="auto">{campaign.subject}</dd>
        <dt>{t('tenant.campaign.preheader')}</dt>
        <dd dir="auto">{campaign.preheader}</dd>
      </dl>
      <div className="email-preview__body" dir="auto">
        {sanitizedEmail(campaign.html)}
      </div>
      <p className="email-preview__generator">
        {t('tenant.campaign.generator', {
          generator:
            campaign.generator === BUILT_IN_GENERATOR
              ? t('tenant.campaign.builtInComposer')
              : campaign.generator,
        })}
      </p>
    </article>
  );
}
