import { TENANT_BUILDING_STEP } from '../flow/configFlow';
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

export { TENANT_BUILDING_STEP };

/** Where a paid user waits while the workspace is built. */
export const TENANT_BUILDING_PATH = `${SIGNUP_BASE_PATH}/${TENANT_BUILDING_STEP}`;

/** The Studio's preview of a draft or a published version: the real engine, saving nothing. */
export const STUDIO_PREVIEW_BASE_PATH = '/studio/preview';

/** What a preview address may name: a published version's number or a draft's id. */
const PREVIEW_CONFIG_ID =
  /^([1-9][0-9]{0,17}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The preview's address of a version or draft: at a step (else its first), in a language, or where
 * a walk ends once the flow has no step left (done).
 */
export function previewPath(
  configId: string,
  options: { step?: string; lng?: string; done?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (options.step) query.set('step', options.step);
  if (options.lng) query.set('lng', options.lng);
  if (options.done) query.set('done', '1');
  const search = query.toString();
  return `${STUDIO_PREVIEW_BASE_PATH}/${configId}${search ? `?${search}` : ''}`;
}

/** The version or draft a preview address names, or undefined for any other path. */
export function previewConfigIdOf(pathname: string): string | undefined {
  const prefix = `${STUDIO_PREVIEW_BASE_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const id = pathname.slice(prefix.length).replace(/\/$/, '');
  return PREVIEW_CONFIG_ID.test(id) ? id : undefined;
}
