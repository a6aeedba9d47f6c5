import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { getOrCreateSecret } from '../../../server/security/appSecrets';
import { signWebhookPayload } from '../../../server/payments/webhookSignature';
import { authHeaders } from '../auth/harness';
import { walkedTo } from '../support/walkedTo';

export const WEBHOOK_URL = '/api/payments/webhook';

export interface Payer {
  token: string;
  userId: string;
}

export function processPayment(
  app: FastifyInstance,
  token: string,
  plan = { planId: 'kilo_monthly', planType: 'monthly' },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/processPayment',
    headers: authHeaders(token),
    payload: plan,
  });
}

/** Walks the user to the payment step, opens a sandbox checkout and returns its session id and URL. */
export async function startCheckout(
  app: FastifyInstance,
  db: Kysely<DB>,
  user: Payer,
  plan = { planId: 'kilo_monthly', planType: 'monthly' },
): Promise<{ sessionId: string; url: string }> {
  await walkedTo(db, user.userId, 'payment');
  const res = await processPayment(app, user.token, plan);
  if (res.statusCode !== 200) throw new Error(`processPayment failed: ${res.body}`);
  const url = res.json<{ data: { url: string } }>().data.url;
  return { url, sessionId: url.split('/').pop()! };
}

export async function paymentIdOf(db: Kysely<DB>, sessionId: string): Promise<string> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A Stripe-shaped checkout.session event, as the sandbox and Stripe send them. */
export function checkoutEvent(
  type: string,
  session: { sessionId: string; paymentId: string },
  paymentStatus = 'paid',
  id = `evt_test_${randomBytes(8).toString('hex')}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        client_reference_id: session.paymentId,
        payment_status: paymentStatus,
        metadata: { paymentId: session.paymentId },
      },
    },
  });
}

export async function sandboxWebhookSecret(db: Kysely<DB>): Promise<string> {
  return `whsec_${await getOrCreateSecret(db, 'sandbox_webhook_secret')}`;
}

/** Posts a raw event body to the webhook with a signature made with `secret`. */
export function deliver(
  app: FastifyInstance,
  payload: string,
  secret: string,
  timestamp?: number,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhookPayload(payload, secret, timestamp),
    },
    payload,
  });
}

export function outcomeOf(res: LightMyRequestResponse): string {
  return res.json<{ data: { outcome: string } }>().data.outcome;
}

/** How many tenant.provision jobs pg-boss holds for this owner, in any state. */
export async function provisionJobCount(db: Kysely<DB>, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tenant.provision' AND singleton_key = ${userId}`.execute(
    db,
  );
  return rows[0]!.n;
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
