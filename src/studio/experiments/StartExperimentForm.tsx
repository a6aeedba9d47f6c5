import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../api/errors';
import type { ConfigVersion, ExperimentGoal, NewExperiment } from '../studioApi';
import { GoalField, NameField, ShareField } from './ExperimentFields';

/**
 * Starts an experiment: a name, the two versions, the share of new signups the variant gets, and
 * its goal (paying, or reaching one of the live flow's steps).
 */
export function StartExperimentForm({
  versions,
  liveVersionId,
  liveSteps,
  onStart,
}: {
  versions: ConfigVersion[];
  liveVersionId: string | null;
  liveSteps: readonly string[];
  onStart(experiment: NewExperiment): Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [control, setControl] = useState(liveVersionId ?? versions[0]?.id ?? '');
  const [variant, setVariant] = useState(versions.find((v) => v.id !== control)?.id ?? '');
  const [share, setShare] = useState('50');
  const [goal, setGoal] = useState<ExperimentGoal>({ kind: 'paid' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onStart({
        name,
        controlVersionId: control,
        variantVersionId: variant,
        variantShare: Number(share) / 100,
        goal,
      });
      setName('');
    } catch (failure) {
      const { messageRef } = toApiCallError(failure);
      setError(t(messageRef.id, messageRef.params));
    } finally {
      setBusy(false);
    }
  };

  const versionOptions = versions.map((version) => (
    <option key={version.id} value={version.id}>
      {t('studio.history.version', { number: version.number })}
      {version.id === liveVersionId ? ` (${t('studio.history.live')})` : ''}
    </option>
  ));
  return (
    <form className="experiment-form" onSubmit={(event) => void submit(event)}>
      <h2>{t('studio.experiments.startTitle')}</h2>
      {versions.length < 2 ? (
        <p className="studio-muted">{t('studio.experiments.needTwoVersions')}</p>
      ) : (
        <>
          <NameField id={`${id}-name`} name={name} onChange={setName} />
          <div className="funnel-filters__field">
            <label htmlFor={`${id}-control`}>{t('studio.experiments.controlVersion')}</label>
            <select
              id={`${id}-control`}
              value={control}
              onChange={(e) => setControl(e.target.value)}
            >
              {versionOptions}
            </select>
          </div>
          <div className="funnel-filters__field">
            <label htmlFor={`${id}-variant`}>{t('studio.experiments.variantVersion')}</label>
            <select
              id={`${id}-variant`}
              value={variant}
              onChange={(e) => setVariant(e.target.value)}
            >
              {versionOptions}
            </select>
          </div>
          <ShareField id={`${id}-share`} share={share} onChange={setShare} />
          <GoalField id={`${id}-goal`} steps={liveSteps} goal={goal} onChange={setGoal} />
          {error && (
            <p role="alert" className="studio-alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('studio.experiments.start')}
          </button>
        </>
      )}
    </form>
  );
}
