import { describe, expect, it } from 'vitest';
import { findStep, previousStepName } from '../../../shared/flow';
import { assistedFlow, beaconRules, contextOf, flowOf, inCategory, step } from './fixtures';

describe('previousStepName to the previous step', () => {
  it('Back from business_category goes to tenant_domain', () => {
    expect(previousStepName(contextOf(), 'business_category')).toBe('tenant_domain');
  });

  it('Back from brand_setup skips personalizing_loader: two steps back to website_url', () => {
    expect(previousStepName(contextOf(), 'brand_setup')).toBe('website_url');
  });

  it('Back from the first step gives undefined', () => {
    expect(previousStepName(contextOf(), 'tenant_domain')).toBeUndefined();
  });

  it('Back from email_verification for a user in Technical Services goes to campaign_usecase', () => {
    const ctx = contextOf({ userData: inCategory('Technical Services') });
    expect(previousStepName(ctx, 'email_verification')).toBe('campaign_usecase');
  });

  it('Back from email_verification for a user in E-commerce goes to business_category', () => {
    const ctx = contextOf({ userData: inCategory('E-commerce') });
    expect(previousStepName(ctx, 'email_verification')).toBe('business_category');
  });

  it('Back from email_verification for a beacon user in Technical Services goes to business_category, over the steps its category route jumps', () => {
    const ctx = contextOf({
      flow: assistedFlow,
      brand: beaconRules,
      userData: inCategory('Technical Services'),
    });
    expect(previousStepName(ctx, 'email_verification')).toBe('business_category');
  });

  it('Back from email_verification for a beacon user in SaaS goes to team_size, which SaaS walks', () => {
    const ctx = contextOf({ flow: assistedFlow, brand: beaconRules, userData: inCategory('SaaS') });
    expect(previousStepName(ctx, 'email_verification')).toBe('team_size');
  });

  it('Back passes over a step the brand hides', () => {
    const ctx = contextOf({ brand: { hideSteps: ['stages'] } });
    expect(previousStepName(ctx, 'website_url')).toBe('generate_campaign');
  });

  it('from a hidden current step, Back uses its position in the flow order', () => {
    const ctx = contextOf({ userData: { hideSteps: ['stages'] } });
    expect(previousStepName(ctx, 'stages')).toBe('generate_campaign');
  });

  it('Back passes over every transient step, not only the personalizing loader', () => {
    const flow = flowOf(
      'a',
      step('loading', { transient: true }),
      step('b', { transient: true }),
      'c',
    );
    expect(previousStepName(contextOf({ flow }), 'c')).toBe('a');
  });

  it('Back from a name outside the flow gives undefined', () => {
    expect(previousStepName(contextOf(), 'redirect_dashboard')).toBeUndefined();
  });
});

describe('previousStepName with other targets', () => {
  it('a back target of false gives undefined', () => {
    expect(previousStepName(contextOf(), 'business_category', false)).toBeUndefined();
  });

  it('a named back target goes to that step', () => {
    expect(previousStepName(contextOf(), 'payment', { step: 'stages' })).toBe('stages');
  });

  it('a named back target the user does not see resolves to the nearest earlier visible step', () => {
    const ctx = contextOf({ userData: { hideSteps: ['stages'] } });
    expect(previousStepName(ctx, 'payment', { step: 'stages' })).toBe('generate_campaign');
  });

  it('a named back target outside the flow is returned as it is', () => {
    expect(previousStepName(contextOf(), 'payment', { step: 'train_bot' })).toBe('train_bot');
  });

  it("the main flow's tenant_domain has no Back", () => {
    const ctx = contextOf();
    expect(previousStepName(ctx, 'tenant_domain', findStep(ctx.flow, 'tenant_domain')?.back)).toBe(
      undefined,
    );
  });

  it("the main flow's personalizing_loader has no Back", () => {
    const ctx = contextOf();
    const back = findStep(ctx.flow, 'personalizing_loader')?.back;
    expect(back).toBe(false);
    expect(previousStepName(ctx, 'personalizing_loader', back)).toBeUndefined();
  });
});
