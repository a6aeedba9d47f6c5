import { describe, expect, it } from 'vitest';
import { storedStepAfterSave } from '../../../shared/flow';
import { contextOf, flowOf, inCategory, TERMINAL_STEP } from './fixtures';

describe('storedStepAfterSave moving forward', () => {
  it('saving the first step of a new user stores the next step', () => {
    expect(storedStepAfterSave(contextOf(), 'tenant_domain', null)).toBe('business_category');
  });

  it('saving the stored step stores the step after it', () => {
    expect(storedStepAfterSave(contextOf(), 'stages', 'stages')).toBe('website_url');
  });

  it('the stored next step passes over steps the user does not see', () => {
    const ctx = contextOf({ userData: inCategory('E-commerce') });
    expect(storedStepAfterSave(ctx, 'business_category', 'business_category')).toBe(
      'email_verification',
    );
  });

  it('a user in Technical Services is stored on campaign_usecase after the category step', () => {
    const ctx = contextOf({ userData: inCategory('Technical Services') });
    expect(storedStepAfterSave(ctx, 'business_category', 'business_category')).toBe(
      'campaign_usecase',
    );
  });

  it('saving website_url stores the personalizing loader', () => {
    expect(storedStepAfterSave(contextOf(), 'website_url', 'website_url')).toBe(
      'personalizing_loader',
    );
  });

  it('the category step stores the step its brand route leads to', () => {
    const ctx = contextOf({
      brand: { categoryRoutes: { SaaS: 'stages' } },
      userData: inCategory('SaaS'),
    });
    expect(storedStepAfterSave(ctx, 'business_category', 'business_category')).toBe('stages');
  });

  it('saving the last step stores the last step', () => {
    expect(storedStepAfterSave(contextOf(), 'payment', 'payment')).toBe('payment');
  });

  it('saving the last visible step, when later steps are hidden, stores that step', () => {
    const ctx = contextOf({ brand: { hideSteps: ['payment'] } });
    expect(storedStepAfterSave(ctx, 'brand_setup', 'brand_setup')).toBe('brand_setup');
  });

  it('a stored step behind the saved one moves forward past it', () => {
    expect(storedStepAfterSave(contextOf(), 'stages', 'business_category')).toBe('website_url');
  });
});

describe('storedStepAfterSave never moves backwards', () => {
  it('going back and re-saving an earlier step keeps the later stored step', () => {
    expect(storedStepAfterSave(contextOf(), 'business_category', 'stages')).toBe('stages');
  });

  it('re-saving the category step with a route to an earlier step keeps the later stored step', () => {
    const ctx = contextOf({
      brand: { categoryRoutes: { SaaS: 'email_verification' } },
      userData: inCategory('SaaS'),
    });
    expect(storedStepAfterSave(ctx, 'business_category', 'brand_setup')).toBe('brand_setup');
  });

  it('a later stored step that is now hidden is kept, for landing to resolve', () => {
    const ctx = contextOf({ userData: { hideSteps: ['brand_setup'] } });
    expect(storedStepAfterSave(ctx, 'stages', 'brand_setup')).toBe('brand_setup');
  });
});

describe('storedStepAfterSave with names outside the flow', () => {
  it('a stored terminal step is kept', () => {
    expect(storedStepAfterSave(contextOf(), 'brand_setup', TERMINAL_STEP)).toBe(TERMINAL_STEP);
  });

  it('a stored terminal step is kept even in a flow that lists a step of that name', () => {
    const ctx = contextOf({ flow: flowOf('a', TERMINAL_STEP, 'b') });
    expect(storedStepAfterSave(ctx, 'b', TERMINAL_STEP)).toBe(TERMINAL_STEP);
  });

  it.each(['tenant_building_loader', 'payment_processing_loader'])(
    'a stored loader %s that the server set is kept',
    (loader) => {
      expect(storedStepAfterSave(contextOf(), 'stages', loader)).toBe(loader);
    },
  );

  it('an empty stored name counts as nothing stored', () => {
    expect(storedStepAfterSave(contextOf(), 'stages', '')).toBe('website_url');
  });
});
