import type { ApiKeyScope } from '../../../shared/contract/apiKeyScopes';

/** The copy key naming what each scope lets a key do. */
export const SCOPE_LABEL_KEYS: Record<ApiKeyScope, string> = {
  'leads:read': 'studio.apiKeys.scopeLeadsRead',
  'funnels:read': 'studio.apiKeys.scopeFunnelsRead',
  'webhooks:manage': 'studio.apiKeys.scopeWebhooksManage',
};
