import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../../server/auth/purgeExpired';
import { liveConfigVersion } from '../../../server/config/store/versions';
import { databaseTargets } from '../support/databases';
import { OPERATOR, anotherOperatorToken, operatorServer } from '../support/studio';

const SECOND = 'second@onramp.test';

describe.each(databaseTargets())('operators present in the Studio on $name', (target) => {
  const s = operatorServer(target);
  const heartbeat = (token: string, baseVersionId: unknown) =>
    s.app.inject({
      method: 'POST',
      url: '/api/studio/presence',
      headers: { authorization: `Bearer ${token}` },
      payload: { baseVersionId },
    });
  const othersSeenBy = async (token: string) =>
    (
      await s.app.inject({
        method: 'GET',
        url: '/api/studio/presence',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ data: { others: { email: string; baseVersionId: string | null }[] } }>().data.others;
  const ageHeartbeats = (seconds: number) =>
    sql`UPDATE studio_presence SET last_seen = now() - make_interval(secs => ${seconds})`.execute(
      s.server.database.db,
    );

  it('shows two operators with the Studio open each other, with the version each started from', async () => {
    const second = await anotherOperatorToken(s.app, s.server.database.db, SECOND);
    const live = (await liveConfigVersion(s.server.database.db, 'default'))!.id;
    expect((await heartbeat(s.token, live)).statusCode).toBe(200);
    const reply = await heartbeat(second, live);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ data: { others: object[] } }>().data.others).toEqual([
      expect.objectContaining({ email: OPERATOR.email, baseVersionId: live }),
    ]);
    expect(await othersSeenBy(s.token)).toEqual([
      expect.objectContaining({ email: SECOND, baseVersionId: live }),
    ]);
  });

  it('drops an operator whose last heartbeat is older than 45 seconds', async () => {
    await ageHeartbeats(46);
    expect(await othersSeenBy(s.token)).toEqual([]);
    await heartbeat(s.token, null);
    expect(await othersSeenBy(s.token)).toEqual([]);
  });

  it('refuses a heartbeat with a version that is not the brand’s, or a malformed one, with a 4xx envelope', async () => {
    const unknown = await heartbeat(s.token, '999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ err: true, status_code: 'version_not_found' });
    const malformed = await heartbeat(s.token, 'latest');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ err: true });
  });

  it('deletes heartbeats older than a day with the expired-row purge, and keeps recent ones', async () => {
    await ageHeartbeats(25 * 3600);
    const third = await anotherOperatorToken(s.app, s.server.database.db, 'third@onramp.test');
    await heartbeat(third, null);
    // The first two operators' heartbeats are a day old; the third's is new.
    expect((await purgeExpired(s.server.database.db)).studio_presence).toBe(2);
    const { rows } = await sql`SELECT 1 FROM studio_presence`.execute(s.server.database.db);
    expect(rows).toHaveLength(1);
  });
});
