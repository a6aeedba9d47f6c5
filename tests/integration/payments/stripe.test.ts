import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { checkoutEvent, deliver, outcomeOf, provisionJobCount } from './support';

const WEBHOOK_SECRET = 'whsec_test_integration_only';

describe.each(databaseTargets())('Stripe adapter on $name', (target) => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer(target, {
      STRIPE_SECRET_KEY: 'sk_test_not_called_by_these_tests',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves no sandbox checkout when Stripe is configured', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/sandbox-checkout/cs_sandbox_${'a'.repeat(43)}`,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });

  it("applies an event signed with Stripe's webhook secret and refuses any other signature", async () => {
    const db = server.server.database.db;
    const user = await signedUpUser(server.app);
    const payment = await db
      .insertInto('payments')
      .values({
        user_id: user.userId,
        plan_id: 'mega_yearly',
        plan_type: 'yearly',
        amount_cents: 398000,
        currency: 'usd',
        provider: 'stripe',
        provider_session_id: 'cs_test_a1b2c3',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = checkoutEvent('checkout.session.completed', {
      sessionId: 'cs_test_a1b2c3',
      paymentId: payment.id,
    });
    expect((await deliver(server.app, event, 'whsec_some_other_secret')).statusCode).toBe(400);
    const res = await deliver(server.app, event, WEBHOOK_SECRET);
    expect(res.statusCode).toBe(200);
    expect(outcomeOf(res)).toBe('applied');
    const row = await db
      .selectFrom('users')
      .select(['selected_plan', 'step_name'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.selected_plan).toEqual({ planId: 'mega_yearly', price: 3980, type: 'yearly' });
    expect(await provisionJobCount(db, user.userId)).toBe(1);
  });
});
