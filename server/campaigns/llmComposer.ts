import type { LlmConfig } from '../config';
import { ApiError, message } from '../http/envelope';
import { chatJson, languageForModel, LlmFailure } from '../llm/chatCompletions';
import { checkCampaignContent, type CampaignBrief, type CampaignContent } from './campaignContent';
import type { CampaignComposer } from './composer';

const INSTRUCTIONS = [
  'You write marketing emails for small businesses.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"subject" (at most 100 characters), "preheader" (one sentence, at most 150 characters),',
  '"heading", "paragraphs" (2 to 5 plain-text paragraphs, no HTML, no links),',
  'and "callToAction": {"label": the button text, at most 5 words}.',
].join(' ');

function userMessage(brief: CampaignBrief): string {
  const lines = [
    `Request: ${brief.prompt}`,
    `Write every text of the email in ${languageForModel(brief.language)}.`,
    `Business: ${brief.company}`,
    brief.category && `Category: ${brief.category}`,
    brief.categoryDescription && `About the category: ${brief.categoryDescription}`,
    brief.websiteDescription && `What the business does: ${brief.websiteDescription}`,
    `Graphic theme of the campaign: ${brief.themeLabel}`,
  ];
  return lines.filter(Boolean).join('\n');
}

function failed(reason: string): ApiError {
  return new ApiError(
    502,
    'campaign_generation_failed',
    message('errors.campaignGenerationFailed', { reason }),
  );
}

/** Campaigns written by an OpenAI-compatible chat completions endpoint (LLM_BASE_URL). */
export function createLlmComposer(config: LlmConfig): CampaignComposer {
  return {
    generator: config.model,
    async compose(brief): Promise<CampaignContent> {
      let reply: unknown;
      try {
        reply = await chatJson(
          config,
          [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: userMessage(brief) },
          ],
          0.7,
        );
      } catch (error) {
        if (error instanceof LlmFailure) throw failed(error.reason);
        throw error;
      }
      const checked = checkCampaignContent(reply);
      if ('problem' in checked) {
        throw failed(`the AI service's answer was not a usable campaign (${checked.problem})`);
      }
      return checked.content;
    },
  };
}
