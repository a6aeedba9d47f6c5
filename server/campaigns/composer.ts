import type { CampaignBrief, CampaignContent } from './campaignContent';

/** Writes a campaign from a brief; failures the user should see are thrown as ApiError. */
export interface CampaignComposer {
  /** Stored with each campaign: 'built-in composer' or the model's name. */
  readonly generator: string;
  compose(brief: CampaignBrief): Promise<CampaignContent>;
}
