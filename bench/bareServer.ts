import Fastify from 'fastify';

/** The baseline for the load benchmark: Fastify with one JSON route and nothing else. */
const app = Fastify({ logger: { level: 'warn' } });
app.get('/ping', async () => ({ err: false, status_code: 'ok', msg: '', data: { url: '' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
