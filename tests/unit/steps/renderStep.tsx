import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import '../../../src/i18n';
import type { BrandVariants, OnboardingUserData } from '../../../shared/contract';
import { initialConfigOf, REQUIREMENTS } from '../support/initialConfig';
import type { FlowStep } from '../../../shared/flow/types';
import { StepView, type StepViewProps } from '../../../src/engine/react/StepView';
import { useAppWizardEnvironment } from '../../../src/app/wizard/useAppWizardEnvironment';
import mainFlow from '../../../schemas/flows/main.json';
import { initialConfigAtom } from '../../../src/state/config';

/** The main flow's entry for a step, as WizardPage hands it to StepView. */
export function flowStep(name: string): FlowStep {
  const step = (mainFlow.steps as FlowStep[]).find((s) => s.name === name);
  if (!step) throw new Error(`no step ${name} in the main flow`);
  return step;
}

export { initialConfigOf, REQUIREMENTS } from '../support/initialConfig';

/** A step as the wizard's page shows it: with the app's state, API and router as its environment. */
export function AppStepView(props: Omit<StepViewProps, 'environment'>) {
  return <StepView {...props} environment={useAppWizardEnvironment()} />;
}

export function userDataOf(extra: Partial<OnboardingUserData> = {}): OnboardingUserData {
  return {
    userId: 'u1',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    isEmailVerified: false,
    stepName: 'business_category',
    hideSteps: [],
    businessCategory: null,
    stages: [],
    primaryFeatures: [],
    campaignTemplates: [],
    themePreferenceList: [],
    ...extra,
  } as OnboardingUserData;
}

/** A page whose start-up config is loaded: what StepView and the auth views read their modules from. */
export function WithConfig({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(initialConfigAtom, { status: 'ready', config: initialConfigOf() });
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}

/** One wizard step as the wizard renders it: its schema, its widgets, its submit binding. */
export function renderStep(
  name: string,
  options: {
    userData?: Partial<OnboardingUserData>;
    variants?: BrandVariants;
    url?: string;
    step?: Partial<FlowStep>;
  } = {},
) {
  const onDone = vi.fn();
  const utils = render(
    <WithConfig>
      <MemoryRouter initialEntries={[options.url ?? `/signup/${name}`]}>
        <AppStepView
          step={{ ...flowStep(name), ...options.step }}
          userData={userDataOf(options.userData)}
          canGoBack
          onBack={vi.fn()}
          onDone={onDone}
          variants={options.variants ?? REQUIREMENTS}
        />
      </MemoryRouter>
    </WithConfig>,
  );
  return { ...utils, onDone };
}
