import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../shared/contract/webhookEvents';
import {
  authHeaders,
  latestMail,
  signedUpUser,
  STRONG_PASSWORD,
  tokenFromVerificationLink,
} from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets } from '../support/databases';
import type { ReceivedWebhook } from '../../fixtures/webhookReceiver';
import { receivingServer } from '../support/receivingServer';
import { breakPhase, pay, repairPhase, tenantUrlOf } from '../tenants/support';

interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets())('outbound webhooks on $name', (target) => {
  const s = receivingServer(target, {
    WEBHOOK_RETRY_BASE_SECONDS: '1',
    WEBHOOK_TIMEOUT_SECONDS: '1',
  });
  const { db, studio } = s;

  async function addEndpoint(path: string, events: readonly string[] = ['account.created']) {
    const res = await studio('POST', '/webhooks', { url: s.receiver().url(path), events });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { endpoint: { id: string }; secret: string } }>().data;
  }

  async function deliveries(endpointId: string): Promise<Delivery[]> {
    const res = await studio('GET', `/webhooks/${endpointId}/deliveries`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { deliveries: Delivery[] } }>().data.deliveries;
  }

  const settled = (endpointId: string, deliveryId: string) =>
    eventually(
      async () => {
        const found = (await deliveries(endpointId)).find((d) => d.id === deliveryId);
        return found && found.status !== 'pending' ? found : undefined;
      },
      20_000,
      'the delivery to settle',
    );

  const verify = (secret: string, hook: ReceivedWebhook) =>
    new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>);

  it('sends every event, each verified by standardwebhooks, with no password or token in it', async () => {
    const { endpoint, secret } = await addEndpoint('/all', WEBHOOK_EVENT_TYPES);
    expect(secret).toMatch(/^whsec_/);
    // account.created, then email.verified and step.completed.
    const user = await signedUpUser(s.running().app);
    const verification = tokenFromVerificationLink(
      (await latestMail(s.running().app, user.fields.email, 'email_verification')).links[0]!,
    );
    const verified = await s.running().app.inject({
      method: 'POST',
      url: '/api/user/verifyEmail',
      payload: { token: verification },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const saved = await s.running().app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers: authHeaders(user.token),
      payload: { step: 'business_category', businessCategory: { name: 'SaaS', description: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // payment.succeeded, tenant.ready and onboarding.completed.
    await pay(s.running().app, db(), user);
    await tenantUrlOf(s.running().app, user.token);
    // tenant.failed: another owner whose build stops at a broken phase.
    const failing = await signedUpUser(s.running().app);
    await breakPhase(db(), 'stages');
    try {
      await pay(s.running().app, db(), failing);
      await eventually(
        async () =>
          s
            .receiver()
            .received('/all')
            .some((h) => h.body.includes('"tenant.failed"')),
        20_000,
        'tenant.failed',
      );
    } finally {
      await repairPhase(db(), 'stages');
    }

    const hooks = await eventually(
      async () => {
        const got = s.receiver().received('/all');
        const types = new Set(got.map((h) => (JSON.parse(h.body) as { type: string }).type));
        return WEBHOOK_EVENT_TYPES.every((t) => types.has(t)) ? got : undefined;
      },
      20_000,
      'every event type',
    );
    for (const hook of hooks) {
      const body = verify(secret, hook) as { type: string; data: { user: { id: string } } };
      expect(hook.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect([user.userId, failing.userId]).toContain(body.data.user.id);
      expect(hook.body).not.toContain(STRONG_PASSWORD);
      expect(hook.body).not.toContain(user.token);
      expect(hook.body).not.toContain(verification);
      expect(hook.body).not.toMatch(/password|"token"/i);
    }
    const ofType = (type: string) =>
      hooks
        .map((h) => JSON.parse(h.body) as { type: string; data: Record<string, unknown> })
        .filter((b) => b.type === type && (b.data.user as { id: string }).id === user.userId);
    expect(ofType('step.completed')[0]!.data).toMatchObject({
      step: 'business_category',
      answers: { businessCategory: { name: 'SaaS' } },
    });
    expect(ofType('payment.succeeded')[0]!.data).toMatchObject({
      payment: { planId: 'kilo_monthly', planType: 'monthly' },
    });
    expect(ofType('tenant.ready')[0]!.data).toMatchObject({ tenant: { subdomain: user.tenant } });
    expect(ofType('onboarding.completed')[0]!.data).toMatchObject({
      answers: { businessCategory: { name: 'SaaS' } },
    });
    // A tampered body does not verify.
    const tampered = { ...hooks[0]!, body: hooks[0]!.body.replace('"type"', '"typ"') };
    expect(() => verify(secret, tampered)).toThrow();
    const listed = await deliveries(endpoint.id);
    expect(listed.length).toBeGreaterThanOrEqual(WEBHOOK_EVENT_TYPES.length);
  });

  it('gives an endpoint that answers 500 twice the event a third time, once', async () => {
    s.receiver().behave('/flaky', (n) => (n < 2 ? 500 : 200));
    const { endpoint } = await addEndpoint('/flaky');
    const test = await studio('POST', `/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const delivery = await settled(
      endpoint.id,
      test.json<{ data: { deliveryId: string } }>().data.deliveryId,
    );
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 200 });
    // Nothing more arrives after the success.
    await sleep(3000);
    const got = s.receiver().received('/flaky');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((h) => h.headers['webhook-id'])).size).toBe(1);
    // Backoff: the second retry waited longer than the first.
    expect(got[2]!.at - got[1]!.at).toBeGreaterThan(got[1]!.at - got[0]!.at);
  });

  it('times out an endpoint that hangs and retries it', async () => {
    s.receiver().behave('/slow', (n) => (n === 0 ? 'hang' : 200));
    const { endpoint } = await addEndpoint('/slow');
    const test = await studio('POST', `/webhooks/${endpoint.id}/test`);
    const deliveryId = test.json<{ data: { deliveryId: string } }>().data.deliveryId;
    const delivery = await settled(endpoint.id, deliveryId);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 200 });
    expect(s.receiver().received('/slow')).toHaveLength(2);
  });

  it('replays a delivery with the same webhook-id and body', async () => {
    const { endpoint, secret } = await addEndpoint('/replay');
    const test = await studio('POST', `/webhooks/${endpoint.id}/test`);
    const first = await settled(
      endpoint.id,
      test.json<{ data: { deliveryId: string } }>().data.deliveryId,
    );
    const replay = await studio('POST', `/webhooks/${endpoint.id}/deliveries/${first.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    const again = await settled(
      endpoint.id,
      replay.json<{ data: { deliveryId: string } }>().data.deliveryId,
    );
    expect(again).toMatchObject({ status: 'succeeded', messageId: first.messageId });
    const [one, two] = s.receiver().received('/replay');
    expect(two!.headers['webhook-id']).toBe(one!.headers['webhook-id']);
    expect(two!.body).toBe(one!.body);
    verify(secret, two!);
    const missing = await studio(
      'POST',
      `/webhooks/${endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/replay`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ err: true, status_code: 'webhook_delivery_not_found' });
  });

  it('delivers nothing for a save that was rolled back', async () => {
    await addEndpoint('/rolled-back', ['step.completed']);
    const user = await signedUpUser(s.running().app);
    // The funnels' event of the save fails after the webhook was queued: the save is undone.
    await sql`CREATE OR REPLACE FUNCTION refuse_step_submitted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.kind = 'step_submitted' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`.execute(
      db(),
    );
    await sql`CREATE TRIGGER refuse_step_submitted BEFORE INSERT ON onboarding_events
      FOR EACH ROW EXECUTE FUNCTION refuse_step_submitted()`.execute(db());
    try {
      const saved = await s.running().app.inject({
        method: 'POST',
        url: '/api/user/updateUserData',
        headers: authHeaders(user.token),
        payload: {
          step: 'business_category',
          businessCategory: { name: 'SaaS', description: null },
        },
      });
      expect(saved.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`DROP TRIGGER refuse_step_submitted ON onboarding_events`.execute(db());
    }
    await sleep(2500);
    expect(s.receiver().received('/rolled-back')).toHaveLength(0);
    const rows = await db()
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('event_type', '=', 'step.completed')
      .where(sql<boolean>`payload->'data'->'user'->>'id' = ${user.userId}`)
      .execute();
    expect(rows).toHaveLength(0);
    // The same save, not rolled back, is delivered.
    const again = await s.running().app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers: authHeaders(user.token),
      payload: { step: 'business_category', businessCategory: { name: 'SaaS', description: null } },
    });
    expect(again.statusCode, again.body).toBe(200);
    await eventually(
      async () => s.receiver().received('/rolled-back').length === 1,
      20_000,
      'the save',
    );
  });

  it('signs with both secrets during a rotation’s overlap, then with the new one only', async () => {
    const { endpoint, secret: old } = await addEndpoint('/rotate');
    const rotated = await studio('POST', `/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: fresh, endpoint: view } = rotated.json<{
      data: { secret: string; endpoint: { previousSecretExpiresAt: string | null } };
    }>().data;
    expect(fresh).not.toBe(old);
    expect(view.previousSecretExpiresAt).not.toBeNull();
    // The list never shows a secret again.
    expect((await studio('GET', '/webhooks')).body).not.toContain(fresh.slice(6));

    const sendTest = async () => {
      const test = await studio('POST', `/webhooks/${endpoint.id}/test`);
      await settled(endpoint.id, test.json<{ data: { deliveryId: string } }>().data.deliveryId);
      return s.receiver().received('/rotate').at(-1)!;
    };
    const during = await sendTest();
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => verify(old, during)).not.toThrow();
    expect(() => verify(fresh, during)).not.toThrow();

    await db()
      .updateTable('webhook_endpoints')
      .set({ previous_secret_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', endpoint.id)
      .execute();
    const after = await sendTest();
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verify(fresh, after)).not.toThrow();
    expect(() => verify(old, after)).toThrow();
  });

  it('refuses private and malformed endpoint URLs at save, and a private one at delivery', async () => {
    for (const [url, code] of [
      ['http://10.0.0.1/hook', 'webhook_url_forbidden'],
      ['http://169.254.169.254/latest/meta-data', 'webhook_url_forbidden'],
      ['http://[::ffff:192.168.0.1]/hook', 'webhook_url_forbidden'],
      ['ftp://example.com/hook', 'webhook_url_invalid'],
      ['http://user:pw@127.0.0.1/hook', 'webhook_url_invalid'],
      ['not a url', 'webhook_url_invalid'],
    ] as const) {
      const res = await studio('POST', '/webhooks', { url, events: ['account.created'] });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json(), url).toMatchObject({ err: true, status_code: code });
    }
    for (const payload of [
      { url: s.receiver().url('/x'), events: ['no.such.event'] },
      { url: s.receiver().url('/x'), events: [] },
      { url: s.receiver().url('/x'), events: 'account.created' },
      { url: 2 ** 31, events: ['account.created'] },
      { url: `${s.receiver().url('/x')}\u0000`, events: ['account.created'] },
      { url: s.receiver().url('/x'), events: ['account.created'], description: '\ud800' },
      {
        url: s.receiver().url('/x'),
        events: ['account.created'],
        extra: { a: { b: { c: { d: {} } } } },
      },
    ]) {
      const res = await studio('POST', '/webhooks', payload);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toMatchObject({ err: true });
    }
    const unknown = await studio('PATCH', '/webhooks/00000000-0000-4000-8000-000000000000', {
      description: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await studio('GET', '/webhooks/not-a-uuid/deliveries')).statusCode).toBe(400);

    // A URL that turned private after it was saved is refused at delivery, without a connection.
    const { endpoint } = await addEndpoint('/later-private');
    await db()
      .updateTable('webhook_endpoints')
      .set({ url: 'http://10.0.0.1/hook' })
      .where('id', '=', endpoint.id)
      .execute();
    const test = await studio('POST', `/webhooks/${endpoint.id}/test`);
    const attempted = await eventually(
      async () => (await deliveries(endpoint.id)).find((d) => d.attempts > 0),
      20_000,
      'an attempt',
    );
    expect(attempted.id).toBe(test.json<{ data: { deliveryId: string } }>().data.deliveryId);
    expect(attempted.lastError).toMatch(/forbidden_address/);
    expect(attempted.lastStatusCode).toBeNull();
    await studio('DELETE', `/webhooks/${endpoint.id}`);
  });
});
