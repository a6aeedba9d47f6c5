/**
 * The workspace's tabs share one session: when one signs out, the others hear it at once
 * (BroadcastChannel reaches only this origin, so only this tenant's tabs).
 */
const CHANNEL = 'onramp.tenant.signedOut';

export function announceSignOut(): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(null);
  channel.close();
}

/** Calls `listener` when another tab of this workspace signs out; returns the unsubscribe. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
