import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addAbortSignal, pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { classifyAddress, type AddressPolicy } from './addressPolicy';

export type SafeFetchErrorCode =
  | 'bad_url'
  | 'forbidden_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  policy: AddressPolicy;
  /** The largest body accepted, after decompression. */
  maxBytes: number;
  accept?: string;
  connectTimeoutMs?: number;
  /** For the whole fetch, every redirect included. */
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /** Every address a host name resolves to; the system resolver unless a test replaces it. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const USER_AGENT = 'OnrampBot/1.0 (+logo and colour discovery)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

export function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('bad_url', `"${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('bad_url', `only http and https can be fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new SafeFetchError('bad_url', 'URLs with credentials are not fetched');
  }
  return url;
}

/** Resolves the host once and refuses it if any of its addresses is not public. */
export async function vettedAddress(
  url: URL,
  options: Pick<SafeFetchOptions, 'policy' | 'resolve'>,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new SafeFetchError('dns_failed', `${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns_failed', `${host} has no address`);
  for (const { address } of addresses) {
    const verdict = classifyAddress(address, options.policy);
    if (verdict) {
      throw new SafeFetchError(
        'forbidden_address',
        `${host} resolves to ${address}, a ${verdict} address`,
      );
    }
  }
  return addresses[0]!;
}

/** A lookup that answers with the address already checked, so the connection cannot be re-pointed. */
export function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [{ address: vetted.address, family: vetted.family }]);
    } else {
      callback(null, vetted.address, vetted.family);
    }
  };
}

/**
 * The body, decompressed as declared. pipeline (not pipe) carries a failure of the response,
 * such as the total timeout aborting it mid-body, on to the decompressor, so a reader fails
 * instead of waiting on a stream that will never end; the signal stops it in any case.
 */
function decoded(response: IncomingMessage, signal: AbortSignal): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  const body = decompressor ? pipeline(response, decompressor, () => undefined) : response;
  return addAbortSignal(signal, body);
}

async function readBounded(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('too_large', `the response is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(response, signal);
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) {
        throw new SafeFetchError('too_large', `the response is larger than ${maxBytes} bytes`);
      }
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
    stream.destroy();
  }
  // A body cut short is a failure, never a shorter success.
  if (signal.aborted) throw new SafeFetchError('timeout', 'the fetch took too long');
  if (!response.complete) throw new SafeFetchError('network', 'the response ended early');
  return Buffer.concat(chunks);
}

function requestOnce(
  url: URL,
  vetted: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(vetted),
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: options.accept ?? '*/*',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    const connectTimer = setTimeout(
      () =>
        request.destroy(
          new SafeFetchError('timeout', `${url.host} did not accept a connection in time`),
        ),
      options.connectTimeoutMs ?? 5_000,
    );
    request.once('socket', (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    request.once('close', () => clearTimeout(connectTimer));
    request.once('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.end();
  });
}

function asSafeFetchError(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError('timeout', 'the fetch took too long');
  return new SafeFetchError('network', error instanceof Error ? error.message : String(error));
}

/**
 * GETs a URL on behalf of a user without letting them reach the server's own network: every
 * hop's host is resolved once, refused unless all its addresses are public, and connected to at
 * exactly the address checked; redirects, body size and time are bounded.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(options.totalTimeoutMs ?? 15_000);
  const maxRedirects = options.maxRedirects ?? 5;
  let url = parseTarget(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const vetted = await vettedAddress(url, options);
      const response = await requestOnce(url, vetted, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (hop >= maxRedirects) {
          throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`);
        }
        url = parseTarget(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new SafeFetchError('http_status', `${url.toString()} answered HTTP ${status}`);
      }
      return {
        url: url.toString(),
        status,
        contentType: String(response.headers['content-type'] ?? '').toLowerCase(),
        body: await readBounded(response, options.maxBytes, signal),
      };
    }
  } catch (error) {
    throw asSafeFetchError(error, signal);
  }
}
