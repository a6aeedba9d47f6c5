import { describe, expect, it } from 'vitest';
import { landingStepName } from '../../../shared/flow';
import { contextOf, flowOf, inCategory, TERMINAL_STEP } from './fixtures';

describe('landingStepName', () => {
  it('a stored step the user sees is where they land', () => {
    expect(landingStepName(contextOf(), 'stages')).toBe('stages');
  });

  it('a stored step hidden by its when condition lands on the next visible step', () => {
    const ctx = contextOf({ userData: inCategory('E-commerce') });
    expect(landingStepName(ctx, 'campaign_usecase')).toBe('email_verification');
  });

  it("a stored step in the user's hideSteps lands on the next visible step", () => {
    const ctx = contextOf({ userData: { hideSteps: ['stages', 'website_url'] } });
    expect(landingStepName(ctx, 'stages')).toBe('personalizing_loader');
  });

  it("a stored step in the brand's hideSteps lands on the next visible step", () => {
    const ctx = contextOf({ brand: { hideSteps: ['brand_setup'] } });
    expect(landingStepName(ctx, 'brand_setup')).toBe('payment');
  });

  it('a hidden stored step with nothing visible after it lands on the last visible step', () => {
    const ctx = contextOf({ flow: flowOf('a', 'b', 'c'), userData: { hideSteps: ['c'] } });
    expect(landingStepName(ctx, 'c')).toBe('b');
  });

  it('the terminal step is returned unchanged', () => {
    expect(landingStepName(contextOf(), TERMINAL_STEP)).toBe('redirect_dashboard');
  });

  it('the terminal step is returned unchanged even when a flow hides a step of that name', () => {
    const ctx = contextOf({
      flow: flowOf('a', TERMINAL_STEP, 'b'),
      userData: { hideSteps: [TERMINAL_STEP] },
    });
    expect(landingStepName(ctx, TERMINAL_STEP)).toBe(TERMINAL_STEP);
  });

  it.each(['tenant_building_loader', 'payment_processing_loader', 'import_knowledge_base'])(
    'the name %s outside the flow is returned unchanged',
    (name) => {
      expect(landingStepName(contextOf(), name)).toBe(name);
    },
  );

  it.each([null, undefined, ''])(
    'a stored stepName of %j lands on the first visible step',
    (stored) => {
      const ctx = contextOf({ brand: { hideSteps: ['tenant_domain'] } });
      expect(landingStepName(ctx, stored)).toBe('business_category');
    },
  );
});
