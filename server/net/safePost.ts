import http from 'node:http';
import https from 'node:https';
import type { AddressPolicy } from './addressPolicy';
import {
  parseTarget,
  pinnedLookup,
  SafeFetchError,
  vettedAddress,
  type ResolvedAddress,
} from './safeFetch';

export interface SafePostOptions {
  policy: AddressPolicy;
  headers: Record<string, string>;
  /** For the whole request: connecting, sending and the answer's status line and body. */
  timeoutMs: number;
  /** How much of the answer's body to keep (512 bytes unless said). */
  keepBodyBytes?: number;
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/** What answered: any status (the caller decides what counts), and the start of the body. */
export interface PostAnswer {
  status: number;
  bodyStart: string;
}

const DEFAULT_KEPT_BODY_BYTES = 512;

/**
 * POSTs a body to a URL a user gave without letting it reach the server's own network: the host
 * is resolved once, refused unless all its addresses are public, and connected to at exactly the
 * address checked. Redirects are not followed (a redirected POST is an answer, not a delivery).
 */
export async function safePost(
  rawUrl: string,
  body: string,
  options: SafePostOptions,
): Promise<PostAnswer> {
  const url = parseTarget(rawUrl);
  const vetted = await vettedAddress(url, options);
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const kept = options.keepBodyBytes ?? DEFAULT_KEPT_BODY_BYTES;
  return new Promise<PostAnswer>((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(
        error instanceof SafeFetchError
          ? error
          : signal.aborted
            ? new SafeFetchError('timeout', `no answer within ${options.timeoutMs} ms`)
            : new SafeFetchError('network', error instanceof Error ? error.message : String(error)),
      );
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(vetted),
        signal,
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'OnrampWebhooks/1.0',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < kept) chunks.push(chunk);
          size += chunk.length;
        });
        response.once('error', fail);
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bodyStart: Buffer.concat(chunks).subarray(0, kept).toString('utf8'),
          }),
        );
      },
    );
    request.once('error', fail);
    request.end(body);
  });
}
