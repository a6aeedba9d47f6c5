import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { walkedTo } from '../support/walkedTo';
import {
  checkoutEvent,
  deliver,
  outcomeOf,
  paymentIdOf,
  processPayment,
  provisionJobCount,
  sandboxWebhookSecret,
} from './support';

const KILO = { planId: 'kilo_monthly', planType: 'monthly' };
const MEGA = { planId: 'mega_yearly', planType: 'yearly' };

describe.each(databaseTargets())('one checkout per user on $name', (target) => {
  let server: AccountsServer;
  const db = () => server.server.database.db;

  beforeAll(async () => {
    server = await startAccountsServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function payer() {
    const user = await signedUpUser(server.app);
    await walkedTo(db(), user.userId, 'payment');
    return user;
  }

  async function checkoutUrl(token: string, plan = KILO): Promise<string> {
    const res = await processPayment(server.app, token, plan);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { url: string } }>().data.url;
  }

  const sessionOf = (url: string) => url.split('/').pop()!;

  const statuses = async (userId: string) =>
    (
      await db()
        .selectFrom('payments')
        .select('status')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute()
    ).map((p) => p.status);

  it('a second processPayment for the same plan hands out the same checkout', async () => {
    const user = await payer();
    const first = await checkoutUrl(user.token);
    expect(await checkoutUrl(user.token)).toBe(first);
    expect(await statuses(user.userId)).toEqual(['created']);
  });

  it('a second processPayment for another plan expires the first, which can no longer be paid', async () => {
    const user = await payer();
    const first = await checkoutUrl(user.token, KILO);
    const second = await checkoutUrl(user.token, MEGA);
    expect(second).not.toBe(first);
    expect(await statuses(user.userId)).toEqual(['expired', 'created']);

    const payFirst = await server.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${sessionOf(first)}/pay`,
    });
    expect(payFirst.statusCode).toBe(409);
    expect(payFirst.body).toContain('This checkout is closed.');
    const paySecond = await server.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${sessionOf(second)}/pay`,
    });
    expect(paySecond.statusCode).toBe(303);
    expect(await statuses(user.userId)).toEqual(['expired', 'paid']);
  });

  it('two processPayment calls at once leave one open checkout, both answered with it', async () => {
    const user = await payer();
    const urls = await Promise.all([checkoutUrl(user.token), checkoutUrl(user.token)]);
    expect(urls[0]).toBe(urls[1]);
    expect(await statuses(user.userId)).toEqual(['created']);
  });

  it('two processPayment calls at once for different plans leave exactly one open checkout', async () => {
    const user = await payer();
    await Promise.all([checkoutUrl(user.token, KILO), checkoutUrl(user.token, MEGA)]);
    expect((await statuses(user.userId)).sort()).toEqual(['created', 'expired']);
  });

  it('paid events for two checkouts of one user, at once: one is applied, the other is already_paid', async () => {
    const user = await payer();
    const first = sessionOf(await checkoutUrl(user.token, KILO));
    const second = sessionOf(await checkoutUrl(user.token, MEGA));
    const secret = await sandboxWebhookSecret(db());
    const paidEvent = async (sessionId: string) =>
      checkoutEvent('checkout.session.completed', {
        sessionId,
        paymentId: await paymentIdOf(db(), sessionId),
      });
    const [a, b] = await Promise.all([
      deliver(server.app, await paidEvent(first), secret),
      deliver(server.app, await paidEvent(second), secret),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([outcomeOf(a), outcomeOf(b)].sort()).toEqual(['already_paid', 'applied']);
    expect((await statuses(user.userId)).filter((s) => s === 'paid')).toHaveLength(1);
    expect(await provisionJobCount(db(), user.userId)).toBe(1);
  });

  it('a paid event for an older checkout after the owner has paid is already_paid and changes nothing', async () => {
    const user = await payer();
    const first = sessionOf(await checkoutUrl(user.token, KILO));
    const second = sessionOf(await checkoutUrl(user.token, MEGA));
    const secret = await sandboxWebhookSecret(db());
    const pay = async (sessionId: string) =>
      deliver(
        server.app,
        checkoutEvent('checkout.session.completed', {
          sessionId,
          paymentId: await paymentIdOf(db(), sessionId),
        }),
        secret,
      );
    expect(outcomeOf(await pay(second))).toBe('applied');
    expect(outcomeOf(await pay(first))).toBe('already_paid');
    expect(await statuses(user.userId)).toEqual(['expired', 'paid']);
    const owner = await db()
      .selectFrom('users')
      .select('selected_plan')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(owner.selected_plan).toMatchObject({ planId: 'mega_yearly' });
  });
});
