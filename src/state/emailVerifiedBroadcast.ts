/**
 * Word between this browser's tabs that a verification link was just opened in one of them, so a
 * tab waiting on the verification step reads the user's data at once. A browser without
 * BroadcastChannel hears nothing: the step's polling still finds it out from the server.
 */
const CHANNEL_NAME = 'onramp.emailVerified';

export function announceEmailVerified(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage('verified');
  channel.close();
}

/** Calls `listener` whenever another tab says an email was verified; returns how to stop. */
export function onEmailVerifiedElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => listener();
  return () => channel.close();
}
