import { catalogText } from './catalogCopy';

export interface CampaignTemplate {
  id: string;
  name: string;
  imageURL: string;
  prompt: string;
}

/** Sample prompts the campaign step offers; 'Edit prompts' copies one into the prompt box. */
const TEMPLATE_IDS = ['welcome-email', 'product-launch', 'win-back'] as const;

export const CAMPAIGN_TEMPLATES: readonly CampaignTemplate[] = TEMPLATE_IDS.map((id) => ({
  id,
  name: catalogText(`widgets.promptEditor.templates.${id}.name`),
  imageURL: `/templates/${id}.svg`,
  prompt: catalogText(`widgets.promptEditor.templates.${id}.prompt`),
}));
