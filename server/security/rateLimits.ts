import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { ApiError } from '../http/envelope';

export type RateLimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Builds hooks that limit a route per client address and per account named in its body. Used as
 * preValidation, they count malformed requests too; accountOf must then expect any body.
 */
export type RateLimiterFactory = (
  name: string,
  accountOf: (request: FastifyRequest) => string | undefined,
) => RateLimitHandler;

function tooMany(reply: FastifyReply, seconds: number, per: 'address' | 'account'): ApiError {
  reply.header('retry-after', String(seconds));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  const who = per === 'address' ? 'from your network' : 'for this account';
  return new ApiError(
    429,
    'rate_limited',
    `Too many attempts ${who}. Please wait ${wait} and try again.`,
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
 * Counters live in this process's memory (@fastify/rate-limit's local store): limits hold per
 * instance, and a restart forgets them.
 */
export async function createRateLimiterFactory(
  app: FastifyInstance,
  config: RateLimitConfig,
): Promise<RateLimiterFactory> {
  await app.register(rateLimit, { global: false });
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
    return async (request, reply) => {
      const byAddress = await perAddress(request);
      if (!byAddress.isAllowed && byAddress.isExceeded) {
        throw tooMany(reply, byAddress.ttlInSeconds, 'address');
      }
      if (!accountOf(request)) return;
      const byAccount = await perAccount(request);
      if (!byAccount.isAllowed && byAccount.isExceeded) {
        throw tooMany(reply, byAccount.ttlInSeconds, 'account');
      }
    };
  };
}
