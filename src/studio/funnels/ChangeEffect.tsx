import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import { StudioLoadError } from '../StudioLoadError';
import type { FunnelQuery, LiveVersionChange, StudioApi } from '../studioApi';
import { stepConversions, type StepConversion, type StepShare } from './stepConversion';

interface Answer {
  /** The comparison (and attempt) this answer is for. */
  key: string;
  rows?: StepConversion[];
  failure?: Message;
}

/**
 * What a change of the live version did: for each step, of the period's owners who reached it, the
 * share who completed it on the version it replaced and on the version it made live.
 */
export function ChangeEffect({
  api,
  query,
  change,
}: {
  api: StudioApi;
  /** The funnel's period and filters; the version is each side's own. */
  query: FunnelQuery;
  change: LiveVersionChange & { previousVersionId: string };
}) {
  const { t, i18n } = useTranslation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([query, change.previousVersionId, change.versionId, attempt]);

  useEffect(() => {
    let current = true;
    const [asked, before, after] = JSON.parse(key) as [FunnelQuery, string, string];
    Promise.all([
      api.funnel({ ...asked, version: before }),
      api.funnel({ ...asked, version: after }),
    ]).then(
      ([was, now]) => current && setAnswer({ key, rows: stepConversions(was.funnel, now.funnel) }),
      (error: unknown) => current && setAnswer({ key, failure: toApiCallError(error).messageRef }),
    );
    return () => {
      current = false;
    };
  }, [api, key]);

  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const points = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const share = (side: StepShare) =>
    side.rate === null
      ? t('studio.funnels.effect.nobody')
      : t('studio.funnels.effect.share', {
          rate: percent.format(side.rate),
          completed: side.completed,
          arrived: side.arrived,
        });

  if (answer?.key !== key) return <p className="studio-muted">{t('studio.funnels.loading')}</p>;
  if (answer.failure)
    return (
      <StudioLoadError
        message={answer.failure}
        onRetry={() => setAttempt((n) => n + 1)}
        className="studio-alert"
      />
    );
  return (
    <table className="funnel-table">
      <caption>
        {t('studio.funnels.effect.caption', {
          before: change.previousNumber ?? '?',
          after: change.number,
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('studio.funnels.step')}</th>
          <th scope="col" className="num">
            {t('studio.funnels.effect.before', { number: change.previousNumber ?? '?' })}
          </th>
          <th scope="col" className="num">
            {t('studio.funnels.effect.after', { number: change.number })}
          </th>
          <th scope="col" className="num">
            {t('studio.funnels.effect.difference')}
          </th>
        </tr>
      </thead>
      <tbody>
        {answer.rows!.map((row) => (
          <tr key={row.step}>
            <th scope="row">{row.step}</th>
            <td className="num">{share(row.before)}</td>
            <td className="num">{share(row.after)}</td>
            <td className="num">
              {row.difference === null
                ? '–'
                : t('studio.funnels.effect.points', {
                    points: points.format(row.difference * 100),
                  })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
