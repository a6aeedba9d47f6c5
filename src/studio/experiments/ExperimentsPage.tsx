import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import { useMayDo } from '../operatorRole';
import { StudioHeader } from '../StudioHeader';
import { StudioLoadError } from '../StudioLoadError';
import type { ConfigVersion, Experiment, StudioApi } from '../studioApi';
import { ExperimentResults } from './ExperimentResults';
import { StartExperimentForm } from './StartExperimentForm';
import '../funnels/funnels.css';
import './experiments.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: Message }
  | {
      status: 'ready';
      experiments: Experiment[];
      versions: ConfigVersion[];
      liveVersionId: string | null;
      liveSteps: string[];
    };

async function fetchPage(api: StudioApi): Promise<Loaded> {
  try {
    const [{ experiments, liveSteps }, { versions, liveVersionId }] = await Promise.all([
      api.experiments(),
      api.versions(),
    ]);
    return { status: 'ready', experiments, versions, liveVersionId, liveSteps };
  } catch (error) {
    return { status: 'error', message: toApiCallError(error).messageRef };
  }
}

/**
 * /studio/experiments: the running experiment's arms compared on conversion to its goal, stopping it
 * with the arm to keep, starting one when none runs, and the experiments before.
 */
export function ExperimentsPage({ api, onSignOut }: { api: StudioApi; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [status, setStatus] = useState('');
  const mayRun = useMayDo('experiments');

  const load = useCallback(async () => setLoaded(await fetchPage(api)), [api]);

  useEffect(() => {
    let current = true;
    void fetchPage(api).then((page) => current && setLoaded(page));
    return () => {
      current = false;
    };
  }, [api]);

  const running =
    loaded.status === 'ready' ? loaded.experiments.find((e) => !e.stoppedAt) : undefined;
  const past = loaded.status === 'ready' ? loaded.experiments.filter((e) => e.stoppedAt) : [];

  return (
    <div className="studio">
      <StudioHeader api={api} onSignOut={onSignOut} />
      <p className="studio-status" role="status" aria-live="polite">
        {status}
      </p>
      <main id="main" className="funnels" aria-busy={loaded.status === 'loading'}>
        {loaded.status === 'loading' && <p>{t('studio.loading')}</p>}
        {loaded.status === 'error' && (
          <StudioLoadError message={loaded.message} onRetry={() => void load()} />
        )}
        {loaded.status === 'ready' && (
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
        )}
      </main>
    </div>
  );
}
