import { describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  SCOPE_GRANTS,
  isApiKeyScope,
  scopesAllow,
} from '../../../shared/contract/apiKeyScopes';
import {
  apiKeyMatches,
  apiKeyPrefix,
  looksLikeApiKey,
  newApiKey,
} from '../../../server/security/apiKeySecret';
import { studioRouteActions } from '../../../server/studio/routeActions';

/** Every Studio route a key with exactly `scopes` may call. */
function routesOpenTo(scopes: (typeof API_KEY_SCOPES)[number][]): string[] {
  return Object.entries(studioRouteActions())
    .filter(([route, action]) => scopesAllow(scopes, route, action))
    .map(([route]) => route)
    .sort();
}

describe('the API key scope table', () => {
  it('opens exactly the routes of each scope', () => {
    expect(routesOpenTo(['funnels:read'])).toEqual([
      'GET /experiments',
      'GET /funnel',
      'GET /funnel.csv',
    ]);
    expect(routesOpenTo(['leads:read'])).toEqual(['GET /leads']);
    expect(routesOpenTo(['leads:read', 'funnels:read'])).toHaveLength(4);
    expect(routesOpenTo([])).toEqual([]);
  });

  it('opens every route of the manageWebhooks action to webhooks:manage, and only those', () => {
    expect(scopesAllow(['webhooks:manage'], 'POST /webhooks', 'manageWebhooks')).toBe(true);
    expect(scopesAllow(['webhooks:manage'], 'GET /funnel', 'read')).toBe(false);
    expect(scopesAllow(['funnels:read', 'leads:read'], 'POST /webhooks', 'manageWebhooks')).toBe(
      false,
    );
    const webhookRoutes = Object.entries(studioRouteActions())
      .filter(([, action]) => action === 'manageWebhooks')
      .map(([route]) => route);
    expect(routesOpenTo(['webhooks:manage'])).toEqual(webhookRoutes.sort());
  });

  it('never opens the routes that manage operators and keys, or sign-out and /me', () => {
    const everything = routesOpenTo([...API_KEY_SCOPES]);
    for (const route of [
      'GET /me',
      'DELETE /session',
      'GET /api-keys',
      'POST /api-keys',
      'DELETE /api-keys/:keyId',
      'GET /operators',
      'POST /versions',
      'GET /versions',
    ]) {
      expect(everything, route).not.toContain(route);
    }
  });

  it('names only routes the Studio has', () => {
    const routes = Object.keys(studioRouteActions());
    for (const grant of Object.values(SCOPE_GRANTS)) {
      for (const route of grant.routes) expect(routes).toContain(route);
    }
  });

  it('knows its scopes and nothing else', () => {
    expect(API_KEY_SCOPES.every(isApiKeyScope)).toBe(true);
    for (const value of ['leads:write', 'LEADS:READ', '', null, 1, ['leads:read']]) {
      expect(isApiKeyScope(value)).toBe(false);
    }
  });
});

describe('API key secrets', () => {
  it('makes keys of the documented shape with a prefix, matched only by themselves', () => {
    const one = newApiKey();
    const two = newApiKey();
    expect(one.key).toMatch(/^onr_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
    expect(one.key).not.toBe(two.key);
    expect(apiKeyPrefix(one.key)).toBe(one.prefix);
    expect(looksLikeApiKey(one.key)).toBe(true);
    expect(apiKeyMatches(one.key, one.hash)).toBe(true);
    expect(apiKeyMatches(two.key, one.hash)).toBe(false);
    expect(apiKeyMatches(one.key, 'not-a-hash')).toBe(false);
    expect(apiKeyPrefix(`${one.key}x`)).toBeUndefined();
    expect(apiKeyPrefix('onr_ZZZZZZZZZZ_' + 'a'.repeat(43))).toBeUndefined();
  });

  it('leaves an operator session token that happens to start like a key to the operator guard', () => {
    expect(looksLikeApiKey(`onr_${'a'.repeat(39)}`)).toBe(false);
    expect(looksLikeApiKey('a'.repeat(43))).toBe(false);
  });
});
