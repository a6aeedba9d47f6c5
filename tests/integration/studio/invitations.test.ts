import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/security/tokens';
import { latestMail, unique } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import {
  invitationTokenFor,
  invitedOperator,
  OPERATOR,
  operatorServer,
  studioSignIn,
} from '../support/studio';

describe.each(databaseTargets())('Studio invitations on $name', (target) => {
  const s = operatorServer(target, { env: { RATE_LIMIT_PER_IP: '40' } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
  const accept = (token: string, password = OPERATOR.password, remoteAddress = '127.0.0.1') =>
    s.app.inject({
      method: 'POST',
      url: '/api/studio/invitations/accept',
      payload: { token, password },
      remoteAddress,
    });
  async function invite(role = 'editor'): Promise<{ email: string; token: string; id: string }> {
    const email = `${unique('invitee')}@onramp.test`;
    const res = await asAdmin('POST', '/api/studio/invitations', { email, role });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { invitationId: string } }>().data.invitationId;
    return { email, id, token: await invitationTokenFor(s.app, email) };
  }

  it('mails a single-use link, keeps only its sha256, and signs the invitee in with the role', async () => {
    const { email, token, id } = await invite('publisher');
    const mail = await latestMail(s.app, email, 'operator_invitation');
    expect(mail.text).toContain(OPERATOR.email);
    expect(mail.links.some((link) => link.includes('/studio/invite?token='))).toBe(true);
    const row = await s.server.database.db
      .selectFrom('operator_invitations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const listed = await asAdmin('GET', '/api/studio/operators');
    expect(listed.json()).toMatchObject({
      data: { invitations: [{ id, email, role: 'publisher', invitedBy: OPERATOR.email }] },
    });
    const inspect = await s.app.inject({
      method: 'POST',
      url: '/api/studio/invitations/inspect',
      payload: { token },
    });
    expect(inspect.json()).toMatchObject({ data: { email, role: 'publisher' } });

    // A weak password is refused before anything is written: the link still works.
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ status_code: 'validation_failed' });
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json<{ data: { token: string; role: string } }>().data;
    expect(session.role).toBe('publisher');
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/studio/me',
      headers: bearer(session.token),
    });
    expect(me.json()).toMatchObject({ data: { email, role: 'publisher' } });
    const created = await s.server.database.db
      .selectFrom('operators')
      .select(['password_hash', 'role'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(created.password_hash).toMatch(/^\$argon2id\$/);
    expect((await studioSignIn(s.app, { email, password: OPERATOR.password })).statusCode).toBe(
      200,
    );

    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ err: true, status_code: 'invitation_used' });
    expect((await asAdmin('GET', '/api/studio/operators')).json()).not.toMatchObject({
      data: { invitations: [{ id }] },
    });
  });

  it('mails the invitation in the language the admin chose, its link opening the page in it', async () => {
    const email = `${unique('eingeladen')}@onramp.test`;
    const res = await asAdmin('POST', '/api/studio/invitations', {
      email,
      role: 'viewer',
      language: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const german = await latestMail(s.app, email, 'operator_invitation');
    expect(german.subject).toMatch(/^Einladung ins /);
    const link = german.links.find((l) => l.includes('/studio/invite?'))!;
    expect(new URL(link).searchParams.get('lng')).toBe('de');

    // Without a language, the brand's default; one the brand does not offer is refused.
    const { email: plain } = await invite('viewer');
    const english = await latestMail(s.app, plain, 'operator_invitation');
    expect(english.subject).toMatch(/^You are invited to /);
    const refused = await asAdmin('POST', '/api/studio/invitations', {
      email: `${unique('nowhere')}@onramp.test`,
      role: 'viewer',
      language: 'tlh',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ status_code: 'validation_failed' });
  });

  it('replaces a pending invitation when the same email is invited again', async () => {
    const first = await invite('viewer');
    const again = await asAdmin('POST', '/api/studio/invitations', {
      email: first.email,
      role: 'editor',
    });
    expect(again.statusCode).toBe(200);
    const pending = (await asAdmin('GET', '/api/studio/operators')).json<{
      data: { invitations: { email: string; role: string }[] };
    }>().data.invitations;
    expect(pending.filter((i) => i.email === first.email)).toEqual([
      expect.objectContaining({ role: 'editor' }),
    ]);
    const old = await accept(first.token);
    expect(old.json()).toMatchObject({ status_code: 'invitation_revoked' });
    const accepted = await accept(await invitationTokenFor(s.app, first.email));
    expect(accepted.json()).toMatchObject({ data: { role: 'editor' } });
  });

  it('refuses an expired, a revoked and an unknown token, and creates no operator', async () => {
    const expired = await invite();
    await s.server.database.db
      .updateTable('operator_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const revoked = await invite();
    expect((await asAdmin('DELETE', `/api/studio/invitations/${revoked.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/studio/invitations/${revoked.id}`)).statusCode).toBe(404);
    for (const [token, status, code] of [
      [expired.token, 410, 'invitation_expired'],
      [revoked.token, 410, 'invitation_revoked'],
      ['A'.repeat(43), 404, 'invitation_not_found'],
      ['not a token', 404, 'invitation_not_found'],
    ] as const) {
      const res = await accept(token);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ err: true, status_code: code });
    }
    const made = await s.server.database.db
      .selectFrom('operators')
      .select('email')
      .where('email', 'in', [expired.email, revoked.email])
      .execute();
    expect(made).toEqual([]);
  });

  it('refuses to invite an operator again, a bad email or role, and a non-admin', async () => {
    const taken = await asAdmin('POST', '/api/studio/invitations', {
      email: OPERATOR.email.toUpperCase(),
      role: 'viewer',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status_code: 'operator_exists' });
    for (const payload of [
      { email: 'not-an-email', role: 'viewer' },
      { email: 'a@b.test', role: 'owner' },
      { email: 'a@b.test', role: 'viewer', extra: 1 },
    ]) {
      expect((await asAdmin('POST', '/api/studio/invitations', payload)).statusCode).toBe(400);
    }
    const publisher = await invitedOperator(s, 'publisher');
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/studio/invitations',
      headers: bearer(publisher.token),
      payload: { email: 'x@onramp.test', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status_code: 'role_forbidden' });
  });

  it('changes roles and removes operators, but never the last admin', async () => {
    const operators = async () =>
      (await asAdmin('GET', '/api/studio/operators')).json<{
        data: { operators: { id: string; email: string; role: string }[] };
      }>().data.operators;
    const first = (await operators()).find((o) => o.email === OPERATOR.email)!;
    expect(first.role).toBe('admin');
    for (const [method, payload] of [
      ['PATCH', { role: 'viewer' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await asAdmin(method, `/api/studio/operators/${first.id}`, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ err: true, status_code: 'last_admin' });
    }
    const second = await invitedOperator(s, 'editor');
    const secondId = (await operators()).find((o) => o.email === second.email)!.id;
    expect(
      (await asAdmin('PATCH', `/api/studio/operators/${secondId}`, { role: 'admin' })).statusCode,
    ).toBe(200);
    // Two admins: the first may now step down, and then cannot manage operators any more.
    expect(
      (
        await s.app.inject({
          method: 'PATCH',
          url: `/api/studio/operators/${first.id}`,
          headers: bearer(second.token),
          payload: { role: 'publisher' },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await asAdmin('GET', '/api/studio/operators');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status_code: 'role_forbidden' });
    // The second is the last admin now; they may remove the first, not themselves.
    const asSecond = (method: 'PATCH' | 'DELETE', id: string, payload?: object) =>
      s.app.inject({
        method,
        url: `/api/studio/operators/${id}`,
        headers: bearer(second.token),
        ...(payload ? { payload } : {}),
      });
    expect((await asSecond('DELETE', secondId)).statusCode).toBe(409);
    expect((await asSecond('PATCH', first.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await asSecond('DELETE', first.id)).statusCode).toBe(200);
    expect((await asSecond('DELETE', first.id)).statusCode).toBe(404);
    expect((await asSecond('PATCH', 'not-a-uuid', { role: 'viewer' })).statusCode).toBe(400);
    // The removed operator's sessions go with them: they are no operator any more.
    const me = await asAdmin('GET', '/api/studio/me');
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ status_code: 'operator_only' });
  });

  it('limits accepting per address like signing in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      statuses.push((await accept('B'.repeat(43), OPERATOR.password, '10.9.0.1')).statusCode);
    }
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(404));
    expect(statuses.slice(40)).toEqual(Array(5).fill(429));
  });
});
