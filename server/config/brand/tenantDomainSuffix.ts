import type { ServerConfig } from '../../config';
import type { Brand } from './brand';

/**
 * The suffix shown after the subdomain: configured, the brand's, or the public URL's own host.
 * Computed once at start (loadActiveManifests); everything else reads that value.
 */
export function tenantDomainSuffix(config: ServerConfig, brand: Brand): string {
  return (
    config.tenantDomainSuffix ??
    brand.manifest.tenantDomainSuffix ??
    `.${new URL(config.publicUrl).host}`
  );
}
