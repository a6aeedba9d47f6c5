import { describe, expect, it } from 'vitest';
import { findStep, isFlowStep, isStepVisible, stepIndex, visibleSteps } from '../../../shared/flow';
import { contextOf, flowOf, inCategory, mainFlow, names, SPEC_MAIN_ORDER, step } from './fixtures';

const withoutCampaignUsecase = SPEC_MAIN_ORDER.filter((name) => name !== 'campaign_usecase');

describe('finding steps', () => {
  it('the main flow lists the steps in the order of the spec', () => {
    expect(names(mainFlow.steps)).toEqual(SPEC_MAIN_ORDER);
  });

  it('findStep returns the step with that name', () => {
    expect(findStep(mainFlow, 'stages')?.schema).toBe('stages.json');
  });

  it('findStep returns undefined for a name outside the flow', () => {
    expect(findStep(mainFlow, 'redirect_dashboard')).toBeUndefined();
  });

  it('isFlowStep tells flow steps from other names', () => {
    expect(isFlowStep(mainFlow, 'payment')).toBe(true);
    expect(isFlowStep(mainFlow, 'tenant_building_loader')).toBe(false);
  });

  it('stepIndex gives the position in the flow order', () => {
    expect(stepIndex(mainFlow, 'email_verification')).toBe(3);
  });

  it('stepIndex gives -1 for a name outside the flow', () => {
    expect(stepIndex(mainFlow, 'import_knowledge_base')).toBe(-1);
  });
});

describe('visibleSteps in the main flow', () => {
  it('without a business category, every step but campaign_usecase is visible', () => {
    expect(names(visibleSteps(contextOf()))).toEqual(withoutCampaignUsecase);
  });

  it.each(['Technical Services', 'Marketing Services'])(
    'a user in %s sees campaign_usecase',
    (category) => {
      expect(names(visibleSteps(contextOf({ userData: inCategory(category) })))).toEqual(
        SPEC_MAIN_ORDER,
      );
    },
  );

  it.each(['E-commerce', 'SaaS', 'Financial Services', 'Education', 'Other'])(
    'a user in %s does not see campaign_usecase',
    (category) => {
      expect(names(visibleSteps(contextOf({ userData: inCategory(category) })))).toEqual(
        withoutCampaignUsecase,
      );
    },
  );

  it('a business category whose name is null hides campaign_usecase', () => {
    const ctx = contextOf({ userData: { businessCategory: { name: null } } });
    expect(isStepVisible(ctx, 'campaign_usecase')).toBe(false);
  });
});

describe('visibleSteps rules', () => {
  const flow = flowOf('a', 'b', 'c', 'd');

  it('every step of a flow without rules is visible, in flow order', () => {
    expect(names(visibleSteps(contextOf({ flow })))).toEqual(['a', 'b', 'c', 'd']);
  });

  it("the user's hideSteps removes the named steps", () => {
    const ctx = contextOf({ flow, userData: { hideSteps: ['b', 'd'] } });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'c']);
  });

  it("the brand's hideSteps removes the named steps", () => {
    const ctx = contextOf({ flow, brand: { hideSteps: ['a'] } });
    expect(names(visibleSteps(ctx))).toEqual(['b', 'c', 'd']);
  });

  it('a name in hideSteps that is not a flow step changes nothing', () => {
    const ctx = contextOf({ flow, userData: { hideSteps: ['train_bot'] } });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a step whose when condition does not match the user data is removed', () => {
    const gated = flowOf('a', step('b', { when: { required: ['websiteUrl'] } }), 'c');
    expect(names(visibleSteps(contextOf({ flow: gated })))).toEqual(['a', 'c']);
  });

  it('a step whose when condition matches the user data stays', () => {
    const gated = flowOf('a', step('b', { when: { required: ['websiteUrl'] } }), 'c');
    const ctx = contextOf({ flow: gated, userData: { websiteUrl: 'https://a.example' } });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'b', 'c']);
  });

  it('a when condition reads the whole user data, not only the flow fields', () => {
    const gated = flowOf(step('a', { when: { properties: { plan: { const: 'pro' } } } }));
    const ctx = contextOf({ flow: gated, userData: { plan: 'free' } });
    expect(visibleSteps(ctx)).toEqual([]);
  });

  it("a step the brand skips for the user's category is removed", () => {
    const ctx = contextOf({
      flow,
      brand: { skipStepsForCategories: { c: ['SaaS', 'Education'] } },
      userData: inCategory('Education'),
    });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'b', 'd']);
  });

  it('a step the brand skips for other categories stays', () => {
    const ctx = contextOf({
      flow,
      brand: { skipStepsForCategories: { c: ['SaaS'] } },
      userData: inCategory('Education'),
    });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a step skipped for some categories stays for a user without a category', () => {
    const ctx = contextOf({ flow, brand: { skipStepsForCategories: { c: ['SaaS'] } } });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('all rules together remove the union of the steps they name', () => {
    const combined = flowOf('a', 'b', step('c', { when: { required: ['websiteUrl'] } }), 'd', 'e');
    const ctx = contextOf({
      flow: combined,
      brand: { hideSteps: ['a'], skipStepsForCategories: { e: ['SaaS'] } },
      userData: inCategory('SaaS', { hideSteps: ['b'] }),
    });
    expect(names(visibleSteps(ctx))).toEqual(['d']);
  });

  it("the steps between the category step and the step the brand routes the user's category to are not visible", () => {
    const ctx = contextOf({
      flow: flowOf(step('business_category', { role: 'category' }), 'b', 'c', 'd'),
      brand: { categoryRoutes: { SaaS: 'd' } },
      userData: inCategory('SaaS'),
    });
    expect(names(visibleSteps(ctx))).toEqual(['business_category', 'd']);
  });

  it('a category route to an earlier step hides nothing', () => {
    const ctx = contextOf({
      flow: flowOf('a', 'business_category', 'b'),
      brand: { categoryRoutes: { SaaS: 'a' } },
      userData: inCategory('SaaS'),
    });
    expect(names(visibleSteps(ctx))).toEqual(['a', 'business_category', 'b']);
  });

  it('a step called constructor is not skipped through the prototype of the rules', () => {
    const ctx = contextOf({ flow: flowOf('constructor', 'b'), userData: inCategory('SaaS') });
    expect(names(visibleSteps(ctx))).toEqual(['constructor', 'b']);
  });

  it('hiding a step in the main flow keeps the others in order', () => {
    const ctx = contextOf({ userData: { hideSteps: ['email_verification', 'stages'] } });
    expect(names(visibleSteps(ctx))).toEqual([
      'tenant_domain',
      'business_category',
      'generate_campaign',
      'website_url',
      'personalizing_loader',
      'brand_setup',
      'payment',
    ]);
  });

  it('isStepVisible is false for a name outside the flow', () => {
    expect(isStepVisible(contextOf(), 'redirect_dashboard')).toBe(false);
  });

  it('a when condition with an unknown keyword throws naming it', () => {
    const broken = flowOf(step('a', { when: { requird: ['x'] } }));
    expect(() => visibleSteps(contextOf({ flow: broken }))).toThrow(/"requird"/);
  });
});
