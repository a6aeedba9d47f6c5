import { describe, expect, it } from 'vitest';
import { firstStepName, nextStepName, type FlowContext } from '../../../shared/flow';
import { contextOf, flowOf, inCategory, mainFlow } from './fixtures';

function walkForward(ctx: FlowContext): string[] {
  const walked: string[] = [];
  for (let name = firstStepName(ctx); name !== undefined; name = nextStepName(ctx, name)) {
    walked.push(name);
  }
  return walked;
}

describe('nextStepName following the main flow', () => {
  it('a user in Technical Services walks every step, campaign_usecase included', () => {
    expect(walkForward(contextOf({ userData: inCategory('Technical Services') }))).toEqual([
      'tenant_domain',
      'business_category',
      'campaign_usecase',
      'email_verification',
      'generate_campaign',
      'stages',
      'website_url',
      'personalizing_loader',
      'brand_setup',
      'payment',
    ]);
  });

  it('a user in Marketing Services goes from business_category to campaign_usecase', () => {
    const ctx = contextOf({ userData: inCategory('Marketing Services') });
    expect(nextStepName(ctx, 'business_category')).toBe('campaign_usecase');
  });

  it('a user in E-commerce goes from business_category straight to email_verification', () => {
    const ctx = contextOf({ userData: inCategory('E-commerce') });
    expect(nextStepName(ctx, 'business_category')).toBe('email_verification');
  });

  it('website_url is followed by the personalizing loader', () => {
    expect(nextStepName(contextOf(), 'website_url')).toBe('personalizing_loader');
  });

  it('there is no step after payment', () => {
    expect(nextStepName(contextOf(), 'payment')).toBeUndefined();
  });

  it('a step the user hides is passed over', () => {
    const ctx = contextOf({ userData: { hideSteps: ['email_verification'] } });
    expect(nextStepName(ctx, 'business_category')).toBe('generate_campaign');
  });

  it('from a hidden current step, Next uses its position in the flow order', () => {
    const ctx = contextOf({ userData: { hideSteps: ['stages'] } });
    expect(nextStepName(ctx, 'stages')).toBe('website_url');
  });

  it('from a name outside the flow there is no following step', () => {
    expect(nextStepName(contextOf(), 'tenant_building_loader')).toBeUndefined();
  });
});

describe('nextStepName with a named or server target', () => {
  it('a named target goes to that step', () => {
    expect(nextStepName(contextOf(), 'tenant_domain', { step: 'stages' })).toBe('stages');
  });

  it('a named target the user does not see resolves to the next visible step after it', () => {
    const ctx = contextOf({ userData: { hideSteps: ['stages'] } });
    expect(nextStepName(ctx, 'tenant_domain', { step: 'stages' })).toBe('website_url');
  });

  it('a named target outside the flow is returned as it is', () => {
    expect(nextStepName(contextOf(), 'payment', { step: 'redirect_dashboard' })).toBe(
      'redirect_dashboard',
    );
  });

  it("the server target goes to the server's stepName", () => {
    expect(nextStepName(contextOf(), 'website_url', 'server', 'brand_setup')).toBe('brand_setup');
  });

  it('the server target without a server stepName gives undefined', () => {
    expect(nextStepName(contextOf(), 'website_url', 'server')).toBeUndefined();
  });
});

describe('nextStepName with brand category routes', () => {
  const routes = { categoryRoutes: { SaaS: 'stages' } };

  it('the category step goes to the step routed for the user category', () => {
    const ctx = contextOf({ brand: routes, userData: inCategory('SaaS') });
    expect(nextStepName(ctx, 'business_category')).toBe('stages');
  });

  it('a category without a route follows the flow order', () => {
    const ctx = contextOf({ brand: routes, userData: inCategory('Education') });
    expect(nextStepName(ctx, 'business_category')).toBe('email_verification');
  });

  it('a route does not apply to a step other than the category step', () => {
    const ctx = contextOf({ brand: routes, userData: inCategory('SaaS') });
    expect(nextStepName(ctx, 'tenant_domain')).toBe('business_category');
  });

  it('a route does not override a named target', () => {
    const ctx = contextOf({ brand: routes, userData: inCategory('SaaS') });
    expect(nextStepName(ctx, 'business_category', { step: 'payment' })).toBe('payment');
  });

  it('a route does not override the server target', () => {
    const ctx = contextOf({ brand: routes, userData: inCategory('SaaS') });
    expect(nextStepName(ctx, 'business_category', 'server', 'website_url')).toBe('website_url');
  });

  it('a route to a step the user does not see lands on the next visible step after it', () => {
    const ctx = contextOf({
      brand: routes,
      userData: inCategory('SaaS', { hideSteps: ['stages'] }),
    });
    expect(nextStepName(ctx, 'business_category')).toBe('website_url');
  });

  it('a category named like an Object.prototype member follows the flow order', () => {
    const ctx = contextOf({ brand: routes, userData: inCategory('constructor') });
    expect(nextStepName(ctx, 'business_category')).toBe('email_verification');
  });
});

describe('step order comes from the manifest', () => {
  it('swapping two steps of a small flow changes where Next goes', () => {
    expect(nextStepName(contextOf({ flow: flowOf('a', 'b', 'c') }), 'a')).toBe('b');
    expect(nextStepName(contextOf({ flow: flowOf('a', 'c', 'b') }), 'a')).toBe('c');
  });

  it('swapping stages and website_url in the main flow makes website_url follow generate_campaign', () => {
    const steps = [...mainFlow.steps];
    const stages = steps.findIndex((entry) => entry.name === 'stages');
    [steps[stages], steps[stages + 1]] = [steps[stages + 1]!, steps[stages]!];
    const ctx = contextOf({ flow: { ...mainFlow, name: 'swapped', steps } });
    expect(nextStepName(ctx, 'generate_campaign')).toBe('website_url');
    expect(nextStepName(ctx, 'website_url')).toBe('stages');
  });
});

describe('firstStepName', () => {
  it('the main flow starts at tenant_domain', () => {
    expect(firstStepName(contextOf())).toBe('tenant_domain');
  });

  it('a hidden first step moves the start to the next visible step', () => {
    expect(firstStepName(contextOf({ brand: { hideSteps: ['tenant_domain'] } }))).toBe(
      'business_category',
    );
  });

  it('a flow whose steps are all hidden has no first step', () => {
    expect(firstStepName(contextOf({ flow: flowOf('a'), userData: { hideSteps: ['a'] } }))).toBe(
      undefined,
    );
  });
});
