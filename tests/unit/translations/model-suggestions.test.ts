import { afterEach, describe, expect, it, vi } from 'vitest';
import { LlmFailure } from '../../../server/llm/chatCompletions';
import { modelSuggestions } from '../../../server/translations/modelSuggestions';

const config = { baseUrl: 'http://model.test/v1', apiKey: 'sk', model: 'tiny', timeoutMs: 1000 };

/** The model answers this JSON text; the requests it got are kept. */
function modelAnswering(content: string) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const request = {
  sourceLanguage: 'en',
  targetLanguage: 'ar',
  texts: [
    { id: 'steps.a.title', source: 'Hello, {{name}}' },
    { id: 'Option 1', source: 'Option 1' },
    { id: 'Pick one.', source: 'Pick one.' },
  ],
};

describe('translations suggested by a language model', () => {
  it('asks for the numbered texts in the language by name, and reads back each number', async () => {
    const fetch = modelAnswering(
      JSON.stringify({
        translations: { '1': 'مرحبًا، {{name}}', '2': 'الخيار 1', '3': 'اختر واحدًا.', '9': 'x' },
      }),
    );
    expect(await modelSuggestions(config, request)).toEqual([
      { id: 'steps.a.title', text: 'مرحبًا، {{name}}', from: 'model' },
      { id: 'Option 1', text: 'الخيار 1', from: 'model' },
      { id: 'Pick one.', text: 'اختر واحدًا.', from: 'model' },
    ]);
    const body = JSON.parse(fetch.mock.calls[0]![1].body as string) as {
      messages: { content: string }[];
    };
    expect(body.messages[1]!.content).toContain('from English (en) into Arabic (ar)');
    expect(body.messages[1]!.content).toContain('"2": "Option 1"');
  });

  it('leaves out an answer that drops a placeholder, is empty or holds a control character', async () => {
    modelAnswering(JSON.stringify({ translations: { '1': 'مرحبًا', '2': ' ', '3': 'اختر\u0000' } }));
    expect(await modelSuggestions(config, request)).toEqual([]);
  });

  it('fails with a reason when the answer holds no translations', async () => {
    modelAnswering(JSON.stringify({ text: 'sorry' }));
    await expect(modelSuggestions(config, request)).rejects.toEqual(
      new LlmFailure('the AI service did not answer with translations'),
    );
  });
});
