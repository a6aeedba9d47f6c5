import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { signedUpUser, startAccountsServer, type AccountsServer } from '../auth/harness';
import {
  checkoutEvent,
  deliver,
  outcomeOf,
  paymentIdOf,
  provisionJobCount,
  sandboxWebhookSecret,
  startCheckout,
  WEBHOOK_URL,
} from './support';

describe.each(databaseTargets())('payment webhooks on $name', (target) => {
  let server: AccountsServer;
  let secret: string;
  const db = () => server.server.database.db;

  beforeAll(async () => {
    server = await startAccountsServer(target);
    secret = await sandboxWebhookSecret(db());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function openCheckout() {
    const user = await signedUpUser(server.app);
    const { sessionId } = await startCheckout(server.app, db(), user);
    return { ...user, sessionId, paymentId: await paymentIdOf(db(), sessionId) };
  }

  const paymentStatus = async (paymentId: string) =>
    (
      await db()
        .selectFrom('payments')
        .select('status')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).status;

  it('applies a paid event once: the same event delivered again changes nothing', async () => {
    const checkout = await openCheckout();
    const event = checkoutEvent('checkout.session.completed', checkout);
    const first = await deliver(server.app, event, secret);
    expect(first.statusCode).toBe(200);
    expect(outcomeOf(first)).toBe('applied');
    const second = await deliver(server.app, event, secret);
    expect(second.statusCode).toBe(200);
    expect(outcomeOf(second)).toBe('duplicate');
    expect(await paymentStatus(checkout.paymentId)).toBe('paid');
    expect(await provisionJobCount(db(), checkout.userId)).toBe(1);
  });

  it('applies one of many concurrent deliveries of one event', async () => {
    const checkout = await openCheckout();
    const event = checkoutEvent('checkout.session.completed', checkout);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => deliver(server.app, event, secret)),
    );
    const outcomes = replies.map(outcomeOf).sort();
    expect(outcomes).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const rows = await db()
      .selectFrom('payment_events')
      .selectAll()
      .where('payment_id', '=', checkout.paymentId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await provisionJobCount(db(), checkout.userId)).toBe(1);
  });

  it('confirms once when two different events report the same payment at the same time', async () => {
    const checkout = await openCheckout();
    const replies = await Promise.all([
      deliver(server.app, checkoutEvent('checkout.session.completed', checkout), secret),
      deliver(
        server.app,
        checkoutEvent('checkout.session.async_payment_succeeded', checkout),
        secret,
      ),
    ]);
    expect(replies.map(outcomeOf).sort()).toEqual(['applied', 'no_change']);
    expect(await provisionJobCount(db(), checkout.userId)).toBe(1);
  });

  it('keeps a paid payment paid when an expiry arrives after it (out of order)', async () => {
    const checkout = await openCheckout();
    expect(
      outcomeOf(
        await deliver(server.app, checkoutEvent('checkout.session.completed', checkout), secret),
      ),
    ).toBe('applied');
    const late = await deliver(
      server.app,
      checkoutEvent('checkout.session.expired', checkout, 'unpaid'),
      secret,
    );
    expect(outcomeOf(late)).toBe('no_change');
    expect(await paymentStatus(checkout.paymentId)).toBe('paid');
    const user = await db()
      .selectFrom('users')
      .select('selected_plan')
      .where('id', '=', checkout.userId)
      .executeTakeFirstOrThrow();
    expect(user.selected_plan).toMatchObject({ planId: 'kilo_monthly' });
  });

  it('lets a payment reported paid after an earlier expiry become paid', async () => {
    const checkout = await openCheckout();
    expect(
      outcomeOf(
        await deliver(
          server.app,
          checkoutEvent('checkout.session.expired', checkout, 'unpaid'),
          secret,
        ),
      ),
    ).toBe('applied');
    expect(await paymentStatus(checkout.paymentId)).toBe('expired');
    expect(
      outcomeOf(
        await deliver(server.app, checkoutEvent('checkout.session.completed', checkout), secret),
      ),
    ).toBe('applied');
    expect(await paymentStatus(checkout.paymentId)).toBe('paid');
    expect(await provisionJobCount(db(), checkout.userId)).toBe(1);
  });

  it('waits on a completed checkout whose payment is still pending', async () => {
    const checkout = await openCheckout();
    const pending = await deliver(
      server.app,
      checkoutEvent('checkout.session.completed', checkout, 'unpaid'),
      secret,
    );
    expect(outcomeOf(pending)).toBe('ignored');
    expect(await paymentStatus(checkout.paymentId)).toBe('created');
  });

  it('refuses a wrong signature, a tampered body, a stale timestamp and no signature at all', async () => {
    const checkout = await openCheckout();
    const event = checkoutEvent('checkout.session.completed', checkout);
    const wrongSecret = await deliver(server.app, event, 'whsec_not_the_secret');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ err: true, status_code: 'invalid_signature' });

    const signedForOther = await server.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': (
          await import('../../../server/payments/webhookSignature')
        ).signWebhookPayload(event, secret),
      },
      payload: event.replace('"paid"', '"paid" '),
    });
    expect(signedForOther.statusCode).toBe(400);

    const stale = await deliver(server.app, event, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(stale.statusCode).toBe(400);

    const unsigned = await server.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentStatus(checkout.paymentId)).toBe('created');
    expect(await provisionJobCount(db(), checkout.userId)).toBe(0);
  });

  it('records an event about an unknown checkout without failing the delivery', async () => {
    const res = await deliver(
      server.app,
      checkoutEvent('checkout.session.completed', {
        sessionId: 'cs_unknown',
        paymentId: 'not-a-uuid',
      }),
      secret,
    );
    expect(res.statusCode).toBe(200);
    expect(outcomeOf(res)).toBe('unmatched');
  });

  it('answers malformed webhook bodies with a 4xx envelope', async () => {
    const garbage = await deliver(server.app, 'not json', secret);
    expect(garbage.statusCode).toBe(400);
    const wrongType = await server.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
  });
});
