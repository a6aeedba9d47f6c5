import { loadBrand, type Brand } from './brand';
import { tenantDomainSuffix } from './tenantDomainSuffix';
import type { ServerConfig } from '../../config';
import { checkConfig } from '../../../shared/config/checkConfig';
import { ConfigError } from '../../../shared/config/problem';
import {
  readConfigDocuments,
  type ConfigDocuments,
} from '../../../shared/config/readConfigDocuments';
import { createMessageWriter, type MessageWriter } from '../../http/messages';

export interface ActiveManifests {
  brand: Brand;
  /** The repository's configuration: what the brand's configuration versions start from. */
  repository: ConfigDocuments;
  /** The suffix after a tenant's subdomain, computed here once. */
  tenantDomainSuffix: string;
  /** Renders error messages in the brand's default language. */
  messages: MessageWriter;
}

/**
 * The active brand as the repository describes it, and the tenant domain suffix it gives. Throws
 * ConfigError, so the server does not start, when the configuration checker finds any problem in
 * any brand, flow, step or copy: the same check as npm run check:config and the build. The flow a
 * user walks comes from the configuration versions (server/config/runtime), seeded from these files.
 */
export function loadActiveManifests(config: ServerConfig): ActiveManifests {
  const repository = readConfigDocuments(config.rootDir);
  const checked = checkConfig(repository);
  if (checked.problems.length > 0) throw new ConfigError(checked.problems);
  const brand = loadBrand(config.rootDir, config.brand, checked.brands, checked.locales.keys());
  return {
    brand,
    repository,
    tenantDomainSuffix: tenantDomainSuffix(config, brand),
    messages: createMessageWriter(config.rootDir, brand),
  };
}
