import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { ApiError, message } from '../http/envelope';

export type RateLimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A route's two counters; each throws a 429 ApiError when its limit is reached. */
export interface RouteRateLimit {
  /** Counts every request from the client address; as preValidation it counts malformed ones too. */
  byAddress: RateLimitHandler;
  /**
   * Counts requests naming the account. A route with a bot check calls it only once the check
   * passed, so requests with junk tokens cannot lock the account's owner out.
   */
  byAccount: RateLimitHandler;
}

/** Both counters as hooks, for a route with no bot check (each request counts against both). */
export function bothLimits(limit: RouteRateLimit): RateLimitHandler[] {
  return [limit.byAddress, limit.byAccount];
}

/** Builds a route's limits; used before validation, accountOf must expect any body. */
export type RateLimiterFactory = (
  name: string,
  accountOf: (request: FastifyRequest) => string | undefined,
) => RouteRateLimit;

/** The 429 a limit answers with, its Retry-After set: wait `seconds`, counted per address or account. */
export function tooMany(
  reply: FastifyReply,
  seconds: number,
  per: 'address' | 'account',
): ApiError {
  reply.header('retry-after', String(seconds));
  const minutes = seconds >= 120;
  const unit = minutes ? 'Minutes' : 'Seconds';
  const who = per === 'address' ? 'FromNetwork' : 'ForAccount';
  return new ApiError(
    429,
    'rate_limited',
    message(`errors.tooManyAttempts${who}${unit}`, {
      count: minutes ? Math.ceil(seconds / 60) : seconds,
    }),
    { retryAfterSeconds: seconds, per },
  );
}

/** A string field of a body not yet validated, trimmed and lower-cased, as an account key. */
export function bodyKey(request: FastifyRequest, field: string): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}

/**
 * A client for the shared counters that gives up fast: a count that cannot reach Redis within a
 * second fails (and the request goes through, see secondsToWait) rather than holding the request.
 */
async function connectCounterStore(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when counters are shared: the in-memory store needs no client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on('ready', () => (down = false));
  redis.on('error', (err) => {
    if (!down) app.log.warn({ err }, 'rate limit counters unreachable in Redis; retrying');
    down = true;
  });
  app.addHook('onClose', async () => redis.disconnect());
  // A failed first connection is logged by the error listener; ioredis keeps reconnecting.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** Seconds to wait when the request is over the limit; undefined when it may go on. */
async function secondsToWait(
  limit: ReturnType<FastifyInstance['createRateLimit']>,
  request: FastifyRequest,
): Promise<number | undefined> {
  try {
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
  } catch (err) {
    // Fail open: the limits are a second line behind the bot check and slow password hashing, and
    // answering 503 while Redis is down would turn a counter outage into a signup and login outage.
    request.log.warn({ err }, 'rate limit not counted: Redis unreachable, request let through');
    return undefined;
  }
}

/**
 * Counters live in Redis when REDIS_URL is set, so every instance counts together; otherwise in
 * this process's memory (@fastify/rate-limit's local store): limits hold per instance, and a
 * restart forgets them.
 */
export async function createRateLimiterFactory(
  app: FastifyInstance,
  config: RateLimitConfig,
): Promise<RateLimiterFactory> {
  const shared = config.redisUrl
    ? { redis: await connectCounterStore(app, config.redisUrl), nameSpace: config.redisKeyPrefix }
    : {};
  await app.register(rateLimit, { global: false, ...shared });
  const timeWindow = config.windowSeconds * 1000;
  return (name, accountOf) => {
    const perAddress = app.createRateLimit({
      max: config.perIp,
      timeWindow,
      keyGenerator: (request) => `${name}|ip|${request.ip}`,
    });
    const perAccount = app.createRateLimit({
      max: config.perAccount,
      timeWindow,
      keyGenerator: (request) => `${name}|account|${accountOf(request) ?? ''}`,
    });
    return {
      async byAddress(request, reply) {
        const wait = await secondsToWait(perAddress, request);
        if (wait !== undefined) throw tooMany(reply, wait, 'address');
      },
      async byAccount(request, reply) {
        if (!accountOf(request)) return;
        const wait = await secondsToWait(perAccount, request);
        if (wait !== undefined) throw tooMany(reply, wait, 'account');
      },
    };
  };
}
