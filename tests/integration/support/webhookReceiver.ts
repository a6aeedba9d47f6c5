import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * How one path answers its nth request (0-based): a status, a status with a JSON body, or 'hang'
 * (never answers).
 */
export type Behaviour = (n: number) => number | { status: number; json: unknown } | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 that records every request it gets; each path answers as its
 * behaviour says (200 unless told). Hanging requests are ended when the receiver closes.
 */
export async function startWebhookReceiver(): Promise<{
  url: (path: string) => string;
  received: (path: string) => ReceivedWebhook[];
  behave: (path: string, behaviour: Behaviour) => void;
  close: () => Promise<void>;
}> {
  const log: ReceivedWebhook[] = [];
  const behaviours = new Map<string, Behaviour>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const n = log.filter((r) => r.path === path).length;
      log.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const answer = (behaviours.get(path) ?? (() => 200))(n);
      if (answer === 'hang') return;
      if (typeof answer === 'number') {
        response.writeHead(answer, { 'content-type': 'text/plain' }).end(`answer ${answer}`);
      } else {
        response
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.json));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => log.filter((r) => r.path === path),
    behave: (path, behaviour) => void behaviours.set(path, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
