import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP forwarder in front of a database, which a test can take down and bring back: what a
 * database restart looks like to its clients. While down, every open connection is cut and new
 * ones are refused; then it listens again on the same port.
 */
export interface RestartableProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  restart(downMs: number): Promise<void>;
  /**
   * From now on, forward nothing: connections stay open and new ones are accepted, but no byte
   * passes either way; what is sent meanwhile is lost. What a database behind a dead link or a
   * frozen host looks like.
   */
  blackHole(): void;
  /**
   * Ends the black hole: open connections forward again (the bytes swallowed meanwhile stay lost,
   * so a query sent then is never answered), and the ones accepted during it, which never reached
   * the database, are cut.
   */
  heal(): void;
  close(): Promise<void>;
}

export async function startRestartableProxy(databaseUrl: string): Promise<RestartableProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const links = new Set<[Socket, Socket]>();
  const heldDuringBlackHole = new Set<Socket>();
  let blackHoled = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const forward = (client: Socket) => {
    if (blackHoled) {
      heldDuringBlackHole.add(client);
      return track(client);
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    links.add([client, upstream]);
    client.on('close', () => links.forEach((l) => l[0] === client && links.delete(l)));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  };

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer(forward);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  let server = await listen(0);
  const port = (server.address() as AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    async restart(downMs) {
      await stop(server);
      await new Promise((r) => setTimeout(r, downMs));
      server = await listen(port);
    },
    blackHole() {
      blackHoled = true;
      for (const [client, upstream] of links) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Flowing with no reader: what arrives is dropped, not buffered for later.
        client.resume();
        upstream.resume();
      }
    },
    heal() {
      blackHoled = false;
      for (const [client, upstream] of links) {
        if (!client.destroyed && !upstream.destroyed) client.pipe(upstream).pipe(client);
      }
      for (const client of heldDuringBlackHole) client.destroy();
      heldDuringBlackHole.clear();
    },
    close: () => stop(server),
  };
}
