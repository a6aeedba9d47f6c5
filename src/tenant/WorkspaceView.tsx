import { useTranslation } from 'react-i18next';
import type { Workspace } from '../../shared/contract/tenant';
import { CampaignPreview } from './CampaignPreview';
import { HelpdeskBot } from './HelpdeskBot';

/**
 * What the tenant wrote (stage names, the campaign; the bot's questions and answers too) is in its
 * own language, which need not be the page's: dir="auto" lets an English email read left to right
 * on an Arabic page.
 */
export function WorkspaceView({
  workspace,
  onSessionEnded,
}: {
  workspace: Workspace;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const planName = workspace.planName ?? '';
  return (
    <main className="tenant__main">
      <div className="tenant__intro">
        <h1>{t('tenant.title', { name: workspace.name })}</h1>
        {planName && <p className="tenant__plan">{t('tenant.plan', { plan: planName })}</p>}
        <p className="tenant__muted">
          {t('tenant.since', {
            date: new Date(workspace.createdAt),
            formatParams: { date: { dateStyle: 'long' } },
          })}
        </p>
      </div>
      <section className="tenant__card" aria-labelledby="stages-title">
        <h2 id="stages-title">{t('tenant.stages.title')}</h2>
        <ol className="tenant__stages">
          {workspace.stages.map((stage) => (
            <li key={`${stage.name}-${stage.duration}`}>
              <span className="tenant__stage-name" dir="auto">
                {stage.name}
              </span>
              <span className="tenant__stage-day">
                {t('tenant.stages.day', { day: stage.duration })}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <div className="tenant__grid">
        <section className="tenant__card" aria-labelledby="campaign-title">
          <h2 id="campaign-title">{t('tenant.campaign.title')}</h2>
          {workspace.campaign ? (
            <CampaignPreview campaign={workspace.campaign} />
          ) : (
            <p>{t('tenant.campaign.none')}</p>
          )}
        </section>
        <HelpdeskBot knowledge={workspace.knowledge} onSessionEnded={onSessionEnded} />
      </div>
    </main>
  );
}
