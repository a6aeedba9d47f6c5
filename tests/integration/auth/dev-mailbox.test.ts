import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { startTestServer, tempDir } from '../support/server';
import {
  ACCOUNT_TEST_ENV,
  latestMail,
  PUBLIC_URL,
  signUp,
  startAccountsServer,
  type AccountsServer,
} from './harness';

const [embedded] = databaseTargets();

describe('the development mailbox', () => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(embedded!);
  });
  afterAll(async () => s?.close());

  it('lists queued mail with its recipient, subject, time, status and clickable links', async () => {
    const { fields } = await signUp(s.app);
    const mail = await latestMail(s.app, fields.email, 'email_verification');
    const res = await s.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(fields.email);
    expect(html).toContain('Verify your email for Onramp');
    expect(html).toMatch(/<td>(queued|sent)<\/td>/);
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    expect(html).toContain(`<a href="${mail.links[0]}">`);
    expect(mail.links[0]!.startsWith(PUBLIC_URL)).toBe(true);
  });

  it('is clean under the strict Content-Security-Policy: no inline script or style', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(res.body).toContain('<link rel="stylesheet" href="/dev/mailbox.css">');
    const css = await s.app.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('escapes what users typed, in the page and in the mail', async () => {
    const { fields } = await signUp(s.app, { firstName: '<img src=x onerror=alert(1)>' });
    const page = await s.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const row = await s.server.database.db
      .selectFrom('mail_outbox')
      .select('html_body')
      .where('to_address', '=', fields.email)
      .executeTakeFirstOrThrow();
    expect(row.html_body).not.toContain('<img');
    expect(row.html_body).toContain('Hi &lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('who may read the development mailbox', () => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await startAccountsServer(embedded!);
  });
  afterAll(async () => s?.close());

  it('answers this machine over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const res = await s.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox.json',
        remoteAddress,
      });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses any other client with a 403 envelope, on every mailbox route', async () => {
    for (const url of ['/api/dev/mailbox.json', '/dev/mailbox', '/dev/mailbox.css']) {
      for (const remoteAddress of ['203.0.113.9', '10.0.0.7', '::ffff:10.0.0.7', '2001:db8::1']) {
        const res = await s.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(403);
        expect(res.json()).toEqual({
          err: true,
          status_code: 'dev_mailbox_loopback_only',
          msg: 'The development mailbox answers only requests from this machine.',
          msg_ref: { id: 'errors.devMailboxLoopbackOnly' },
          data: null,
        });
      }
    }
  });
});

describe('behind a trusted proxy', () => {
  const dataDir = tempDir('onramp-proxy-');
  afterAll(() => dataDir.remove());

  it('does not start: every client of a proxy on this host comes from loopback', async () => {
    const start = async () =>
      startTestServer({ ...ACCOUNT_TEST_ENV, TRUST_PROXY: 'true', DATA_DIR: dataDir.path });
    await expect(start()).rejects.toThrow(
      /DEV_MAILBOX=true and TRUST_PROXY=true cannot be set together/,
    );
    // Refused before anything is opened or written.
    expect(readdirSync(dataDir.path)).toEqual([]);
  });
});

describe('without DEV_MAILBOX=true', () => {
  it('serves no mailbox, even to this machine', async () => {
    const s = await startAccountsServer(embedded!, { DEV_MAILBOX: undefined });
    try {
      await signUp(s.app);
      const json = await s.app.inject({ method: 'GET', url: '/api/dev/mailbox.json' });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toMatchObject({ err: true, status_code: 'route_not_found' });
      const page = await s.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Development mailbox');
    } finally {
      await s.close();
    }
  });
});

describe('with SMTP_URL set', () => {
  it('serves no mailbox, even when DEV_MAILBOX=true', async () => {
    const s = await startAccountsServer(embedded!, {
      SMTP_URL: 'smtp://127.0.0.1:1',
      DEV_MAILBOX: 'true',
    });
    try {
      const json = await s.app.inject({ method: 'GET', url: '/api/dev/mailbox.json' });
      expect(json.statusCode).toBe(404);
      const page = await s.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).not.toContain('Development mailbox');
    } finally {
      await s.close();
    }
  });
});
