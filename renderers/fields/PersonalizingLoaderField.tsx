import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../shared/contract';
import { timings } from '../../shared/ui/timings';
import { wizardContextOf } from '../context/wizardContext';
import './PersonalizingLoaderField.css';

/** The cosmetic bar: up by a step every interval, never past the cap. */
function useFakeProgress(): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const { fakeProgressStepMs, fakeProgressStepPercent, fakeProgressCapPercent } = timings;
    const timer = setInterval(() => {
      setPercent((p) => {
        const next = Math.min(fakeProgressCapPercent, p + fakeProgressStepPercent);
        if (next >= fakeProgressCapPercent) clearInterval(timer);
        return next;
      });
    }, fakeProgressStepMs);
    return () => clearInterval(timer);
  }, []);
  return percent;
}

/** The server's data laid over ours, except the plan the person already chose. */
export function mergeKeepingPlan(
  current: OnboardingUserData | undefined,
  fetched: OnboardingUserData,
): OnboardingUserData {
  if (!current) return fetched;
  return { ...current, ...fetched, selectedPlan: current.selectedPlan ?? fetched.selectedPlan };
}

/**
 * The flow's loader step (role 'loader'): while the server studies the website, a cosmetic bar
 * rises and the user's data is fetched at once and then every pollMs; once the server's stepName
 * has moved past the loader (and is not the dashboard), the wizard goes there and polling stops.
 * Polling errors are only logged.
 */
export default function PersonalizingLoaderField({ registry }: FieldProps) {
  const { t } = useTranslation();
  const { flow, services, appConfig } = wizardContextOf(registry);
  const percent = useFakeProgress();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const fetched = await services.fetchUserData();
        if (stopped) return;
        services.updateUserData((current) => mergeKeepingPlan(current, fetched));
        const next = fetched.stepName;
        const loader = flow.stepNameWithRole('loader');
        if (next && loader && next !== loader && !flow.isTerminal(next)) {
          stopped = true;
          flow.goToStep(next);
          return;
        }
      } catch (error) {
        console.error('Polling the user data failed', error);
      }
      if (!stopped) timer = setTimeout(() => void poll(), timings.pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [flow, services]);

  return (
    <div className="personalizing">
      {appConfig?.favicon && (
        <img
          className="personalizing__icon"
          src={appConfig.favicon}
          width={appConfig.faviconWidth || 32}
          alt=""
        />
      )}
      <div
        className="personalizing__bar"
        role="progressbar"
        aria-label={t('widgets.personalizingLoader.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="personalizing__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
