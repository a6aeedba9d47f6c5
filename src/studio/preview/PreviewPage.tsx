import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { ProgressBar } from '../../engine/react/ProgressBar';
import { SidePanels } from '../../engine/react/SidePanels';
import { StepView } from '../../engine/react/StepView';
import { brandLanguagesOf } from '../../app/brandLanguages';
import { initialConfigAtom } from '../../state/config';
import { resolveSelectedPlan } from '../../state/selectedPlan';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { usePreviewEnvironment } from './previewEnvironment';
import { previewSubmitActions } from './previewSubmit';
import { usePreviewWalk, type PreviewWalk } from './usePreviewWalk';
import './preview.css';

type StepWalk = Extract<PreviewWalk, { kind: 'step' }>;

/** The bar above every preview screen: what this page is, where the walk stands, start over. */
function PreviewBar({ position, onRestart }: { position?: string; onRestart(): void }) {
  const { t } = useTranslation();
  const state = useAtomValue(initialConfigAtom);
  return (
    <header className="preview-bar">
      <p className="preview-bar__what">
        <strong>{t('studio.preview.badge')}</strong> {t('studio.preview.nothingSaved')}
      </p>
      {position && <p className="preview-bar__position">{position}</p>}
      <div className="preview-bar__tools">
        {state.status === 'ready' && state.config.brand?.locales && (
          <LanguageSwitcher brand={brandLanguagesOf(state.config)} />
        )}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          {t('studio.preview.restart')}
        </button>
      </div>
    </header>
  );
}

function PreviewStep({ walk }: { walk: StepWalk }) {
  const { t } = useTranslation();
  const environment = usePreviewEnvironment(walk.config, walk.flow, walk);
  const { step } = walk;
  const position =
    walk.position > 0
      ? t('studio.preview.position', { position: walk.position, total: walk.stepCount })
      : t('studio.preview.hiddenForSample');
  return (
    <div
      className={`wizard wizard--preview wizard--${step.name}${step.paymentPanel ? ' wizard--payment' : ''}`}
    >
      <PreviewBar position={position} onRestart={walk.restart} />
      <div className="wizard__body">
        <main id="main" className="wizard__main">
          {walk.progress.show && <ProgressBar percent={walk.progress.percent} />}
          <StepView
            key={`${walk.walkId}:${step.name}`}
            step={step}
            userData={walk.userData}
            canGoBack={Boolean(walk.backStepName)}
            onBack={walk.goBack}
            onDone={walk.goNext}
            onSkip={() => walk.goNext('following', undefined)}
            variants={walk.config.brand.variants}
            environment={environment}
            submitActions={previewSubmitActions}
            sampleAnswers
          />
        </main>
        <SidePanels
          step={step}
          plan={resolveSelectedPlan(walk.config, walk.userData, environment.selectedPlanId)}
          userData={walk.userData}
        />
      </div>
    </div>
  );
}

/**
 * /studio/preview/{version or draft}: the real engine walking that configuration's flow as a sample
 * owner, for the Studio's side-by-side view and for a shared link. Submits validate with the
 * step's own module and move on; nothing is saved and no real owner is touched.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const walk = usePreviewWalk();
  switch (walk.kind) {
    case 'loading':
      return <LoadingIndicator />;
    case 'step':
      return <PreviewStep walk={walk} />;
  }
  const { restart } = walk;
  return (
    <div className="wizard wizard--preview">
      <PreviewBar onRestart={restart} />
      <main id="main" className="preview-end">
        {walk.kind === 'done' && (
          <>
            <h1>{t('studio.preview.doneTitle')}</h1>
            <p>{t('studio.preview.doneText')}</p>
          </>
        )}
        {walk.kind === 'unknownStep' && (
          <p role="alert">{t('studio.preview.unknownStep', { step: walk.stepName })}</p>
        )}
        {walk.kind === 'noFlow' && <p role="alert">{t('studio.preview.noFlow')}</p>}
        <button type="button" className="button button--primary" onClick={restart}>
          {t('studio.preview.fromStart')}
        </button>
      </main>
    </div>
  );
}
