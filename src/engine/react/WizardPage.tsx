import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { signupStepValuesAtom } from '../../state/signupDraft';
import type { UserDataState } from '../../state/userData';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { ProgressBar } from './ProgressBar';
import { SidePanels } from './SidePanels';
import { StepView } from './StepView';
import type { InvalidField } from './transformErrors';
import { useWizardContext } from './useWizardContext';
import { useWizardState } from './useWizardState';

export interface WizardPageProps {
  /** The app's header, shown above the step. */
  header: ReactNode;
  /** What an address that names no step of this user's flow shows. */
  notFound: ReactNode;
  /** The signed-in user's data as the app fetches it. */
  userState: UserDataState;
  /** A signed-in user was shown a step (once per step shown). */
  onStepShown?(stepName: string): void;
  /** A signed-in user's submit of a step was refused by its validation in the page. */
  onInvalidSubmit?(stepName: string, errors: InvalidField[]): void;
}

/**
 * /signup/{activeStepName}: the brand's flow, at the step the address names when the user has
 * reached it; an address beyond the server's stepName lands on that step instead.
 */
export function WizardPage({
  header,
  notFound,
  userState,
  onStepShown,
  onInvalidSubmit,
}: WizardPageProps) {
  const { t } = useTranslation();
  const { activeStepName = '' } = useParams();
  const wizard = useWizardState(activeStepName, userState);
  const environment = useWizardContext();
  const [signupStepValues, keepSignupStepValues] = useAtom(signupStepValuesAtom);
  const shown = wizard.kind === 'ready' && userState.status === 'ready' ? wizard.step.name : null;
  useEffect(() => {
    if (shown) onStepShown?.(shown);
  }, [shown, onStepShown]);

  switch (wizard.kind) {
    case 'loading':
      return <LoadingIndicator />;
    case 'notFound':
      return <>{notFound}</>;
    case 'redirect':
      return <Navigate to={wizard.to} replace />;
    case 'error':
      return (
        <p role="alert" className="form-error page-error">
          {t(wizard.message.id, wizard.message.params)}
        </p>
      );
  }

  const { step, progress } = wizard;
  return (
    <div className={`wizard wizard--${step.name}${step.paymentPanel ? ' wizard--payment' : ''}`}>
      {header}
      <div className="wizard__body">
        <main id="main" className="wizard__main">
          {progress.show && <ProgressBar percent={progress.percent} />}
          <StepView
            key={step.name}
            step={step}
            userData={wizard.userData}
            canGoBack={Boolean(wizard.backStepName)}
            mustSave={wizard.mustSave}
            onBack={wizard.goBack}
            onDone={wizard.goNext}
            onSkip={() => wizard.goNext('following', undefined, undefined)}
            variants={wizard.config.brand.variants}
            environment={environment}
            onInvalid={
              userState.status === 'ready' && onInvalidSubmit
                ? (errors) => onInvalidSubmit(step.name, errors)
                : undefined
            }
            // A new signup's step has no account to save to: the draft keeps what is typed there.
            kept={
              wizard.userData.userId
                ? undefined
                : { values: signupStepValues, keep: keepSignupStepValues }
            }
          />
        </main>
        <SidePanels step={step} plan={wizard.plan} userData={wizard.userData} />
      </div>
    </div>
  );
}
