/**
 * The browser paths both sides know: the wizard shows each step at stepPath(name), and the payment
 * and tenant-building loaders are screens of their own. The server links to them (checkout return
 * URLs, redirects); the browser routes them.
 */
export const SIGNUP_BASE_PATH = '/signup';

/** The wizard's path of a step of the flow. */
export function stepPath(stepName: string): string {
  return `${SIGNUP_BASE_PATH}/${stepName}`;
}

/** Where the wizard goes once no step is left. */
export const SIGNUP_COMPLETE_PATH = `${SIGNUP_BASE_PATH}/complete`;

/** Where the checkout sends the browser back while the payment is confirmed. */
export const PAYMENT_PROCESSING_PATH = `${SIGNUP_BASE_PATH}/payment_processing_loader`;

/** Where a paid user waits while the workspace is built. */
export const TENANT_BUILDING_PATH = `${SIGNUP_BASE_PATH}/tenant_building_loader`;
