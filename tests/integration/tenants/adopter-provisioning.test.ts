import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { ProvisionRequestBody } from '../../../shared/contract/adopterProvisioning';
import { authHeaders, postJson, solveBotCheck, signedUpUser } from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets } from '../support/databases';
import type { ReceivedWebhook } from '../../fixtures/webhookReceiver';
import { receivingServer } from '../support/receivingServer';
import { pay, TENANT_HOST_SUFFIX, tenantUrlOf } from './support';

type Owner = Awaited<ReturnType<typeof signedUpUser>>;
interface Status {
  heading: string;
  subText: string;
  url: string;
}

const RETRYING = 'is taking a little longer';
const AWAITING = 'Your workspace is being set up';
const WORKSPACE = 'https://app.example.com/workspaces/';

describe.each(databaseTargets())('workspaces built in the adopter’s product on $name', (target) => {
  const s = receivingServer(target, {
    PROVISIONING_TIMEOUT_SECONDS: '1',
    PROVISIONING_CALLBACK_WAIT_SECONDS: '4',
    PROVISIONING_RETRY_SECONDS: '1',
  });
  const { db, studio } = s;
  let secret: string;

  /** Points building at the receiver's `path`; the secret stays the endpoint's first one. */
  async function provisionAt(path: string): Promise<void> {
    const res = await studio('PUT', '/provisioning', { url: s.receiver().url(path) });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<{ data: { secret: string | null } }>().data.secret;
    if (answered) secret = answered;
    expect(secret).toMatch(/^whsec_/);
  }

  const status = async (owner: Owner): Promise<Status> => {
    const res = await s.running().app.inject({
      method: 'GET',
      url: '/api/check-tenant-status',
      headers: authHeaders(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Status }>().data;
  };

  const requestOf = (hook: ReceivedWebhook) =>
    new Webhook(secret).verify(
      hook.body,
      hook.headers as Record<string, string>,
    ) as ProvisionRequestBody;

  function callback(
    body: unknown,
    signWith: string | null = secret,
    raw?: string,
    contentType = 'application/json',
    sent: { id?: string; at?: Date } = {},
  ) {
    const text = raw ?? JSON.stringify(body);
    const id = sent.id ?? `msg_${Math.random().toString(16).slice(2)}`;
    const at = sent.at ?? new Date();
    const headers: Record<string, string> = { 'content-type': contentType };
    if (signWith) {
      headers['webhook-id'] = id;
      headers['webhook-timestamp'] = String(Math.floor(at.getTime() / 1000));
      headers['webhook-signature'] = new Webhook(signWith).sign(id, at, text);
    }
    return s.running().app.inject({
      method: 'POST',
      url: '/api/provisioning/callback',
      headers,
      payload: text,
    });
  }

  const tenantOf = (userId: string) =>
    db()
      .selectFrom('tenants')
      .select(['id', 'built_by', 'provisioning', 'external_url', 'provisioning_failed_at'])
      .where('owner_user_id', '=', userId)
      .executeTakeFirst();

  /** An owner who paid, whose request the endpoint at `path` accepted (202) without a URL. */
  async function handedOver(path: string) {
    await provisionAt(path);
    s.receiver().behave(path, () => 202);
    const owner = await signedUpUser(s.running().app);
    await pay(s.running().app, db(), owner);
    await eventually(
      async () => (await tenantOf(owner.userId))?.provisioning === 'handed_over',
      20_000,
      'the hand-over',
    );
    return { owner, tenant: (await tenantOf(owner.userId))! };
  }

  it('hands the owner’s answers over, signed, and sends the owner to the URL a synchronous answer names', async () => {
    await provisionAt('/sync');
    const url = `${WORKSPACE}sync`;
    s.receiver().behave('/sync', () => ({ status: 200, json: { url } }));
    const owner = await signedUpUser(s.running().app);
    await pay(s.running().app, db(), owner);
    expect(await tenantUrlOf(s.running().app, owner.token)).toBe(url);

    const [hook] = s.receiver().received('/sync');
    const request = requestOf(hook!);
    expect(request.type).toBe('tenant.provision');
    expect(request.data.user).toMatchObject({ id: owner.userId, email: owner.fields.email });
    expect(request.data.tenant.subdomain).toBe(owner.tenant);
    expect(request.data.callbackUrl).toMatch(/\/api\/provisioning\/callback$/);
    expect(request.data.plan).not.toBeNull();
    expect(hook!.body).not.toMatch(/password|token/i);
    expect(await tenantOf(owner.userId)).toMatchObject({
      built_by: 'adopter',
      provisioning: 'ready',
      external_url: url,
    });
    // The owner's own sign-in later sends them there too.
    const user = await db()
      .selectFrom('users')
      .select('onboarding')
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(user.onboarding).toMatchObject({ redirectTenantURL: url });
    const login = await postJson(s.running().app, '/api/user/login', {
      tenantId: owner.tenant,
      email: owner.fields.email,
      password: owner.fields.password,
      gRecaptchaToken: await solveBotCheck(s.running().app),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ data: { action: 'user_redirect', url } });
    // Its subdomain on Onramp's host is no workspace of Onramp's: it leads there too.
    const page = await s.running().app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${owner.tenant}${TENANT_HOST_SUFFIX}`, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(url);
  });

  it('waits for the signed callback with the loader saying so, and refuses a callback that is not the brand’s', async () => {
    await provisionAt('/async');
    s.receiver().behave('/async', () => 202);
    const owner = await signedUpUser(s.running().app);
    await pay(s.running().app, db(), owner);
    const waiting = await eventually(
      async () => {
        const s = await status(owner);
        return s.subText.includes(AWAITING) ? s : undefined;
      },
      20_000,
      'the loader to say the workspace is being set up',
    );
    expect(waiting.url).toBe('');
    const tenant = (await tenantOf(owner.userId))!;
    expect(tenant.provisioning).toBe('handed_over');
    const url = `${WORKSPACE}async`;
    const built = { type: 'tenant.provisioned', data: { tenantId: tenant.id, url } };

    // Unsigned, signed with another secret, or with a body other than the one signed: 401.
    for (const res of [
      await callback(built, null),
      await callback(built, `whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ err: true, status_code: 'invalid_signature' });
    }
    // Signed but not acceptable: 4xx, and nothing changes.
    for (const [body, code] of [
      [
        { type: 'tenant.provisioned', data: { tenantId: tenant.id, url: 'javascript:alert(1)' } },
        400,
      ],
      [{ type: 'tenant.provisioned', data: { tenantId: tenant.id } }, 400],
      [{ type: 'tenant.provisioned', data: { tenantId: tenant.id, url: `${url}\u0000` } }, 400],
      [{ type: 'tenant.provisioned', data: { tenantId: 'not-a-uuid', url } }, 400],
      [{ type: 'tenant.other', data: { tenantId: tenant.id, url } }, 400],
      [{ type: 'tenant.provisioned', data: { tenantId: crypto.randomUUID(), url } }, 404],
      [{ type: 'tenant.provisioned', data: { tenantId: tenant.id, url: '\ud800' } }, 400],
    ] as const) {
      const res = await callback(body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(code);
      expect(res.json()).toMatchObject({ err: true });
    }
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect((await callback(null, secret, deep)).statusCode).toBe(400);
    // Signed, but not JSON: 415, not said to be unsigned.
    const asText = await callback(built, secret, undefined, 'text/plain');
    expect(asText.statusCode, asText.body).toBe(415);
    expect(asText.json()).toMatchObject({ status_code: 'unsupported_media_type' });
    // Over the callback's 64 KiB, whatever its type: 413 naming that limit, not the server's.
    const reason = 'r'.repeat(70_000);
    for (const raw of [JSON.stringify({ ...built, data: { ...built.data, reason } }), reason]) {
      const tooLarge = await s.running().app.inject({
        method: 'POST',
        url: '/api/provisioning/callback',
        headers: { 'content-type': raw === reason ? 'text/plain' : 'application/json' },
        payload: raw,
      });
      expect(tooLarge.statusCode, tooLarge.body).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        status_code: 'payload_too_large',
        msg: expect.stringContaining('65536'),
      });
    }
    expect((await tenantOf(owner.userId))!.provisioning).toBe('handed_over');

    const res = await callback(built);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { tenantId: tenant.id, status: 'ready' } });
    expect(await tenantUrlOf(s.running().app, owner.token)).toBe(url);
    // The same callback again (a retry on the adopter's side) is answered alike; another URL is not.
    expect((await callback(built)).statusCode).toBe(200);
    const moved = await callback({ ...built, data: { tenantId: tenant.id, url: `${url}/2` } });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(s.receiver().received('/async')).toHaveLength(1);
  });

  it('retries an endpoint that fails or answers late, the owner’s loader saying so, with the same webhook-id', async () => {
    await provisionAt('/flaky');
    const url = `${WORKSPACE}flaky`;
    s.receiver().behave('/flaky', (n) =>
      n === 0 ? 500 : n === 1 ? 'hang' : { status: 200, json: { url } },
    );
    const owner = await signedUpUser(s.running().app);
    await pay(s.running().app, db(), owner);
    await eventually(
      async () => (await status(owner)).heading.includes(RETRYING),
      20_000,
      'the loader to say the build is retried',
    );
    expect(await tenantUrlOf(s.running().app, owner.token, 60_000)).toBe(url);
    const tries = s.receiver().received('/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['webhook-id'])).size).toBe(1);
    for (const t of tries) expect(requestOf(t).data.user.id).toBe(owner.userId);
  });

  it('sends the request again when the adopter calls back that it failed, or when its callback is overdue', async () => {
    const { owner, tenant } = await handedOver('/refusing');
    const failed = await callback({
      type: 'tenant.provisioning_failed',
      data: { tenantId: tenant.id, reason: 'quota reached' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ data: { status: 'retrying' } });
    expect((await status(owner)).heading).toContain(RETRYING);
    // Sent again after PROVISIONING_RETRY_SECONDS, then again once its callback is overdue.
    await eventually(
      async () => s.receiver().received('/refusing').length >= 2,
      20_000,
      'a resend',
    );
    await eventually(
      async () => s.receiver().received('/refusing').length >= 3,
      30_000,
      'a resend once the callback is overdue',
    );
    const url = `${WORKSPACE}refusing`;
    const built = await callback({
      type: 'tenant.provisioned',
      data: { tenantId: tenant.id, url },
    });
    expect(built.statusCode, built.body).toBe(200);
    expect(await tenantUrlOf(s.running().app, owner.token)).toBe(url);
  });

  it('answers a callback sent again without acting on it twice, and says what is wrong with an old timestamp or a failure once ready', async () => {
    const { owner, tenant } = await handedOver('/replayed');
    const failure = {
      type: 'tenant.provisioning_failed',
      data: { tenantId: tenant.id, reason: 'quota reached' },
    };
    const once = { id: 'msg_failed_once', at: new Date() };
    const failed = await callback(failure, secret, undefined, 'application/json', once);
    expect(failed.json()).toMatchObject({ data: { status: 'retrying' } });
    await eventually(
      async () => s.receiver().received('/replayed').length === 2,
      20_000,
      'the request sent again',
    );
    await eventually(
      async () => (await tenantOf(owner.userId))?.provisioning_failed_at === null,
      20_000,
      'the request sent again to be recorded',
    );

    // The same failure again (captured and replayed within its five minutes): answered, not acted on.
    const replayed = await callback(failure, secret, undefined, 'application/json', once);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toMatchObject({ data: { status: 'retrying' } });
    expect((await tenantOf(owner.userId))!.provisioning_failed_at).toBeNull();
    expect((await status(owner)).subText).toContain(AWAITING);

    // Signed correctly but six minutes old, or ahead: the clock is named, not the signature.
    for (const minutes of [-6, 6]) {
      const at = new Date(Date.now() + minutes * 60_000);
      const stale = await callback(failure, secret, undefined, 'application/json', { at });
      expect(stale.statusCode, stale.body).toBe(401);
      expect(stale.json()).toMatchObject({
        status_code: 'invalid_signature',
        msg: expect.stringContaining('five minutes'),
      });
    }
    expect((await tenantOf(owner.userId))!.provisioning_failed_at).toBeNull();

    const url = `${WORKSPACE}replayed`;
    const built = { type: 'tenant.provisioned', data: { tenantId: tenant.id, url } };
    expect((await callback(built)).statusCode).toBe(200);
    // A failure once it is built is refused, saying so (not that it is ready elsewhere).
    const late = await callback(failure);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({
      status_code: 'tenant_already_ready',
      msg: expect.stringContaining('a failure can no longer be reported'),
    });
    // The first failure replayed now is answered with the tenant's state.
    const replayedLate = await callback(failure, secret, undefined, 'application/json', once);
    expect(replayedLate.json()).toMatchObject({ data: { status: 'ready' } });
    expect(await tenantUrlOf(s.running().app, owner.token)).toBe(url);
    expect(s.receiver().received('/replayed')).toHaveLength(2);
  });

  it('builds in Onramp again once the endpoint is removed (taking back a workspace handed over), and refuses endpoints it must not call', async () => {
    for (const [url, code] of [
      ['http://10.0.0.1/provision', 'webhook_url_forbidden'],
      ['http://169.254.169.254/latest', 'webhook_url_forbidden'],
      ['javascript:alert(1)', 'webhook_url_invalid'],
      ['https://user:pw@example.com/', 'webhook_url_invalid'],
    ] as const) {
      const res = await studio('PUT', '/provisioning', { url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ err: true, status_code: code });
    }
    for (const body of [
      { url: 'https://1.1.1.1/\u0000' },
      { url: 2 ** 31 },
      { url: 'https://1.1.1.1/', x: 1 },
    ]) {
      expect((await studio('PUT', '/provisioning', body)).statusCode).toBe(400);
    }
    const rotated = await studio('POST', '/provisioning/rotate-secret');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const before = secret;
    secret = rotated.json<{ data: { secret: string } }>().data.secret;
    expect(secret).not.toBe(before);
    const shown = await studio('GET', '/provisioning');
    expect(shown.body).not.toContain(secret);
    expect(shown.json()).toMatchObject({
      data: { endpoint: { previousSecretExpiresAt: expect.any(String) } },
    });

    // An owner handed over before the endpoint is removed is not left waiting: Onramp builds theirs.
    await provisionAt('/abandoned');
    s.receiver().behave('/abandoned', () => 202);
    const handedOver = await signedUpUser(s.running().app);
    await pay(s.running().app, db(), handedOver);
    await eventually(
      async () => (await tenantOf(handedOver.userId))?.provisioning === 'handed_over',
      20_000,
      'the hand-over',
    );

    expect((await studio('DELETE', '/provisioning')).statusCode).toBe(200);
    expect((await studio('DELETE', '/provisioning')).statusCode).toBe(404);
    const takenBack = await tenantUrlOf(s.running().app, handedOver.token, 60_000);
    expect(takenBack).not.toContain(WORKSPACE);
    expect(await tenantOf(handedOver.userId)).toMatchObject({
      built_by: 'onramp',
      provisioning: 'ready',
      external_url: null,
    });
    expect(s.receiver().received('/abandoned')).toHaveLength(1);
    expect((await studio('POST', '/provisioning/rotate-secret')).statusCode).toBe(404);
    const unset = await callback({
      type: 'tenant.provisioned',
      data: { tenantId: crypto.randomUUID(), url: WORKSPACE },
    });
    expect(unset.statusCode).toBe(404);

    const owner = await signedUpUser(s.running().app);
    await pay(s.running().app, db(), owner);
    const url = await tenantUrlOf(s.running().app, owner.token);
    expect(url).not.toContain(WORKSPACE);
    expect(await tenantOf(owner.userId)).toMatchObject({ built_by: 'onramp', external_url: null });
  });
});
