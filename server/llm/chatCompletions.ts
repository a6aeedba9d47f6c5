import type { LlmConfig } from '../config';

/** Why a model gave no usable answer, in words a user may read ("the AI service is unreachable"). */
export class LlmFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The JSON object in a model's reply, also when it wrapped it in a Markdown code fence. */
function parseReplyJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const candidate = (fenced ?? text).trim();
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start < 0 || end <= start) throw new LlmFailure('the AI service did not answer with JSON');
  try {
    return JSON.parse(candidate.slice(start, end + 1));
  } catch {
    throw new LlmFailure('the AI service answered with malformed JSON');
  }
}

function replyText(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  const content = Array.isArray(choices) ? choices[0]?.message?.content : undefined;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new LlmFailure('the AI service sent an empty answer');
  }
  return content;
}

async function postChat(
  config: LlmConfig,
  messages: ChatMessage[],
  temperature: number,
): Promise<unknown> {
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
        temperature,
        response_format: { type: 'json_object' },
        messages,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new LlmFailure(
      timedOut ? 'the AI service took too long to answer' : 'the AI service is unreachable',
    );
  }
  if (!response.ok) throw new LlmFailure(`the AI service answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new LlmFailure('the AI service answered with malformed JSON');
  }
}

/**
 * The JSON object an OpenAI-compatible chat completions endpoint (LLM_BASE_URL) answers to the
 * messages; every way it can fail is an LlmFailure.
 */
export async function chatJson(
  config: LlmConfig,
  messages: ChatMessage[],
  temperature: number,
): Promise<unknown> {
  return parseReplyJson(replyText(await postChat(config, messages, temperature)));
}

/** 'German (de)': a model is told a language by name and by tag. */
export function languageForModel(tag: string): string {
  try {
    return `${new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag} (${tag})`;
  } catch {
    return tag;
  }
}
