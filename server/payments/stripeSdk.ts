import type Stripe from 'stripe';

let sdk: Promise<typeof Stripe> | undefined;

/** The Stripe SDK, loaded on the first payment rather than at start (it holds 20 MiB once loaded). */
export function loadStripeSdk(): Promise<typeof Stripe> {
  return (sdk ??= import('stripe').then((module) => module.default));
}
