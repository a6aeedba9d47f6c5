import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/server';

/** A connection as a browser opens one ahead of need: connected, nothing sent yet. */
function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', resolve)));

async function listeningApp() {
  const { app, database } = await buildTestApp();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/api/test/slow', async () => {
    await released;
    return { err: false, data: 'answered' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, database, port, release };
}

describe('stopping the server with connections open', () => {
  // Node would keep such a connection until its headers timeout, a minute, so a stop that waited
  // for it would fail this test's timeout.
  it('closes a connection that has sent no request, at once', { timeout: 15_000 }, async () => {
    const { app, database, port } = await listeningApp();
    const spare = await openConnection(port);
    await app.close();
    await closed(spare);
    await database.close();
  });

  it('answers a request in flight before closing its connection', { timeout: 15_000 }, async () => {
    const { app, database, port, release } = await listeningApp();
    const spare = await openConnection(port);
    const answer = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    // The request has reached its handler before the stop begins.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = app.close();
    await closed(spare);
    release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ err: false, data: 'answered' });
    await stopped;
    await database.close();
  });
});
