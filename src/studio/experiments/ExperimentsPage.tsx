import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayDo } from '../operatorRole';
import type { StudioApi } from '../studioApi';
import { StudioDataPage } from '../StudioDataPage';
import { useStudioPageData } from '../useStudioPageData';
import { ExperimentResults } from './ExperimentResults';
import { StartExperimentForm } from './StartExperimentForm';
import '../funnels/funnels.css';
import './experiments.css';

async function fetchExperiments(api: StudioApi) {
  const [{ experiments, liveSteps }, { versions, liveVersionId }] = await Promise.all([
    api.experiments(),
    api.versions(),
  ]);
  return { experiments, versions, liveVersionId, liveSteps };
}

/**
 * /studio/experiments: the running experiment's arms compared on conversion to its goal, stopping it
 * with the arm to keep, starting one when none runs, and the experiments before.
 */
export function ExperimentsPage(props: { api: StudioApi; onSignOut: () => void }) {
  const { api } = props;
  const { t } = useTranslation();
  const { page, reload: load } = useStudioPageData(api, fetchExperiments);
  const [status, setStatus] = useState('');
  const mayRun = useMayDo('experiments');

  return (
    <StudioDataPage {...props} status={status} page={page} onRetry={load}>
      {(loaded) => {
        const running = loaded.experiments.find((e) => !e.stoppedAt);
        const past = loaded.experiments.filter((e) => e.stoppedAt);
        return (
          <>
            <section className="studio-card">
              <h2>{t('studio.experiments.title')}</h2>
              <p className="studio-muted">{t('studio.experiments.intro')}</p>
              {running ? (
                <ExperimentResults
                  experiment={running}
                  versions={loaded.versions}
                  onStop={
                    mayRun
                      ? async (winner) => {
                          await api.stopExperiment(running.id, winner);
                          setStatus(t('studio.experiments.stopped', { name: running.name }));
                          await load();
                        }
                      : undefined
                  }
                />
              ) : (
                mayRun && (
                  <StartExperimentForm
                    versions={loaded.versions}
                    liveVersionId={loaded.liveVersionId}
                    liveSteps={loaded.liveSteps}
                    onStart={async (experiment) => {
                      await api.startExperiment(experiment);
                      setStatus(t('studio.experiments.started', { name: experiment.name }));
                      await load();
                    }}
                  />
                )
              )}
            </section>
            {past.length > 0 && (
              <section className="studio-card">
                <h2>{t('studio.experiments.pastTitle')}</h2>
                {past.map((experiment) => (
                  <ExperimentResults
                    key={experiment.id}
                    experiment={experiment}
                    versions={loaded.versions}
                  />
                ))}
              </section>
            )}
          </>
        );
      }}
    </StudioDataPage>
  );
}
