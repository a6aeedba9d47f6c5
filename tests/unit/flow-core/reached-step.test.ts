import { describe, expect, it } from 'vitest';
import { furthestStepName, isStepReached } from '../../../shared/flow';
import {
  assistedFlow,
  beaconRules,
  contextOf,
  flowOf,
  inCategory,
  step,
  TERMINAL_STEP,
} from './fixtures';

const stored = (stepName: string | null, extra = {}) =>
  contextOf({ userData: inCategory('E-commerce', { stepName, ...extra }) });

describe('furthestStepName', () => {
  it("is the server's stored step when that step has to be saved", () => {
    expect(furthestStepName(stored('stages'))).toBe('stages');
  });

  it('is the first visible step when nothing is stored', () => {
    expect(furthestStepName(stored(null))).toBe('tenant_domain');
  });

  it('goes past a step with no call, such as campaign_usecase', () => {
    const ctx = contextOf({
      userData: inCategory('Technical Services', { stepName: 'campaign_usecase' }),
    });
    expect(furthestStepName(ctx)).toBe('email_verification');
  });

  it('stays on email_verification until the email is verified', () => {
    expect(furthestStepName(stored('email_verification', { isEmailVerified: false }))).toBe(
      'email_verification',
    );
  });

  it('goes past email_verification once the email is verified', () => {
    expect(furthestStepName(stored('email_verification', { isEmailVerified: true }))).toBe(
      'generate_campaign',
    );
  });

  it("goes past steps that offer 'Skip for now'", () => {
    const flow = flowOf(
      step('a', { skippable: true, submit: { call: 'updateStep' } }),
      step('b', { skippable: true, submit: { call: 'updateStep' } }),
      step('c', { submit: { call: 'updateUserData' } }),
      'd',
    );
    expect(furthestStepName(contextOf({ flow, userData: { stepName: 'a' } }))).toBe('c');
  });

  it('stays on the personalizing loader, which the server moves on', () => {
    expect(furthestStepName(stored('personalizing_loader'))).toBe('personalizing_loader');
  });

  it('lands a hidden stored step on the next visible one first', () => {
    const ctx = contextOf({ userData: { stepName: 'stages', hideSteps: ['stages'] } });
    expect(furthestStepName(ctx)).toBe('website_url');
  });

  it.each([TERMINAL_STEP, 'tenant_building_loader'])(
    'is undefined when the stored step %s is past the flow',
    (name) => {
      expect(furthestStepName(stored(name))).toBeUndefined();
    },
  );
});

describe('isStepReached', () => {
  it('a step before the stored step is reached', () => {
    expect(isStepReached(stored('stages'), 'business_category')).toBe(true);
  });

  it('the stored step is reached', () => {
    expect(isStepReached(stored('stages'), 'stages')).toBe(true);
  });

  it('a step after the stored step is not reached', () => {
    expect(isStepReached(stored('brand_setup'), 'payment')).toBe(false);
  });

  it('a step the user does not see is not reached, even before the stored step', () => {
    expect(isStepReached(stored('stages'), 'campaign_usecase')).toBe(false);
  });

  it('a name outside the flow is not reached', () => {
    expect(isStepReached(stored('stages'), 'train_bot')).toBe(false);
  });

  it('every visible step is reached once the stored step is past the flow', () => {
    expect(isStepReached(stored('tenant_building_loader'), 'payment')).toBe(true);
  });

  it('a beacon user in Technical Services has not reached team_size, which the category route jumps', () => {
    const ctx = contextOf({
      flow: assistedFlow,
      brand: beaconRules,
      userData: inCategory('Technical Services', { stepName: 'stages' }),
    });
    expect(isStepReached(ctx, 'team_size')).toBe(false);
    expect(isStepReached(ctx, 'email_verification')).toBe(true);
  });
});
