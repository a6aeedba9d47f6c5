import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopesAllow, type ApiKeyScope } from '../../shared/contract/apiKeyScopes';
import type { StudioAction } from '../../shared/contract/operatorRoles';
import { ApiError, message } from '../http/envelope';
import { apiKeyMatches, apiKeyPrefix } from '../security/apiKeySecret';
import { tooMany } from '../security/rateLimits';
import { recordRefusedApiKey, secondsBeforeNextApiKey } from './apiKeyAttempts';
import { apiKeyByPrefix } from './apiKeys';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request came with, once it named one of the brand's keys (even revoked). */
    apiKey: { id: string; scopes: ApiKeyScope[] } | null;
  }
}

/**
 * The guard for a request that brings an API key instead of an operator's session: read from the
 * database on every request (a revoked key is refused at once), its hash compared in constant time,
 * then its scopes against the route. 401 api_key_invalid (no key of this brand), 401
 * api_key_revoked, 403 api_key_scope; 429 for an address that kept presenting invalid keys.
 * `route` is the method and path under /api/studio and `action` its action, both undefined for a
 * path no route has (the router answers 404).
 */
export async function requireApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  route: { name: string; action: StudioAction } | undefined,
): Promise<void> {
  const { db, config, brand } = request.server;
  const address = request.ip;
  const wait = await secondsBeforeNextApiKey(db, address, config.rateLimit);
  if (wait !== undefined) throw tooMany(reply, wait, 'address');

  const prefix = apiKeyPrefix(key);
  const stored = prefix ? await apiKeyByPrefix(db, brand.id, prefix) : undefined;
  const routeName = route?.name ?? 'unknown';
  if (!stored || !apiKeyMatches(key, stored.secretHash)) {
    await recordRefusedApiKey(db, {
      address,
      route: routeName,
      prefix: prefix ?? null,
      reason: 'invalid',
    });
    throw new ApiError(401, 'api_key_invalid', message('errors.apiKeyInvalid'));
  }
  request.apiKey = { id: stored.id, scopes: stored.scopes };
  if (stored.revoked) {
    await recordRefusedApiKey(db, {
      address,
      route: routeName,
      prefix: prefix!,
      reason: 'revoked',
    });
    throw new ApiError(401, 'api_key_revoked', message('errors.apiKeyRevoked'));
  }
  if (route && !scopesAllow(stored.scopes, route.name, route.action)) {
    throw new ApiError(403, 'api_key_scope', message('errors.apiKeyScope'), {
      scopes: stored.scopes,
      route: route.name,
    });
  }
}
