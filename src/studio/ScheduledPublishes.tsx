import { useTranslation } from 'react-i18next';
import type { ScheduledPublish } from './studioApi';
import { useScheduleTime } from './useScheduleTime';

function FailureReason({ row }: { row: ScheduledPublish }) {
  const { t } = useTranslation();
  const data = row.failure?.data as { publishedBy?: string; liveNumber?: number } | undefined;
  if (row.failure?.statusCode !== 'version_conflict' || !data?.publishedBy) return null;
  return (
    <p className="studio-alert">
      {t('studio.schedule.failedConflict', { email: data.publishedBy, number: data.liveNumber })}
    </p>
  );
}

/** The scheduled publishes: time, who, what became of each (a failure says why), Cancel for those to come. */
export function ScheduledPublishes({
  scheduled,
  titleId,
  onCancel,
}: {
  scheduled: ScheduledPublish[];
  titleId: string;
  /** Left out for a role that may not publish: no Cancel is offered. */
  onCancel?: (row: ScheduledPublish) => void;
}) {
  const { t } = useTranslation();
  const timeOf = useScheduleTime();
  return (
    <section aria-labelledby={titleId} className="studio-scheduled">
      <h3 id={titleId}>{t('studio.schedule.title')}</h3>
      {scheduled.length === 0 ? (
        <p className="studio-muted">{t('studio.schedule.none')}</p>
      ) : (
        <ul>
          {scheduled.map((row) => (
            <li key={row.id}>
              <p>
                {t('studio.schedule.entry', {
                  time: timeOf(row.publishAt),
                  email: row.scheduledBy,
                })}
                {row.note && ` — ${row.note}`}
              </p>
              <p className="studio-muted">{t(`studio.schedule.state.${row.state}`)}</p>
              {row.state === 'failed' && <FailureReason row={row} />}
              {row.state === 'scheduled' && onCancel && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`${t('studio.schedule.cancel')}: ${timeOf(row.publishAt)}`}
                  onClick={() => onCancel(row)}
                >
                  {t('studio.schedule.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
