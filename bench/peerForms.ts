import { brotliCompressSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The signup form built three other ways (bench/peers), each page at its path on one server. */
export const PEER_PAGES = [
  { name: 'plain @rjsf/core + ajv8', path: '/rjsf.html' },
  { name: 'react-hook-form + zod', path: '/rhfZod.html' },
  { name: 'plain HTML form (no JavaScript)', path: '/plain.html' },
] as const;

const PEERS_DIR = join(process.cwd(), 'bench/peers');

/** Production builds of the peers, as Vite builds ours (es2022, minified, React in production mode). */
async function buildPeers(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: PEERS_DIR,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: Object.fromEntries(
          PEER_PAGES.map(({ path }) => [path.slice(1, -5), join(PEERS_DIR, path)]),
        ),
      },
    },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves the built peers with brotli, as our server serves its precompressed build. */
function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, reply) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.includes('..')) return void reply.writeHead(400).end();
    readFile(join(dir, path))
      .then((body) => {
        const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
        reply.writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          ...(brotli ? { 'content-encoding': 'br' } : {}),
        });
        reply.end(brotli ? brotliCompressSync(body) : body);
      })
      .catch(() => reply.writeHead(404).end());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    }),
  );
}

/** Builds the peers and serves them while `measure` runs. */
export async function withPeerForms<T>(measure: (url: string) => Promise<T>): Promise<T> {
  const outDir = join(tmpdir(), 'onramp-bench-peers');
  await buildPeers(outDir);
  const { url, server } = await serveStatic(outDir);
  try {
    return await measure(url);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
