import { describe, expect, it } from 'vitest';
import { progressFor } from '../../../shared/flow';
import { contextOf, flowOf, mainFlow, names, step } from './fixtures';

/** Section 2 of the spec: "Progress percentages". */
const SPEC_PROGRESS: Record<string, { percent: number; show: boolean }> = {
  tenant_domain: { percent: 10, show: true },
  business_category: { percent: 10, show: true },
  generate_campaign: { percent: 20, show: true },
  campaign_usecase: { percent: 20, show: true },
  email_verification: { percent: 40, show: true },
  stages: { percent: 60, show: true },
  website_url: { percent: 70, show: true },
  personalizing_loader: { percent: 0, show: false },
  brand_setup: { percent: 90, show: true },
  payment: { percent: 90, show: true },
};

describe('progressFor in the main flow', () => {
  it('the spec table covers every step of the main flow', () => {
    expect(names(mainFlow.steps).sort()).toEqual(Object.keys(SPEC_PROGRESS).sort());
  });

  it.each(Object.entries(SPEC_PROGRESS))('%s shows %o', (name, expected) => {
    expect(progressFor(contextOf(), name)).toEqual(expected);
  });

  it('progress does not depend on whether the step is visible', () => {
    const ctx = contextOf({ userData: { hideSteps: ['stages'] } });
    expect(progressFor(ctx, 'stages')).toEqual({ percent: 60, show: true });
  });
});

describe('progressFor in other flows', () => {
  it('an unknown step shows no bar at 0', () => {
    expect(progressFor(contextOf(), 'import_knowledge_base')).toEqual({ percent: 0, show: false });
  });

  it('the terminal step shows no bar at 0', () => {
    expect(progressFor(contextOf(), 'redirect_dashboard')).toEqual({ percent: 0, show: false });
  });

  it('a step without showProgress shows its bar', () => {
    const ctx = contextOf({ flow: flowOf(step('train_bot', { progress: 75 })) });
    expect(progressFor(ctx, 'train_bot')).toEqual({ percent: 75, show: true });
  });

  it('showProgress false hides the bar but keeps the percentage', () => {
    const ctx = contextOf({ flow: flowOf(step('a', { progress: 30, showProgress: false })) });
    expect(progressFor(ctx, 'a')).toEqual({ percent: 30, show: false });
  });
});
