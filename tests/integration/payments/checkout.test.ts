import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { walkedTo } from '../support/walkedTo';
import { eventually, processPayment, startCheckout } from './support';

describe.each(databaseTargets())('sandbox checkout on $name', (target) => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('processPayment answers the sandbox checkout URL for an offered plan', async () => {
    const { token, userId } = await signedUpUser(server.app);
    const { url } = await startCheckout(server.app, server.server.database.db, { token, userId });
    expect(url).toMatch(/^https:\/\/portal\.onramp\.test\/sandbox-checkout\/cs_sandbox_[\w-]+$/);
  });

  it('refuses a plan the brand does not offer, a wrong plan type and a missing session', async () => {
    const { token, userId } = await signedUpUser(server.app);
    await walkedTo(server.server.database.db, userId, 'payment');
    const post = (payload: object, headers = authHeaders(token)) =>
      server.app.inject({ method: 'POST', url: '/api/user/processPayment', headers, payload });
    const unknown = await post({ planId: 'giga_monthly', planType: 'monthly' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ err: true, status_code: 'invalid_plan' });
    const mismatched = await post({ planId: 'kilo_monthly', planType: 'yearly' });
    expect(mismatched.json()).toMatchObject({ status_code: 'invalid_plan' });
    expect((await post({ planId: 'kilo_monthly', planType: 'weekly' })).statusCode).toBe(400);
    expect((await post({ planType: 'monthly' })).statusCode).toBe(400);
    expect((await post({ planId: 'kilo_monthly', planType: 'monthly' }, {})).statusCode).toBe(403);
  });

  it('refuses to open a checkout before the email is verified, and opens none', async () => {
    const { token, userId } = await signedUpUser(server.app);
    const db = server.server.database.db;
    await db.updateTable('users').set({ step_name: 'payment' }).where('id', '=', userId).execute();
    const res = await processPayment(server.app, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'email_not_verified',
      msg: 'Please verify your email to continue: open the link we sent you.',
      msg_ref: { id: 'validation.email_verification.notVerified' },
    });
    const opened = await db.selectFrom('payments').where('user_id', '=', userId).execute();
    expect(opened).toEqual([]);
  });

  it('refuses to open a checkout for a user whose stored step is before payment', async () => {
    const { token, userId } = await signedUpUser(server.app);
    const db = server.server.database.db;
    await walkedTo(db, userId, 'brand_setup');
    const res = await processPayment(server.app, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      err: true,
      status_code: 'step_not_reached',
      msg: 'Please finish the earlier steps first.',
      msg_ref: { id: 'wizard.stepNotReached', params: { stepName: 'payment' } },
      data: { stepName: 'payment' },
    });
    const opened = await db.selectFrom('payments').where('user_id', '=', userId).execute();
    expect(opened).toEqual([]);
  });

  it('shows the plan, its price, Pay and Cancel on a page with no script', async () => {
    const { token, userId, fields } = await signedUpUser(server.app);
    const { sessionId } = await startCheckout(server.app, server.server.database.db, {
      token,
      userId,
    });
    const res = await server.app.inject({
      method: 'GET',
      url: `/sandbox-checkout/${sessionId}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Onramp Kilo Bot');
    expect(res.body).toContain('$98');
    expect(res.body).toContain(fields.email);
    expect(res.body).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(res.body).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(res.body).not.toMatch(/<script|style=/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("speaks the buyer's language, as a provider's page does: German, and Arabic right to left", async () => {
    for (const [language, pay, price, dir] of [
      // Intl spaces a German price with a no-break space: "98 $".
      ['de', 'Bezahlen', /98\s\$/, 'ltr'],
      ['ar', 'ادفع', /98\s<bdi>US\$<\/bdi>/, 'rtl'],
    ] as const) {
      const { token, userId } = await signedUpUser(server.app, { language });
      const { sessionId } = await startCheckout(server.app, server.server.database.db, {
        token,
        userId,
      });
      const res = await server.app.inject({ method: 'GET', url: `/sandbox-checkout/${sessionId}` });
      expect(res.body).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(res.body).toMatch(new RegExp(`<button[^>]*>${pay}</button>`));
      expect(res.body).toMatch(price);
    }
  });

  it('Pay confirms through the signed webhook and sends the browser to the payment loader', async () => {
    const { token, userId } = await signedUpUser(server.app);
    const status = () =>
      server.app
        .inject({ method: 'GET', url: '/api/check-payment-status', headers: authHeaders(token) })
        .then((r) => r.json<{ data: { url: string; plan: { planId: string; price: number } } }>());
    const { sessionId } = await startCheckout(server.app, server.server.database.db, {
      token,
      userId,
    });
    expect((await status()).data).toMatchObject({
      url: '',
      plan: { planId: 'kilo_monthly', price: 98 },
    });

    const pay = await server.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${sessionId}/pay`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      'https://portal.onramp.test/signup/payment_processing_loader',
    );
    expect((await status()).data.url).toBe('/signup/tenant_building_loader');

    const db = server.server.database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.selected_plan).toEqual({ planId: 'kilo_monthly', price: 98, type: 'monthly' });
    expect(['tenant_building_loader', 'redirect_dashboard']).toContain(user.step_name);
    const events = await db.selectFrom('payment_events').selectAll().execute();
    expect(
      events.some((e) => e.outcome === 'applied' && e.type === 'checkout.session.completed'),
    ).toBe(true);

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/user/processPayment',
      headers: authHeaders(token),
      payload: { planId: 'kilo_monthly', planType: 'monthly' },
    });
    expect(again.json()).toMatchObject({
      status_code: 'user_redirect',
      data: { url: '/signup/tenant_building_loader' },
    });
    await eventually(
      async () => {
        const res = await server.app.inject({
          method: 'GET',
          url: '/api/check-tenant-status',
          headers: authHeaders(token),
        });
        return res.json<{ data: { url: string } }>().data.url;
      },
      30_000,
      'the tenant',
    );
  });

  it('Cancel returns to the payment step and leaves the payment unpaid', async () => {
    const { token, userId } = await signedUpUser(server.app);
    const { sessionId } = await startCheckout(server.app, server.server.database.db, {
      token,
      userId,
    });
    const cancel = await server.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${sessionId}/cancel`,
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('https://portal.onramp.test/signup/payment');
    const status = await server.app.inject({
      method: 'GET',
      url: '/api/check-payment-status',
      headers: authHeaders(token),
    });
    expect(status.json()).toMatchObject({ data: { url: '', status: 'expired' } });
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/sandbox-checkout/cs_sandbox_${'x'.repeat(43)}`,
    });
    expect(res.statusCode).toBe(404);
    const bad = await server.app.inject({ method: 'POST', url: '/sandbox-checkout/nope/pay' });
    expect(bad.statusCode).toBe(400);
  });
});
