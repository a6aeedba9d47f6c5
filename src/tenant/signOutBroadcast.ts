import { tabSignal } from '../ui/tabSignal';

/**
 * The workspace's tabs share one session: when one signs out, the others hear it at once
 * (BroadcastChannel reaches only this origin, so only this tenant's tabs).
 */
const signedOut = tabSignal('onramp.tenant.signedOut');

export const announceSignOut = signedOut.announce;
export const onSignOutElsewhere = signedOut.onElsewhere;
