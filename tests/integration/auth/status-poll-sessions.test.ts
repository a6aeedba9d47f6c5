import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/security/tokens';
import { authHeaders, signedUpUser, startAccountsServer, type AccountsServer } from './harness';
import { databaseTargets } from '../support/databases';

const POLLS = ['/api/check-payment-status', '/api/check-tenant-status'];

describe.each(databaseTargets())('the status polls and the session on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target);
  });
  afterAll(async () => s?.close());

  const poll = (url: string, headers: Record<string, string>) =>
    s.app.inject({ method: 'GET', url, headers });

  it.each(POLLS)('%s answers a live session', async (url) => {
    const { token } = await signedUpUser(s.app);
    const res = await poll(url, authHeaders(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ err: false, data: { url: '' } });
  });

  it.each(POLLS)(
    '%s refuses no, unknown, revoked and expired sessions with the 403 envelope',
    async (url) => {
      const db = s.server.database.db;
      const revoked = await signedUpUser(s.app);
      const expired = await signedUpUser(s.app);
      await db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('token_hash', '=', hashToken(revoked.token))
        .execute();
      await db
        .updateTable('sessions')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('token_hash', '=', hashToken(expired.token))
        .execute();
      for (const headers of [
        {},
        authHeaders('not-a-session'),
        authHeaders(revoked.token),
        authHeaders(expired.token),
      ]) {
        const res = await poll(url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ err: true, status_code: 'session_expired' });
      }
    },
  );
});
