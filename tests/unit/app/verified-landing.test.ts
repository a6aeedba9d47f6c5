import { describe, expect, it } from 'vitest';
import { verifiedLanding } from '../../../src/app/views/verifiedLanding';
import { contextOf, inCategory } from '../flow-core/fixtures';

describe('where a spent verification link leads', () => {
  it('opens the success modal for an owner standing on the verification step', () => {
    const owner = contextOf({ userData: { stepName: 'email_verification', isEmailVerified: true } });
    expect(verifiedLanding(owner, 'email_verification')).toEqual({
      kind: 'successModal',
      to: '/signup/email_verification?success=true',
    });
  });

  it('opens the success modal for an owner who has gone past the verification step', () => {
    const owner = contextOf({ userData: { stepName: 'stages', isEmailVerified: true } });
    expect(verifiedLanding(owner, 'email_verification').kind).toBe('successModal');
  });

  it('tells an owner who verified early on the page, and leads them back to their own step', () => {
    const owner = contextOf({ userData: { stepName: 'business_category', isEmailVerified: true } });
    expect(verifiedLanding(owner, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      continueTo: '/signup/business_category',
    });
  });

  it('leads an owner whose stored step is hidden to the next step they see', () => {
    const owner = contextOf({
      userData: inCategory('E-commerce', { stepName: 'campaign_usecase', isEmailVerified: true }),
    });
    // E-commerce hides campaign_usecase, so the stored step lands on the verification step itself.
    expect(verifiedLanding(owner, 'email_verification').kind).toBe('successModal');
  });

  it('leads to their step when the flow hides the verification step', () => {
    const owner = contextOf({
      brand: { hideSteps: ['email_verification'] },
      userData: { stepName: 'stages', isEmailVerified: true },
    });
    expect(verifiedLanding(owner, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      continueTo: '/signup/stages',
    });
  });

  it('leads to the login when nobody is signed in here', () => {
    expect(verifiedLanding(null, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      continueTo: '/login',
    });
  });
});
