import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ok } from '../http/envelope';
import { escapeHtml } from './templates/layout';

const LIMIT = 200;

export interface MailboxMessage {
  id: string;
  kind: string;
  to: string;
  from: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  links: string[];
  text: string;
}

async function listMessages(db: Kysely<DB>, to: string | undefined): Promise<MailboxMessage[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(LIMIT);
  if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    links: row.links,
    text: row.text_body,
  }));
}

const STYLESHEET = `body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1f3b}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #dde;padding:.5rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:.5rem 0 0;font-size:.85rem}.muted{color:#5b6180}`;

function renderPage(messages: MailboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td>${escapeHtml(m.to)}</td>
<td>${escapeHtml(m.subject)}<details><summary>text</summary><pre>${escapeHtml(m.text)}</pre></details></td>
<td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td>
<td>${escapeHtml(m.status)}</td>
<td>${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><h1>Development mailbox</h1>
<p class="muted">Mail the server has queued (SMTP_URL is not set, so nothing leaves this machine). Newest first, at most ${LIMIT}.</p>
<table><thead><tr><th>To</th><th>Subject</th><th>Time</th><th>Status</th><th>Links</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No mail yet.</td></tr>'}
</tbody></table></body></html>`;
}

/**
 * The outbox as a mailbox, for development without SMTP: GET /dev/mailbox (HTML, no inline
 * script or style, so the strict CSP holds) and {apiBase}/dev/mailbox.json for tests.
 */
export function registerDevMailbox(app: FastifyInstance, db: Kysely<DB>, apiBase: string): void {
  const querystring = {
    type: 'object',
    properties: { to: { type: 'string', maxLength: 320 } },
  } as const;
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { schema: { querystring } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(await listMessages(db, request.query.to))),
  );
  app.get('/dev/mailbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(STYLESHEET),
  );
  app.get<{ Querystring: { to?: string } }>(
    `${apiBase}/dev/mailbox.json`,
    { schema: { querystring } },
    async (request) => ok({ messages: await listMessages(db, request.query.to) }),
  );
}
