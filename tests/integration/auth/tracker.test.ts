import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  locateIp,
  lookupThreadRunning,
  stopLookupThread,
} from '../../../server/tracker/geolocation';
import { databaseTargets } from '../support/databases';
import { waitFor } from '../support/waitFor';
import {
  signUp,
  signupFields,
  solveBotCheck,
  startAccountsServer,
  type AccountsServer,
} from './harness';

const [embedded] = databaseTargets();

describe('the lead location from the offline IP database', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.10',
    '169.254.1.1',
    '::1',
    '::ffff:127.0.0.1',
    '2001:db8::1',
    'fe80::1',
    'fd12:3456::1',
  ])('is empty for %s', async (ip) => {
    expect(await locateIp(ip)).toEqual({ city: null, region: null, country: null });
  });

  it('finds the city, region and country of a public IPv4 address, mapped or not', async () => {
    expect(await locateIp('81.2.69.160')).toEqual({
      city: 'London',
      region: 'England',
      country: 'GB',
    });
    expect((await locateIp('::ffff:8.8.8.8')).country).toBe('US');
  });

  it('finds the location of a public IPv6 address', async () => {
    expect(await locateIp('2a00:1450:4001:80b::200e')).toMatchObject({
      city: 'Frankfurt am Main',
      country: 'DE',
    });
  });

  it('answers lookups made at once, each with its own address', async () => {
    const countries = await Promise.all(
      ['81.2.69.160', '8.8.8.8', '2a00:1450:4001:80b::200e'].map(
        async (ip) => (await locateIp(ip)).country,
      ),
    );
    expect(countries).toEqual(['GB', 'US', 'DE']);
  });

  it('lets the databases go a minute after the last lookup, and reads them again when needed', async () => {
    await stopLookupThread();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(lookupThreadRunning()).toBe(false);
      expect((await locateIp('8.8.8.8')).country).toBe('US');
      expect(lookupThreadRunning()).toBe(true);
      vi.advanceTimersByTime(59_000);
      expect((await locateIp('81.2.69.160')).country).toBe('GB');
      // The second lookup started the minute again.
      vi.advanceTimersByTime(59_000);
      expect(lookupThreadRunning()).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(lookupThreadRunning()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect((await locateIp('2a00:1450:4001:80b::200e')).country).toBe('DE');
    expect(lookupThreadRunning()).toBe(true);
  });
});

describe('the embedded tracker', () => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(embedded!);
  });
  afterAll(async () => s?.close());

  it('records the signup client location', async () => {
    const { res } = await signUp(s.app, {}, { remoteAddress: '81.2.69.160' });
    const event = await waitFor(() =>
      s.server.database.db
        .selectFrom('tracker_events')
        .select('payload')
        .where('user_id', '=', res.json().data.userId)
        .executeTakeFirst(),
    );
    expect(event.payload.location).toMatchObject({ country: 'GB' });
  });
});

describe('the HTTP tracker chosen by TRACKER_URL', () => {
  let tracker: Server;
  const posted: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  let s: AccountsServer;

  beforeAll(async () => {
    tracker = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posted.push({ headers: req.headers, body: JSON.parse(body) });
        res.statusCode = 202;
        res.end();
      });
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    const port = (tracker.address() as AddressInfo).port;
    s = await startAccountsServer(embedded!, {
      TRACKER_URL: `http://127.0.0.1:${port}/leads`,
      TRACKER_API_KEY: 'tracker-key',
    });
  });
  afterAll(async () => {
    await s?.close();
    await new Promise<void>((resolve) => tracker.close(() => resolve()));
  });

  it('posts the lead as JSON with the API key, and writes no event row', async () => {
    const { fields, res } = await signUp(s.app);
    const userId = res.json().data.userId;
    await waitFor(async () => (posted.length > 0 ? true : undefined));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.headers.authorization).toBe('Bearer tracker-key');
    expect(posted[0]!.body).toEqual({
      event: 'lead',
      leadType: 'signup portal',
      tags: ['new_signup'],
      identify: {
        email: fields.email,
        userId,
        fullName: 'Ada Lovelace',
        company: 'Analytical Engines',
        phone: '+14155552671',
      },
      location: { city: null, region: null, country: null },
    });
    expect(await s.server.database.db.selectFrom('tracker_events').selectAll().execute()).toEqual(
      [],
    );
  });
});

describe('a signup whose lead cannot be recorded', () => {
  it('is answered all the same, and the lost lead is logged', async () => {
    const logged: { msg?: string; userId?: string }[] = [];
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => logged.push(JSON.parse(line)) },
    );
    // A tracker nobody listens on: every lead it is given fails.
    const s = await startAccountsServer(
      embedded!,
      { TRACKER_URL: 'http://127.0.0.1:9/leads', TRACKER_API_KEY: 'tracker-key' },
      logger,
    );
    try {
      const { res } = await signUp(s.app);
      expect(res.statusCode).toBe(200);
      const userId = res.json().data.userId;
      const lost = await waitFor(async () =>
        logged.find((line) => line.msg === 'could not record the signup lead'),
      );
      expect(lost.userId).toBe(userId);
    } finally {
      await s.close();
    }
  });
});

describe('the lead, recorded after the signup is answered', () => {
  it('answers the signup while the tracker is still busy, and closing the server waits for the lead', async () => {
    let answerLeads!: () => void;
    const leadsAnswered = new Promise<void>((resolve) => (answerLeads = resolve));
    let leadsReceived = 0;
    const tracker = createServer((req, res) => {
      leadsReceived++;
      req.resume();
      void leadsAnswered.then(() => {
        res.statusCode = 202;
        res.end();
      });
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    const port = (tracker.address() as AddressInfo).port;
    let closing: Promise<void> | undefined;
    const s = await startAccountsServer(embedded!, {
      TRACKER_URL: `http://127.0.0.1:${port}/leads`,
    });
    try {
      const { res } = await signUp(s.app);
      expect(res.statusCode).toBe(200);
      await waitFor(async () => (leadsReceived > 0 ? true : undefined));
      let closed = false;
      closing = s.close().then(() => void (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      answerLeads();
      await closing;
      expect(closed).toBe(true);
    } finally {
      answerLeads();
      await (closing ?? s.close());
      await new Promise<void>((resolve) => tracker.close(() => resolve()));
    }
  });

  it('records the lead of a signup whose client left before the answer', async () => {
    const s = await startAccountsServer(embedded!);
    try {
      const { port } = s.app.server.address() as AddressInfo;
      const fields = signupFields();
      const body = JSON.stringify({ ...fields, gRecaptchaToken: await solveBotCheck(s.app) });
      // Sent whole, then the connection dropped at once: the hash alone outlasts it.
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.end(
            `POST /api/user/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
            () => {
              socket.destroy();
              resolve();
            },
          );
        });
        socket.on('error', reject);
      });
      const db = s.server.database.db;
      const user = await waitFor(() =>
        db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst(),
      );
      const lead = await waitFor(() =>
        db
          .selectFrom('tracker_events')
          .select('kind')
          .where('user_id', '=', user.id)
          .executeTakeFirst(),
      );
      expect(lead.kind).toBe('lead');
    } finally {
      await s.close();
    }
  });
});
