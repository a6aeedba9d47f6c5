import { loadBrand, type Brand } from '../brand/brand';
import { tenantDomainSuffix } from '../brand/tenantDomainSuffix';
import type { ServerConfig } from '../config';
import { checkConfig } from '../../shared/config/checkConfig';
import { ConfigError } from '../../shared/config/problem';
import { readConfigDocuments } from '../../shared/config/readConfigDocuments';
import { createFlowService } from '../flow/createFlowService';
import type { FlowService } from '../flow/flowService';
import { compileStepValidators, type StepValidator } from '../flow/stepValidators';
import { createMessageWriter, type MessageWriter } from '../http/messages';

export interface ActiveManifests {
  brand: Brand;
  flow: FlowService;
  stepValidators: Map<string, StepValidator>;
  /** The suffix after a tenant's subdomain, computed here once. */
  tenantDomainSuffix: string;
  /** Renders error messages in the brand's default language. */
  messages: MessageWriter;
}

/**
 * The active brand, its flow and that flow's step validators, and the tenant domain suffix they
 * give. Throws ConfigError, so the server does not start, when the configuration checker finds
 * any problem in any brand, flow, step or copy: the same check as npm run check:config and the build.
 */
export function loadActiveManifests(config: ServerConfig): ActiveManifests {
  const checked = checkConfig(readConfigDocuments(config.rootDir));
  if (checked.problems.length > 0) throw new ConfigError(checked.problems);
  const brand = loadBrand(config.rootDir, config.brand, checked.brands);
  // A brand whose flow did not pass is a problem above, so its flow is here.
  const { flow, stepSchemas } = checked.flows.get(brand.manifest.flow)!;
  return {
    brand,
    flow: createFlowService(flow, brand),
    stepValidators: compileStepValidators(stepSchemas),
    tenantDomainSuffix: tenantDomainSuffix(config, brand),
    messages: createMessageWriter(config.rootDir, brand),
  };
}
