import { tabSignal } from '../ui/tabSignal';

/**
 * Word between this browser's tabs that a verification link was just opened in one of them, so a
 * tab waiting on the verification step reads the user's data at once; the step's polling still
 * finds it out from the server where the word cannot travel.
 */
const emailVerified = tabSignal('onramp.emailVerified');

export const announceEmailVerified = emailVerified.announce;
export const onEmailVerifiedElsewhere = emailVerified.onElsewhere;
