import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveBotCheck, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR, OPERATOR_ENV, studioSignIn } from '../support/studio';

const PER_ACCOUNT = 5;
const WRONG = { email: OPERATOR.email, password: 'Wrong-Pass1' };

describe.each(databaseTargets())('the Studio’s sign-in against strangers on $name', (target) => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(target, {
      ...OPERATOR_ENV,
      RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
      RATE_LIMIT_WINDOW_SECONDS: '900',
    });
  });
  afterAll(async () => s?.close());

  const refusals = () =>
    s.server.database.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'detail'])
      .where('action', '=', 'session.refused')
      .orderBy('id')
      .execute();

  it('lets the operator in from another address at once after thirteen wrong passwords from one, which waits', async () => {
    const fromA: number[] = [];
    for (let n = 0; n < 13; n++)
      fromA.push((await studioSignIn(s.app, WRONG, '10.1.0.1')).statusCode);
    expect(fromA.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401));
    expect(fromA.slice(PER_ACCOUNT)).toEqual(Array(13 - PER_ACCOUNT).fill(429));

    const fromB = await studioSignIn(s.app, OPERATOR, '10.2.0.1');
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromB.json()).toMatchObject({ err: false, data: { email: OPERATOR.email } });

    // Address A waits even with the right password, and is told how long.
    const againFromA = await studioSignIn(s.app, OPERATOR, '10.1.0.1');
    expect(againFromA.statusCode).toBe(429);
    expect(againFromA.json()).toMatchObject({
      err: true,
      status_code: 'rate_limited',
      data: { per: 'address' },
    });
    const retryAfter = Number(againFromA.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('holds guessing spread over many addresses to one try per new address', async () => {
    const email = 'spread@onramp.test';
    for (let n = 0; n < PER_ACCOUNT; n++) {
      const res = await studioSignIn(s.app, { email, password: 'Wrong-Pass1' }, `10.3.0.${n}`);
      expect(res.statusCode).toBe(401);
    }
    // The email has had its share: an address that already failed for it waits ...
    expect((await studioSignIn(s.app, { email, password: 'x' }, '10.3.0.0')).statusCode).toBe(429);
    // ... and a new one gets one try, then waits too.
    expect((await studioSignIn(s.app, { email, password: 'y' }, '10.3.1.1')).statusCode).toBe(401);
    expect((await studioSignIn(s.app, { email, password: 'z' }, '10.3.1.1')).statusCode).toBe(429);
  });

  it('refuses a sign-in whose bot check is missing, junk or already used, even with the right password', async () => {
    const address = '10.4.0.1';
    const spent = await solveBotCheck(s.app, '/api/studio/altcha/challenge');
    expect(
      (await studioSignIn(s.app, { ...OPERATOR, botCheckToken: spent }, address)).statusCode,
    ).toBe(200);
    const cases = [
      { botCheckToken: undefined, message: 'errors.botCheckFailed' },
      { botCheckToken: 'junk', message: 'errors.botCheckFailed' },
      { botCheckToken: spent, message: 'errors.botCheckReused' },
    ];
    for (const { botCheckToken, message } of cases) {
      const res = await studioSignIn(s.app, { ...OPERATOR, botCheckToken }, address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        err: true,
        status_code: 'bot_check_failed',
        msg_ref: { id: message },
      });
    }
  });

  it('does not count refused bot checks against the operator: a hundred junk tokens lock nobody out', async () => {
    for (let n = 0; n < 100; n++) {
      const res = await studioSignIn(
        s.app,
        { ...WRONG, botCheckToken: `junk-${n}` },
        `10.5.${n}.1`,
      );
      expect(res.statusCode).toBe(400);
    }
    expect((await studioSignIn(s.app, OPERATOR, '10.5.200.1')).statusCode).toBe(200);
  });

  it('audits every refused sign-in with the email tried and the address, never the password', async () => {
    const email = 'Someone@Onramp.test';
    await studioSignIn(s.app, { email, password: 'Secret-Guess9' }, '10.6.0.1');
    await studioSignIn(s.app, { ...OPERATOR, password: 'Other-Guess9' }, '10.6.0.2');
    await studioSignIn(s.app, { ...OPERATOR, botCheckToken: 'junk' }, '10.6.0.3');
    const rows = await refusals();
    const [operator] = await s.server.database.db.selectFrom('operators').select('id').execute();
    const of = (address: string) => rows.filter((row) => row.detail.address === address);
    expect(of('10.6.0.1')).toEqual([
      {
        operator_id: null,
        detail: { email, address: '10.6.0.1', reason: 'invalid_credentials' },
      },
    ]);
    expect(of('10.6.0.2')).toEqual([
      {
        operator_id: operator!.id,
        detail: { email: OPERATOR.email, address: '10.6.0.2', reason: 'invalid_credentials' },
      },
    ]);
    expect(of('10.6.0.3')).toEqual([
      {
        operator_id: operator!.id,
        detail: { email: OPERATOR.email, address: '10.6.0.3', reason: 'bot_check_failed' },
      },
    ]);
    const throttled = rows.filter((row) => row.detail.reason === 'rate_limited');
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]!.detail).toMatchObject({ email: OPERATOR.email, address: '10.1.0.1' });
    const everything = JSON.stringify(
      await s.server.database.db.selectFrom('operator_audit').selectAll().execute(),
    );
    for (const password of ['Secret-Guess9', 'Other-Guess9', 'Wrong-Pass1', OPERATOR.password]) {
      expect(everything).not.toContain(password);
    }
  });
});
