import { loadBrand, type Brand } from '../brand/brand';
import { tenantDomainSuffix } from '../brand/tenantDomainSuffix';
import type { ServerConfig } from '../config';
import { createFlowService } from '../flow/createFlowService';
import type { FlowService } from '../flow/flowService';
import { loadFlow } from '../flow/loadManifests';
import { compileStepValidators, type StepValidator } from '../flow/stepValidators';
import { createMessageWriter, type MessageWriter } from '../http/messages';
import { ManifestValidator } from './validate';

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
 * The active brand, its flow and that flow's step validators, each checked against its
 * meta-schema, and the tenant domain suffix they give.
 */
export function loadActiveManifests(config: ServerConfig): ActiveManifests {
  const validator = new ManifestValidator(config.rootDir);
  const brand = loadBrand(config.rootDir, config.brand, validator);
  const { flow, stepSchemas } = loadFlow(config.rootDir, brand.manifest.flow, validator);
  return {
    brand,
    flow: createFlowService(flow, brand),
    stepValidators: compileStepValidators(stepSchemas),
    tenantDomainSuffix: tenantDomainSuffix(config, brand),
    messages: createMessageWriter(config.rootDir, brand),
  };
}
