import type { ServerHookName } from '../../../shared/flow/types';
import type { Brand } from '../../config/brand/brand';
import { createLanguageCopies } from '../../config/brand/copy';
import { tenantUrl } from '../../auth/routes/replies';
import { createCampaignComposer } from '../../campaigns/generateCampaign';
import type { ServerConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { TenantsRepository } from '../../tenants/tenantsRepository';
import type { StepHook, StepHooks } from '../stepHooks';
import { campaignGenerationHook } from './campaignGeneration';
import { knowledgeBaseImportHook } from './knowledgeBaseImport';
import { stageDaysHook } from './stageDays';
import { botTrainingHook } from './botTraining';
import { websiteScrapeHook } from './websiteScrape';

export interface StepHookDependencies {
  config: ServerConfig;
  brand: Brand;
  jobs: JobQueue;
  tenants: Pick<TenantsRepository, 'insertCampaign'>;
  tenantDomainSuffix: string;
}

/** The server hooks by the name a flow step's serverHook gives; every other step is stored as it is. */
export function createStepHooks(deps: StepHookDependencies): StepHooks {
  const { config } = deps;
  return new Map<ServerHookName, StepHook>([
    ['websiteScrape', websiteScrapeHook({ promoCodes: config.promoCodes, jobs: deps.jobs })],
    [
      'campaignGeneration',
      campaignGenerationHook({
        composer: createCampaignComposer(config.llm),
        brand: deps.brand,
        tenants: deps.tenants,
        tenantUrl: (subDomain) => tenantUrl(config.publicUrl, subDomain, deps.tenantDomainSuffix),
        copyIn: createLanguageCopies(config.rootDir, deps.brand),
      }),
    ],
    ['stageDays', stageDaysHook],
    ['knowledgeBaseImport', knowledgeBaseImportHook(deps.jobs)],
    ['botTraining', botTrainingHook],
  ]);
}
