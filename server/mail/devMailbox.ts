import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, message, ok } from '../http/envelope';
import { listOutboxMessages, type OutboxMessage } from './outboxMessages';
import { escapeHtml } from '../http/escapeHtml';

const LIMIT = 200;

const STYLESHEET = `body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1f3b}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #dde;padding:.5rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:.5rem 0 0;font-size:.85rem}.muted{color:#5b6180}`;

function renderPage(messages: OutboxMessage[]): string {
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

const LOOPBACK_ADDRESS = /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/i;

/**
 * The mailbox shows live sign-in and reset links, so only this machine may read it. The socket's
 * address is the peer's own; X-Forwarded-For (request.ip behind TRUST_PROXY) is whatever a client wrote.
 */
async function refuseRemoteClients(request: FastifyRequest): Promise<void> {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) {
    throw new ApiError(403, 'dev_mailbox_loopback_only', message('errors.devMailboxLoopbackOnly'));
  }
}

/**
 * The outbox as a mailbox, for development without SMTP (DEV_MAILBOX=true): GET /dev/mailbox
 * (HTML, no inline script or style, so the strict CSP holds) and {apiBase}/dev/mailbox.json for
 * tests, both to loopback clients only.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Kysely<DB>; apiBase: string }> = async (
  app,
  { db, apiBase },
) => {
  const querystring = {
    type: 'object',
    properties: { to: { type: 'string', maxLength: 320 } },
  } as const;
  const onRequest = refuseRemoteClients;
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { onRequest, schema: { querystring } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(await listOutboxMessages(db, { to: request.query.to, limit: LIMIT }))),
  );
  app.get('/dev/mailbox.css', { onRequest }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(STYLESHEET),
  );
  app.get<{ Querystring: { to?: string } }>(
    `${apiBase}/dev/mailbox.json`,
    { onRequest, schema: { querystring } },
    async (request) =>
      ok({ messages: await listOutboxMessages(db, { to: request.query.to, limit: LIMIT }) }),
  );
};
