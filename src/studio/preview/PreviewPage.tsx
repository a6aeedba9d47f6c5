import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { flowOf } from '../../../shared/flow/configFlow';
import { WizardPage } from '../../engine/react/WizardPage';
import { brandLanguagesOf } from '../../app/brandLanguages';
import { SiteHeader } from '../../app/Header';
import { initialConfigAtom } from '../../state/config';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { usePreviewWizard } from './usePreviewWizard';
import './preview.css';

/**
 * The top of every preview screen: the bar that says what this page is, where the walk stands and
 * starts over, then the previewed configuration's own site header with its logo and name, as its
 * live pages show it on the brand's host (the bar's language switcher stands for its tools).
 */
function PreviewTop({ position, onRestart }: { position?: string; onRestart(): void }) {
  const state = useAtomValue(initialConfigAtom);
  return (
    <>
      <PreviewBar position={position} onRestart={onRestart} />
      {state.status === 'ready' && <SiteHeader appConfig={state.config.appConfig} branded />}
    </>
  );
}

/** The bar above every preview screen: what this page is, where the walk stands, start over. */
function PreviewBar({ position, onRestart }: { position?: string; onRestart(): void }) {
  const { t } = useTranslation();
  const state = useAtomValue(initialConfigAtom);
  return (
    // A region, not a second banner: the site header below is the page's banner.
    <section className="preview-bar" aria-label={t('studio.preview.title')}>
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
    </section>
  );
}

/**
 * /studio/preview/{version or draft}: the real wizard walking that configuration's flow as a sample
 * owner, for the Studio's side-by-side view and for a shared link. Submits validate with the
 * step's own module and move on; nothing is saved and no real owner is touched.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { environment, stepName, done, walkId, restart } = usePreviewWizard();
  const flow = environment.config ? flowOf(environment.config) : undefined;
  if (!done) {
    return (
      <WizardPage
        key={walkId}
        stepName={stepName}
        environment={environment}
        header={({ position, stepCount }) => (
          <PreviewTop
            position={
              position > 0
                ? t('studio.preview.position', { position, total: stepCount })
                : t('studio.preview.hiddenForSample')
            }
            onRestart={restart}
          />
        )}
        notFound={
          <PreviewEnd onRestart={restart}>
            <p role="alert">
              {flow
                ? t('studio.preview.unknownStep', { step: stepName ?? '' })
                : t('studio.preview.noFlow')}
            </p>
          </PreviewEnd>
        }
      />
    );
  }
  return (
    <PreviewEnd onRestart={restart}>
      <h1>{t('studio.preview.doneTitle')}</h1>
      <p>{t('studio.preview.doneText')}</p>
    </PreviewEnd>
  );
}

/** A preview screen that is not a step: the walk's end, or a step or flow that is not there. */
function PreviewEnd({ onRestart, children }: { onRestart(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="wizard wizard--preview">
      <PreviewTop onRestart={onRestart} />
      <main id="main" className="preview-end">
        {children}
        <button type="button" className="button button--primary" onClick={onRestart}>
          {t('studio.preview.fromStart')}
        </button>
      </main>
    </div>
  );
}
