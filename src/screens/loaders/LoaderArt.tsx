import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { SelectedPlan } from '../../../shared/contract';
import { initialConfigAtom } from '../../state/config';
import './loaders.css';

/** The loaders' 230 by 230 animation: orbiting dots around the brand's favicon. CSS only, bundled. */
export function LoaderArt() {
  const state = useAtomValue(initialConfigAtom);
  const favicon = state.status === 'ready' ? state.config.appConfig.favicon : undefined;
  return (
    <div className="loader-art" aria-hidden="true">
      <svg className="loader-art__orbit" width="230" height="230" viewBox="0 0 230 230">
        <circle className="loader-art__track" cx="115" cy="115" r="96" />
        <circle className="loader-art__dot loader-art__dot--1" cx="115" cy="19" r="10" />
        <circle className="loader-art__dot loader-art__dot--2" cx="211" cy="115" r="8" />
        <circle className="loader-art__dot loader-art__dot--3" cx="115" cy="211" r="6" />
      </svg>
      {favicon && <img className="loader-art__icon" src={favicon} alt="" width={64} height={64} />}
    </div>
  );
}

/** 'Due today' and the plan's price, as on the wizard's side panel. */
export function DueToday({ plan }: { plan: SelectedPlan }) {
  const { t } = useTranslation();
  return (
    <p className="loader-screen__due">
      <span className="loader-screen__due-label">{t('wizard.dueToday')}</span>
      <span className="loader-screen__due-price">
        {t('plan.price', { price: plan.price })}
        <span className="loader-screen__due-period">
          {t(plan.type === 'yearly' ? 'plan.perYear' : 'plan.perMonth')}
        </span>
      </span>
    </p>
  );
}
