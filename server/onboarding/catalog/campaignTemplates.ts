export interface CampaignTemplate {
  id: string;
  name: string;
  imageURL: string;
  prompt: string;
}

/** Sample prompts the campaign step offers; 'Edit prompts' copies one into the prompt box. */
export const CAMPAIGN_TEMPLATES: readonly CampaignTemplate[] = [
  {
    id: 'welcome-email',
    name: 'Welcome email',
    imageURL: '/templates/welcome-email.svg',
    prompt:
      'Write a warm welcome email for new users that thanks them for signing up, explains the first step to get value from the product, and ends with a clear call-to-action to get started.',
  },
  {
    id: 'product-launch',
    name: 'Product launch',
    imageURL: '/templates/product-launch.svg',
    prompt:
      'Write an email announcing our newest feature to existing customers: what it does, who it helps, and a call-to-action to try it today.',
  },
  {
    id: 'win-back',
    name: 'Win-back offer',
    imageURL: '/templates/win-back.svg',
    prompt:
      'Write a friendly email to customers who have not visited in a while, reminding them what they are missing and offering a limited-time discount with a call-to-action to come back.',
  },
];
