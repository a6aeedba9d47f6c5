import type { ServerHookName } from '../../../shared/flow/types';
import type { Brand } from '../../brand/brand';
import { tenantUrl } from '../../auth/routes/replies';
import { createCampaignComposer } from '../../campaigns/generateCampaign';
import type { ServerConfig } from '../../config';
import type { FlowService } from '../../flow/flowService';
import type { JobQueue } from '../../jobs/queue';
import type { StepHook, StepHooks } from '../stepHooks';
import { generateCampaignHook } from './generateCampaign';
import { importKnowledgeBaseHook } from './importKnowledgeBase';
import { stagesHook } from './stages';
import { trainBotHook } from './trainBot';
import { websiteUrlHook } from './websiteUrl';

export interface StepHookDependencies {
  config: ServerConfig;
  brand: Brand;
  jobs: JobQueue;
  flow: FlowService;
  tenantDomainSuffix: string;
}

/** The server hooks by the name a flow step's serverHook gives; every other step is stored as it is. */
export function createStepHooks(deps: StepHookDependencies): StepHooks {
  const { config } = deps;
  return new Map<ServerHookName, StepHook>([
    [
      'websiteScrape',
      websiteUrlHook({ promoCodes: config.promoCodes, jobs: deps.jobs, flow: deps.flow }),
    ],
    [
      'campaignGeneration',
      generateCampaignHook({
        composer: createCampaignComposer(config.llm),
        brand: deps.brand,
        tenantUrl: (subDomain) => tenantUrl(config.publicUrl, subDomain, deps.tenantDomainSuffix),
      }),
    ],
    ['stageDays', stagesHook],
    ['knowledgeBaseImport', importKnowledgeBaseHook(deps.jobs)],
    ['botTraining', trainBotHook],
  ]);
}
