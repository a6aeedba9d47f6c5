import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { guardExtendedQueries } from './extendedQueryGuard';

/** What the server thread sends the engine's worker, and what the worker answers. */
export interface EngineWorkerData {
  entry: string;
  /** Where PGlite keeps its files; undefined keeps it in memory. */
  pgliteDir: string | undefined;
  maxConnections: number;
  sharedBuffersMb: number;
}
export type EngineReply =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'stopped'; error?: string };
export type EngineCommand = { type: 'stop' };

/**
 * Runs in a worker thread: PGlite and the socket server that speaks the PostgreSQL protocol for
 * it. PGlite executes every query synchronously in WebAssembly, so on the server's own thread it
 * would hold up every HTTP request for as long as each query takes.
 */
async function serveEngine(port: NonNullable<typeof parentPort>, data: EngineWorkerData) {
  const reply = (message: EngineReply) => port.postMessage(message);
  let engine: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    engine = await PGlite.create(data.pgliteDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${data.sharedBuffersMb}MB`],
    });
    server = new PGLiteSocketServer({
      db: engine,
      host: '127.0.0.1',
      port: 0,
      maxConnections: data.maxConnections,
    });
    guardExtendedQueries(server);
    await server.start();
  } catch (error) {
    await engine?.close().catch(() => {});
    const failure = error instanceof Error ? error : new Error(String(error));
    reply({ type: 'failed', message: failure.message, stack: failure.stack });
    port.close();
    return;
  }
  const running = { engine, server };
  port.on('message', (command: EngineCommand) => {
    if (command.type !== 'stop') return;
    void (async () => {
      try {
        await running.server.stop();
        await running.engine.close();
        reply({ type: 'stopped' });
      } catch (error) {
        reply({ type: 'stopped', error: error instanceof Error ? error.message : String(error) });
      }
      port.close();
    })();
  });
  reply({ type: 'ready', port: Number(server.getServerConn().split(':').pop()) });
}

if (parentPort) await serveEngine(parentPort, workerData as EngineWorkerData);
