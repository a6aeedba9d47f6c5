import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelQuery, FunnelReport, LiveVersionChange, StudioApi } from '../studioApi';
import { ChangeEffect } from './ChangeEffect';
import { filledDays } from './timelineDays';

const HEIGHT = 120;
const BAR = 10;

/** A change's words: which version went live, how (publish, rollback, experiment's stop), in place of which. */
function useChangeText() {
  const { t } = useTranslation();
  return (change: LiveVersionChange) =>
    change.kind === 'published'
      ? t('studio.funnels.timeline.published', { number: change.number })
      : t(`studio.funnels.timeline.${change.kind}`, {
          number: change.number,
          previous: change.previousNumber ?? '?',
        });
}

/**
 * The period's signups day by day, with each switch of the live version marked on the day it happened;
 * the list under the picture names each change, and compares every step before and after it.
 */
export function FunnelTimeline({
  api,
  query,
  report,
}: {
  api: StudioApi;
  query: FunnelQuery;
  report: FunnelReport;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const changeText = useChangeText();
  const [compared, setCompared] = useState<string | null>(null);
  const days = filledDays(report.from, report.to, report.timeline.days);
  const most = Math.max(1, ...days.map((day) => day.signups));
  const width = days.length * BAR;
  const dayIndex = (at: string) => days.findIndex((day) => day.day === at.slice(0, 10));
  // In UTC, named: the picture places each change on its UTC day, and the list must agree.
  const date = new Intl.DateTimeFormat(i18n.language, {
    timeZone: 'UTC',
    timeZoneName: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const keyOf = (change: LiveVersionChange) => `${change.at}:${change.versionId}`;
  // One mark a day: the versions that went live that day, the last one's kind for its colour.
  const byDay = new Map<number, LiveVersionChange[]>();
  for (const change of report.timeline.changes) {
    const index = dayIndex(change.at);
    if (index >= 0) byDay.set(index, [...(byDay.get(index) ?? []), change]);
  }
  const marks = [...byDay].map(([index, changes]) => ({
    index,
    kind: changes.at(-1)!.kind,
    label: changes.map((change) => `v${change.number}`).join(' · '),
  }));

  return (
    <section className="funnel-timeline" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('studio.funnels.timeline.title')}</h3>
      <div className="funnel-timeline__picture" dir="ltr">
        <svg
          className="funnel-timeline__chart"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('studio.funnels.timeline.chartLabel', { days: days.length })}
        >
          {days.map((day, index) => {
            const height = (day.signups / most) * HEIGHT;
            return (
              <rect
                key={day.day}
                className="funnel-timeline__bar"
                x={index * BAR + 1}
                y={HEIGHT - height}
                width={BAR - 2}
                height={height}
              >
                <title>
                  {t('studio.funnels.timeline.day', { day: day.day, signups: day.signups })}
                </title>
              </rect>
            );
          })}
          {marks.map((mark) => (
            <line
              key={mark.index}
              className={`funnel-timeline__mark funnel-timeline__mark--${mark.kind}`}
              x1={mark.index * BAR + BAR / 2}
              x2={mark.index * BAR + BAR / 2}
              y1={0}
              y2={HEIGHT}
            />
          ))}
        </svg>
        {/* The marks' names are text beside the picture, so they keep their shape at any width. */}
        <div className="funnel-timeline__labels" aria-hidden="true">
          {marks.map((mark) => (
            <span key={mark.index} style={{ left: `${((mark.index + 0.5) / days.length) * 100}%` }}>
              {mark.label}
            </span>
          ))}
        </div>
      </div>
      {report.timeline.changes.length === 0 ? (
        <p className="studio-muted">{t('studio.funnels.timeline.noChanges')}</p>
      ) : (
        <ol className="funnel-timeline__changes">
          {report.timeline.changes.map((change) => {
            const key = keyOf(change);
            const open = compared === key;
            const previous = change.previousVersionId;
            return (
              <li key={key}>
                <p>
                  <strong>{changeText(change)}</strong>{' '}
                  <span className="studio-muted">
                    {t('studio.funnels.timeline.when', {
                      date: date.format(new Date(change.at)),
                      by: change.by,
                    })}
                  </span>
                  {change.note && <q className="funnel-timeline__note">{change.note}</q>}
                </p>
                {previous !== null && (
                  <button
                    type="button"
                    className="button button--link"
                    aria-expanded={open}
                    onClick={() => setCompared(open ? null : key)}
                  >
                    {t('studio.funnels.timeline.compare', { number: change.number })}
                  </button>
                )}
                {open && previous !== null && (
                  <ChangeEffect
                    api={api}
                    query={query}
                    change={{ ...change, previousVersionId: previous }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
