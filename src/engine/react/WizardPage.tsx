import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LoadingIndicator } from '../../../renderers/ui/LoadingIndicator';
import { ProgressBar } from './ProgressBar';
import { SidePanels } from './SidePanels';
import { StepView } from './StepView';
import type { WizardChrome, WizardEnvironment } from './wizardEnvironment';
import { useWizardState } from './useWizardState';

export interface WizardPageProps extends WizardChrome {
  /** The step the address names; none: the first step this user sees. */
  stepName: string | undefined;
  /** Everything the wizard works with: configuration, user, session, draft, plan, saves, paths. */
  environment: WizardEnvironment;
}

/**
 * A step of the configuration's flow, when the user has reached it; an address beyond the
 * server's stepName lands on that step instead.
 */
export function WizardPage({ stepName, environment, header, notFound }: WizardPageProps) {
  const { t } = useTranslation();
  const wizard = useWizardState(stepName, environment);
  const { user, onStepShown, onInvalidSubmit, preview } = environment;
  const shown = wizard.kind === 'ready' && user.status === 'ready' ? wizard.step.name : null;
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
  const classes = [
    'wizard',
    preview && 'wizard--preview',
    `wizard--${step.name}`,
    step.paymentPanel && 'wizard--payment',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {header({ position: wizard.position, stepCount: wizard.visibleSteps.length })}
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
              user.status === 'ready' && onInvalidSubmit
                ? (errors) => onInvalidSubmit(step.name, errors)
                : undefined
            }
            // A new signup's step has no account to save to: the draft keeps what is typed there.
            kept={wizard.userData.userId ? undefined : environment.signupStepValues}
          />
        </main>
        <SidePanels step={step} plan={wizard.plan} userData={wizard.userData} />
      </div>
    </div>
  );
}
