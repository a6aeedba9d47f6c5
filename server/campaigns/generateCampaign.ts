import { randomUUID } from 'node:crypto';
import type { LlmConfig } from '../config';
import { builtInNote, createBuiltInComposer } from './builtInComposer';
import type { CampaignBrief } from './campaignContent';
import { BUILT_IN_GENERATOR } from '../../shared/contract';
import type { CampaignComposer } from './composer';
import { createLlmComposer } from './llmComposer';
import { renderCampaign, type CampaignColors } from './renderCampaign';

export interface GeneratedCampaign {
  id: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  generator: string;
}

/** The model at LLM_BASE_URL when it is set, otherwise the built-in composer. */
export function createCampaignComposer(llm: LlmConfig): CampaignComposer {
  return llm.baseUrl ? createLlmComposer(llm) : createBuiltInComposer();
}

export async function generateCampaign(
  composer: CampaignComposer,
  brief: CampaignBrief,
  colors: CampaignColors,
): Promise<GeneratedCampaign> {
  const content = await composer.compose(brief);
  const language = content.language ?? brief.language;
  const note = composer.generator === BUILT_IN_GENERATOR ? builtInNote(language) : null;
  const { html, text } = renderCampaign(content, colors, brief.ctaUrl, note, language);
  return {
    id: randomUUID(),
    subject: content.subject,
    preheader: content.preheader,
    html,
    text,
    generator: composer.generator,
  };
}

/** The campaigns row of a campaign generated during onboarding, before the tenant exists. */
export function campaignRowOf(userId: string, brief: CampaignBrief, campaign: GeneratedCampaign) {
  return {
    id: campaign.id,
    user_id: userId,
    prompt: brief.prompt,
    theme: brief.themeKey,
    subject: campaign.subject,
    preheader: campaign.preheader,
    html: campaign.html,
    text: campaign.text,
    generator: campaign.generator,
  };
}
