import { signUpViaApi, type SignedUp } from './session';
import { walkViaApi } from './walk';

/**
 * The tenant app's entry URL with a new one-time login token, as the portal gets it for a paid
 * owner once the workspace is built (waits up to 30 s for the build).
 */
export async function entryUrlViaApi(baseUrl: string, session: SignedUp): Promise<string> {
  const auth = { [session.authHeaderName]: session.token };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/check-tenant-status`, { headers: auth });
    const url = ((await res.json()) as { data?: { url?: string } }).data?.url;
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the workspace was not built within 30 s');
}

/**
 * A new owner who has paid on the sandbox checkout and whose workspace is built, all through the
 * API the portal uses; returns the tenant app's entry URL with its one-time login token.
 * `onboard` saves whatever the owner should have done before paying; `language` is the one the
 * owner signed up in.
 */
export async function builtTenantViaApi(
  baseUrl: string,
  {
    planId = 'kilo_monthly',
    onboard = async () => {},
    language,
  }: {
    planId?: string;
    onboard?: (session: SignedUp) => Promise<void>;
    language?: string;
  } = {},
): Promise<{ session: SignedUp; entryUrl: string }> {
  const session = await signUpViaApi(baseUrl, language ? { language } : {});
  await onboard(session);
  await walkViaApi(baseUrl, session, 'payment');
  await payViaApi(baseUrl, session, planId);
  return { session, entryUrl: await entryUrlViaApi(baseUrl, session) };
}

/** Pays for `planId` on the sandbox checkout, as an owner at the payment step does. */
export async function payViaApi(baseUrl: string, session: SignedUp, planId: string): Promise<void> {
  const auth = { [session.authHeaderName]: session.token };
  const payment = await fetch(`${baseUrl}/api/user/processPayment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ planId, planType: 'monthly' }),
  });
  const { data } = (await payment.json()) as { data: { url: string } };
  if (!payment.ok) throw new Error(`processPayment failed: ${payment.status}`);
  // The sandbox checkout's Pay form: an empty urlencoded POST.
  const paid = await fetch(`${new URL(data.url, baseUrl).toString()}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox pay failed: ${paid.status}`);
}
