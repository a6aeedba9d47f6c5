import { connect, type Socket } from 'node:net';

export interface PacedOptions {
  url: string;
  method: 'GET' | 'POST';
  /** Headers of each poller's requests (its session among them), one set per connection in turn. */
  headers: (connection: number) => Record<string, string>;
  body?: string;
  connections: number;
  /** Requests per second over all connections. */
  rate: number;
  durationSeconds: number;
}

export interface PacedRun {
  rps: number;
  total: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Pollers as a browser's are: each connection asks once per interval, at its own phase, so the
 * load arrives evenly instead of in the per-second bursts autocannon's rate limit sends. Latency
 * is timed from when a request was due, so a late answer also delays the next request's clock
 * (no coordinated omission).
 */
export async function pacedPollers(options: PacedOptions): Promise<PacedRun> {
  const target = new URL(options.url);
  const intervalMs = (options.connections * 1000) / options.rate;
  const start = performance.now() + 1000;
  const end = start + options.durationSeconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;

  const poller = (index: number) =>
    new Promise<void>((resolve) => {
      const headers: Record<string, string> = { host: target.host, ...options.headers(index) };
      if (options.body !== undefined)
        headers['content-length'] = String(Buffer.byteLength(options.body));
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const request = `${options.method} ${target.pathname}${target.search} HTTP/1.1\r\n${head}\r\n${options.body ?? ''}`;
      const socket: Socket = connect(Number(target.port), target.hostname);
      socket.setNoDelay(true);
      let due = start + (index / options.connections) * intervalMs;
      let waiting = false;
      let buffer = '';
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve();
      };
      const send = () => {
        if (due >= end) return finish();
        waiting = true;
        socket.write(request);
      };
      const schedule = () => {
        if (due >= end) return finish();
        timer = setTimeout(send, Math.max(0, due - performance.now()));
      };
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        for (;;) {
          const headEnd = buffer.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const length = Number(
            /\r\ncontent-length: *(\d+)/i.exec(buffer.slice(0, headEnd))?.[1] ?? 0,
          );
          if (buffer.length < headEnd + 4 + length) return;
          const status = Number(buffer.slice(9, 12));
          buffer = buffer.slice(headEnd + 4 + length);
          if (!waiting) continue;
          waiting = false;
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx++;
          due += intervalMs;
          schedule();
        }
      });
      socket.on('error', () => {
        errors++;
        finish();
      });
      socket.on('connect', schedule);
    });

  await Promise.all(Array.from({ length: options.connections }, (_, i) => poller(i)));
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / options.durationSeconds,
    total: latencies.length,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN,
    errors,
    non2xx,
  };
}
