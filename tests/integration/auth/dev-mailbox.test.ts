import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import {
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

describe('with SMTP_URL set', () => {
  it('serves no mailbox', async () => {
    const s = await startAccountsServer(embedded!, { SMTP_URL: 'smtp://127.0.0.1:1' });
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
