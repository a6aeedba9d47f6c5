import type { LlmConfig } from '../config';
import { ApiError, message } from '../http/envelope';
import { checkCampaignContent, type CampaignBrief, type CampaignContent } from './campaignContent';
import type { CampaignComposer } from './composer';

const INSTRUCTIONS = [
  'You write marketing emails for small businesses.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"subject" (at most 100 characters), "preheader" (one sentence, at most 150 characters),',
  '"heading", "paragraphs" (2 to 5 plain-text paragraphs, no HTML, no links),',
  'and "callToAction": {"label": the button text, at most 5 words}.',
].join(' ');

/** 'German (de)': the model is told the language by name and by tag. */
function languageName(tag: string): string {
  try {
    return `${new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag} (${tag})`;
  } catch {
    return tag;
  }
}

function userMessage(brief: CampaignBrief): string {
  const lines = [
    `Request: ${brief.prompt}`,
    `Write every text of the email in ${languageName(brief.language)}.`,
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

/** The JSON object in a model's reply, also when it wrapped it in a Markdown code fence. */
function parseReplyJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const candidate = (fenced ?? text).trim();
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start < 0 || end <= start) throw failed('the AI service did not answer with JSON');
  try {
    return JSON.parse(candidate.slice(start, end + 1));
  } catch {
    throw failed('the AI service answered with malformed JSON');
  }
}

function replyText(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  const content = Array.isArray(choices) ? choices[0]?.message?.content : undefined;
  if (typeof content !== 'string' || content.trim() === '') {
    throw failed('the AI service sent an empty answer');
  }
  return content;
}

async function postChat(config: LlmConfig, brief: CampaignBrief): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: userMessage(brief) },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw failed(
      timedOut ? 'the AI service took too long to answer' : 'the AI service is unreachable',
    );
  }
  if (!response.ok) throw failed(`the AI service answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw failed('the AI service answered with malformed JSON');
  }
}

/** Campaigns written by an OpenAI-compatible chat completions endpoint (LLM_BASE_URL). */
export function createLlmComposer(config: LlmConfig): CampaignComposer {
  return {
    generator: config.model,
    async compose(brief): Promise<CampaignContent> {
      const checked = checkCampaignContent(
        parseReplyJson(replyText(await postChat(config, brief))),
      );
      if ('problem' in checked) {
        throw failed(`the AI service's answer was not a usable campaign (${checked.problem})`);
      }
      return checked.content;
    },
  };
}
