import type { FieldProps } from '@rjsf/utils';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OnboardingUserData } from '../../shared/contract';
import { getUserData } from '../../src/api/user';
import { timings } from '../../src/ui/timings';
import { flows } from 'virtual:onramp/schemas';
import { isTerminal } from '../../shared/flow';
import { initialConfigAtom } from '../../src/state/config';
import { userDataAtom } from '../../src/state/userData';
import './PersonalizingLoaderField.css';

const LOADER_STEP = 'personalizing_loader';

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
 * personalizing_loader: while the server studies the website, a cosmetic bar rises and the user's
 * data is fetched at once and then every pollMs; once the server's stepName has moved past the loader (and is not
 * the dashboard), the wizard goes there and polling stops. Polling errors are only logged.
 */
export default function PersonalizingLoaderField(_props: FieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAtomValue(initialConfigAtom);
  const setUserData = useSetAtom(userDataAtom);
  const percent = useFakeProgress();
  const flow = config.status === 'ready' ? flows[config.config.brand.flow] : undefined;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const fetched = await getUserData();
        if (stopped) return;
        setUserData((state) => ({
          status: 'ready',
          data: mergeKeepingPlan(state.status === 'ready' ? state.data : undefined, fetched),
        }));
        const next = fetched.stepName;
        if (next && next !== LOADER_STEP && !(flow && isTerminal(flow, next))) {
          stopped = true;
          navigate(`/signup/${next}`);
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
  }, [flow, navigate, setUserData]);

  const appConfig = config.status === 'ready' ? config.config.appConfig : undefined;
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
        aria-label={t('steps.personalizing_loader.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="personalizing__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
