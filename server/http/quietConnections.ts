import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closing the server closes the connections no request is using, including those that have not
 * sent one yet. Node counts a connection as busy from the moment it opens (browsers open spare ones
 * ahead of need), so without this a stop would wait for its headers timeout, a minute; a request in
 * flight still gets its answer, and its connection is closed after it.
 */
export function closeQuietConnectionsOnClose(app: FastifyInstance): void {
  const requestsOn = new Map<Socket, number>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    requestsOn.set(socket, 0);
    socket.once('close', () => requestsOn.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const { socket } = request;
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (requestsOn.get(socket) ?? 1) - 1;
      requestsOn.set(socket, left);
      if (closing && left === 0) socket.destroy();
    });
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, requests] of requestsOn) if (requests === 0) socket.destroy();
    done();
  });
}
