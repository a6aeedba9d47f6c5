import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

/**
 * The baselines for the load and start-up benchmarks: Fastify with one JSON route (GET, and POST
 * with a JSON body) and nothing else, and with BARE_PGLITE_DIR set the same with PGlite opened on
 * that directory beside it (the floor for a Fastify server on the embedded database), at PGlite's
 * own settings or with the page cache BARE_PGLITE_SHARED_BUFFERS_MB names. The benchmarks run it
 * bundled (bareServerBuild.ts).
 */
const directory = process.env.BARE_PGLITE_DIR;
const sharedBuffersMb = process.env.BARE_PGLITE_SHARED_BUFFERS_MB;
const startParams = sharedBuffersMb
  ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`]
  : undefined;
const database = directory ? await PGlite.create(directory, { startParams }) : undefined;
await database?.query('SELECT 1');
const app = Fastify({ logger: { level: 'warn' } });
const answer = { err: false, status_code: 'ok', msg: '', data: { url: '' } };
app.get('/ping', async () => answer);
// As a POST poll asks (getUserData): a JSON body to read first.
app.post('/ping', async () => answer);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      await database?.close();
      process.exit(0);
    }),
);
