import type { OnboardingUserData } from '../../../shared/contract';
import type { FlowManifest } from '../../../shared/flow/types';
import { newSignupUserData } from '../../engine/react/accessGuard';

/**
 * Who walks a preview: a made-up owner who has signed up and answered nothing yet, so each step
 * shows as a new owner first meets it.
 */
export function sampleUserData(flow: FlowManifest): OnboardingUserData {
  return {
    ...newSignupUserData(flow),
    userId: 'preview',
    email: 'sam.sample@example.com',
    name: 'Sam Sample',
    firstName: 'Sam',
    lastName: 'Sample',
    company: 'Sample Bakery',
  };
}
