import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../api/errors';
import type { ConfigVersion, Experiment, ExperimentArm } from '../studioApi';
import { useGoalInWords } from './ExperimentFields';

const ARMS: ExperimentArm[] = ['control', 'variant'];

/** One experiment: each arm's conversion to its goal with its interval, the verdict, and stopping. */
export function ExperimentResults({
  experiment,
  versions,
  onStop,
}: {
  experiment: Experiment;
  versions: ConfigVersion[];
  onStop?(winner: ExperimentArm): Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const goalInWords = useGoalInWords();
  const [confirming, setConfirming] = useState<ExperimentArm | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pct = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const numberOf = (versionId: string) =>
    versions.find((version) => version.id === versionId)?.number ?? versionId;
  const versionOf = (arm: ExperimentArm) =>
    numberOf(arm === 'control' ? experiment.controlVersionId : experiment.variantVersionId);
  const { comparison } = experiment;
  const p =
    comparison.pValue === null
      ? ''
      : new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 2 }).format(
          comparison.pValue,
        );
  const stop = async (winner: ExperimentArm) => {
    setBusy(true);
    setFailure(null);
    try {
      await onStop?.(winner);
    } catch (error) {
      const { messageRef } = toApiCallError(error);
      setFailure(t(messageRef.id, messageRef.params));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <article className="studio-card experiment" data-experiment={experiment.id}>
      <h3>{experiment.name}</h3>
      <p className="studio-muted">
        {experiment.stoppedAt
          ? t('studio.experiments.stoppedOn', {
              date: new Date(experiment.stoppedAt).toLocaleDateString(i18n.language),
              arm: t(`studio.experiments.arm.${experiment.winner}`),
            })
          : t('studio.experiments.running', {
              share: pct.format(experiment.variantShare),
              date: new Date(experiment.startedAt).toLocaleDateString(i18n.language),
            })}
      </p>
      <p className="experiment__goal">
        {t('studio.experiments.goalIs', { goal: goalInWords(experiment.goal) })}
      </p>
      <table className="funnel-table">
        <caption className="visually-hidden">
          {t('studio.experiments.tableCaption', { name: experiment.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('studio.experiments.armHeading')}</th>
            <th scope="col">{t('studio.experiments.version')}</th>
            <th scope="col" className="num">
              {t('studio.funnels.signups')}
            </th>
            <th scope="col" className="num">
              {t('studio.experiments.converted')}
            </th>
            <th scope="col" className="num">
              {t('studio.experiments.conversion')}
            </th>
            <th scope="col" className="num">
              {t('studio.experiments.interval')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ARMS.map((arm) => {
            const result = comparison[arm];
            return (
              <tr key={arm} data-arm={arm}>
                <th scope="row">{t(`studio.experiments.arm.${arm}`)}</th>
                <td>{t('studio.history.version', { number: versionOf(arm) })}</td>
                <td className="num">{result.signups}</td>
                <td className="num">{result.converted}</td>
                <td className="num">{pct.format(result.rate)}</td>
                <td className="num">
                  {t('studio.experiments.between', {
                    low: pct.format(result.low),
                    high: pct.format(result.high),
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="experiment__verdict" role="status">
        {t(`studio.experiments.verdict.${comparison.verdict}`, { p })}
      </p>
      {failure && (
        <p role="alert" className="studio-alert">
          {failure}
        </p>
      )}
      {onStop && !experiment.stoppedAt && (
        <div className="experiment__stop">
          {confirming ? (
            <div role="group" aria-label={t('studio.experiments.confirmLabel')}>
              <p>
                {t('studio.experiments.confirm', {
                  arm: t(`studio.experiments.arm.${confirming}`),
                  number: versionOf(confirming),
                })}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void stop(confirming)}
              >
                {t('studio.experiments.confirmYes')}
              </button>{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => setConfirming(null)}
              >
                {t('studio.experiments.confirmNo')}
              </button>
            </div>
          ) : (
            ARMS.map((arm) => (
              <button
                key={arm}
                type="button"
                className="button button--secondary"
                onClick={() => setConfirming(arm)}
              >
                {t('studio.experiments.stopWith', {
                  arm: t(`studio.experiments.arm.${arm}`),
                  number: versionOf(arm),
                })}
              </button>
            ))
          )}
        </div>
      )}
    </article>
  );
}
