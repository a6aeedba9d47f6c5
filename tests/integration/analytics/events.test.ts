import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import {
  checkoutEvent,
  deliver,
  paymentIdOf,
  sandboxWebhookSecret,
  startCheckout,
} from '../payments/support';
import { databaseTargets } from '../support/databases';
import { walkedTo } from '../support/walkedTo';

type Db = AccountsServer['server']['database']['db'];

/** A user's events, oldest first, as the funnels read them. */
async function eventsOf(db: Db, userId: string) {
  return db
    .selectFrom('onboarding_events')
    .select(['kind', 'step', 'field', 'message_id', 'brand', 'config_version_id', 'category'])
    .where('user_id', '=', userId)
    .orderBy('occurred_at')
    .execute();
}

const count = (events: { kind: string; step: string | null }[], kind: string, step?: string) =>
  events.filter((e) => e.kind === kind && (step === undefined || e.step === step)).length;

describe.each(databaseTargets())('onboarding events on $name', (target) => {
  let server: AccountsServer;
  const db = () => server.server.database.db;
  const app = () => server.app;

  beforeAll(async () => {
    server = await startAccountsServer(target);
  });
  afterAll(async () => server?.close());

  const save = (token: string, payload: object, key?: string) =>
    app().inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers: { ...authHeaders(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const post = (token: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url: `/api${url}`, headers: authHeaders(token), payload });

  it('records the signup, and each save with the change it describes: once completed, every submit, a retried request once', async () => {
    const user = await signedUpUser(app());
    let events = await eventsOf(db(), user.userId);
    expect(events.map((e) => [e.kind, e.step])).toEqual([
      ['signed_up', null],
      ['step_completed', 'tenant_domain'],
    ]);
    expect(events[0]).toMatchObject({ brand: 'default', category: null });
    expect(events[0]!.config_version_id).toMatch(/^[1-9][0-9]*$/);

    const category = { step: 'business_category', businessCategory: { name: 'SaaS' } };
    expect((await save(user.token, category, 'request-0001')).statusCode).toBe(200);
    // The same request again (a retry): the save is answered, the submit is not counted twice.
    expect((await save(user.token, category, 'request-0001')).statusCode).toBe(200);
    // A new submit of the same step (Back, then Next again) is a submit, not a second completion.
    expect((await save(user.token, category, 'request-0002')).statusCode).toBe(200);
    events = await eventsOf(db(), user.userId);
    expect(count(events, 'step_submitted', 'business_category')).toBe(2);
    expect(count(events, 'step_completed', 'business_category')).toBe(1);
    // The events say which category the user is in once they have said so.
    expect(events.at(-1)).toMatchObject({ category: 'SaaS' });
  });

  it('records a refused save without its change: the server’s validation per field, a save against another flow', async () => {
    const user = await signedUpUser(app());
    const bad = { step: 'business_category', businessCategory: 42 };
    expect((await save(user.token, bad, 'refused-0001')).statusCode).toBe(400);
    // The same request again: refused again, counted once.
    const refused = await save(user.token, bad, 'refused-0001');
    expect(refused.statusCode).toBe(400);
    let events = await eventsOf(db(), user.userId);
    expect(count(events, 'step_submitted')).toBe(0);
    const failed = events.filter((e) => e.kind === 'validation_failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const event of failed) {
      expect(event).toMatchObject({ step: 'business_category', field: 'businessCategory' });
      expect(event.message_id).toMatch(/^[a-z][\w.]+$/);
    }
    expect(new Set(failed.map((event) => event.message_id)).size).toBe(failed.length);

    // Not reached yet: refused, counted as such, nothing saved.
    const early = await save(user.token, { step: 'stages', stages: [] });
    expect(early.statusCode).toBe(409);
    events = await eventsOf(db(), user.userId);
    expect(events.filter((e) => e.kind === 'save_refused')).toEqual([
      expect.objectContaining({ step: 'stages', message_id: 'step_not_reached' }),
    ]);
    expect(count(events, 'step_completed', 'stages')).toBe(0);
  });

  it('stops counting one user’s refusals of a step past a cap, however often the request is sent', async () => {
    const user = await signedUpUser(app());
    for (let i = 0; i < 60; i++)
      expect((await save(user.token, { step: 'stages', stages: [] })).statusCode).toBe(409);
    const events = await eventsOf(db(), user.userId);
    expect(count(events, 'save_refused', 'stages')).toBe(50);
  });

  it('counts the first view of a reached step at the server’s clock, and nothing a browser could not show', async () => {
    const user = await signedUpUser(app());
    // Again, and several at once (two tabs, an effect run twice): one first view.
    const views = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(user.token, '/user/stepViewed', { step: 'business_category' }),
      ),
    );
    expect(views.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // A step not reached, one the flow lacks, and a body with more than a step: refused.
    expect((await post(user.token, '/user/stepViewed', { step: 'payment' })).statusCode).toBe(409);
    expect((await post(user.token, '/user/stepViewed', { step: 'nowhere' })).statusCode).toBe(409);
    expect(
      (await post(user.token, '/user/stepViewed', { step: 'business_category', userId: 'x' }))
        .statusCode,
    ).toBe(400);
    const events = await eventsOf(db(), user.userId);
    expect(count(events, 'step_viewed')).toBe(1);
    expect(count(events, 'step_viewed', 'business_category')).toBe(1);
  });

  it('counts the page’s own validation of a reached step, only for fields the step declares, up to a cap', async () => {
    const user = await signedUpUser(app());
    const report = (errors: object[]) =>
      post(user.token, '/user/validationFailed', { step: 'business_category', errors });
    const required = {
      field: 'businessCategory',
      messageId: 'validation.business_category.required',
    };
    expect((await report([required, required])).statusCode).toBe(200);
    for (const bad of [
      [{ field: 'password', messageId: 'validation.x' }],
      [{ field: 'businessCategory', messageId: 'Robert"); DROP TABLE users;--' }],
      [{ field: 'businessCategory', messageId: 'a\u0000b' }],
      [],
    ])
      expect((await report(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    let events = await eventsOf(db(), user.userId);
    expect(events.filter((e) => e.kind === 'validation_failed')).toEqual([
      expect.objectContaining({
        step: 'business_category',
        field: 'businessCategory',
        message_id: 'validation.business_category.required',
      }),
    ]);
    for (let i = 0; i < 60; i++) await report([required]);
    events = await eventsOf(db(), user.userId);
    expect(count(events, 'validation_failed')).toBe(50);
  });

  it('records an opened checkout, and the payment once however often its event comes', async () => {
    const secret = await sandboxWebhookSecret(db());
    const user = await signedUpUser(app());
    const { sessionId } = await startCheckout(app(), db(), user);
    const paymentId = await paymentIdOf(db(), sessionId);
    const event = checkoutEvent('checkout.session.completed', { sessionId, paymentId });
    await Promise.all(Array.from({ length: 4 }, () => deliver(app(), event, secret)));
    await deliver(app(), event, secret);
    const events = await eventsOf(db(), user.userId);
    expect(count(events, 'payment_opened')).toBe(1);
    expect(count(events, 'payment_paid')).toBe(1);
  });

  it('keeps no personal data: no email, name or answer in any event', async () => {
    const user = await signedUpUser(app());
    await walkedTo(db(), user.userId, 'business_category');
    await save(user.token, { step: 'business_category', businessCategory: { name: 'SaaS' } });
    const rows = await db()
      .selectFrom('onboarding_events')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    const text = JSON.stringify(rows);
    expect(text).not.toContain(user.fields.email);
    expect(text).not.toContain(user.fields.firstName);
    expect(text).not.toContain(user.fields.company);
  });
});
