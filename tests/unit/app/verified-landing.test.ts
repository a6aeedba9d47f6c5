import { describe, expect, it } from 'vitest';
import { verifiedLanding } from '../../../src/app/views/verifiedLanding';
import type { FlowUserData } from '../../../shared/flow';
import { contextOf, inCategory } from '../flow-core/fixtures';

const EMAIL = 'owner@example.com';

function signedIn(userData: FlowUserData, brand?: { hideSteps: string[] }) {
  return { email: EMAIL, context: contextOf({ userData, brand }) };
}

describe('where a spent verification link leads', () => {
  it('opens the success modal for an owner standing on the verification step', () => {
    const owner = signedIn({ stepName: 'email_verification', isEmailVerified: true });
    expect(verifiedLanding(EMAIL, owner, 'email_verification')).toEqual({
      kind: 'successModal',
      to: '/signup/email_verification?success=true',
    });
  });

  it('opens the success modal for an owner who has gone past the verification step', () => {
    const owner = signedIn({ stepName: 'stages', isEmailVerified: true });
    expect(verifiedLanding(EMAIL, owner, 'email_verification').kind).toBe('successModal');
  });

  it('compares addresses without regard to case or surrounding spaces', () => {
    const owner = signedIn({ stepName: 'stages', isEmailVerified: true });
    expect(verifiedLanding(' Owner@Example.COM', owner, 'email_verification').kind).toBe(
      'successModal',
    );
  });

  it('tells an owner who verified early on the page, and leads them back to their own step', () => {
    const owner = signedIn({ stepName: 'business_category', isEmailVerified: true });
    expect(verifiedLanding(EMAIL, owner, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      reader: 'owner',
      continueTo: '/signup/business_category',
    });
  });

  it('leads an owner whose stored step is hidden to the next step they see', () => {
    const owner = signedIn(
      inCategory('E-commerce', { stepName: 'campaign_usecase', isEmailVerified: true }),
    );
    // E-commerce hides campaign_usecase, so the stored step lands on the verification step itself.
    expect(verifiedLanding(EMAIL, owner, 'email_verification').kind).toBe('successModal');
  });

  it('leads to their step when the flow hides the verification step', () => {
    const owner = signedIn(
      { stepName: 'stages', isEmailVerified: true },
      { hideSteps: ['email_verification'] },
    );
    expect(verifiedLanding(EMAIL, owner, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      reader: 'owner',
      continueTo: '/signup/stages',
    });
  });

  it('leads to the login when nobody is signed in here', () => {
    expect(verifiedLanding(EMAIL, null, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      reader: 'signedOut',
      continueTo: '/login',
    });
  });

  it("never shows the signed-in account a success that was another account's", () => {
    // Signed in as an owner on the verification step, still unverified, opening someone else's link.
    const owner = signedIn({ stepName: 'email_verification', isEmailVerified: false });
    expect(verifiedLanding('someone.else@example.com', owner, 'email_verification')).toEqual({
      kind: 'verifiedPage',
      reader: 'otherAccount',
      continueTo: '/signup/email_verification',
    });
  });
});
