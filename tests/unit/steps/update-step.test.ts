import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateStepAction } from '../../../src/app/submit/updateStep';
import { submitActionFor } from '../../../src/app/submit/submitActions';
import { envelope, userDataWith } from './harness';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

afterEach(() => api.json.post.mockReset());

const kbStep = {
  name: 'import_knowledge_base',
  schema: 'import_knowledge_base.json',
  progress: 60,
};
const botStep = { name: 'train_bot', schema: 'train_bot.json', progress: 75 };

describe('the updateStep submit action', () => {
  it('is registered under its flow name', () => {
    expect(submitActionFor('updateStep')).toBe(updateStepAction);
  });

  it('saves the knowledge base URL alone and keeps what the server answered', async () => {
    api.json.post.mockResolvedValue(
      envelope({ knowledgebaseURL: 'https://help.acme.example', stepName: 'train_bot' }),
    );
    const outcome = await updateStepAction({
      step: kbStep,
      values: { knowledgebaseURL: ' https://help.acme.example ' },
      userData: userDataWith(),
    });
    expect(api.json.post).toHaveBeenCalledWith('/user/updateStep', {
      knowledgebaseURL: 'https://help.acme.example',
    });
    expect(outcome).toEqual({
      userData: { knowledgebaseURL: 'https://help.acme.example', stepName: 'train_bot' },
      serverStepName: 'train_bot',
    });
  });

  it('saves the questions with the ids of those emptied as removed', async () => {
    const saved = [
      { id: 'q1', questionTitle: 'Q1', questionValue: 'A1' },
      { id: 'q2', questionTitle: 'Q2', questionValue: 'A2' },
    ];
    const answered = [
      { id: 'q1', questionTitle: 'Q1', questionValue: 'A1!' },
      { id: 'q3', questionTitle: 'Q3', questionValue: 'A3' },
    ];
    api.json.post.mockResolvedValue(envelope({ customQuestions: answered }));
    const outcome = await updateStepAction({
      step: botStep,
      values: {
        customQuestions: [
          { id: 'q1', questionTitle: 'Q1', questionValue: 'A1!' },
          { id: 'q2', questionTitle: '', questionValue: '' },
          { questionTitle: 'Q3', questionValue: 'A3' },
        ],
      },
      userData: userDataWith({ customQuestions: saved }),
    });
    expect(api.json.post).toHaveBeenCalledWith('/user/updateStep', {
      customQuestions: [
        { id: 'q1', questionTitle: 'Q1', questionValue: 'A1!' },
        { questionTitle: 'Q3', questionValue: 'A3' },
      ],
      removedQuestionIds: ['q2'],
    });
    expect(outcome.userData?.customQuestions).toEqual(answered);
  });

  it("fails with the server's message", async () => {
    api.json.post.mockResolvedValue({ data: { err: true, msg: 'Not a help center', data: null } });
    await expect(
      updateStepAction({
        step: kbStep,
        values: { knowledgebaseURL: 'https://x.example' },
        userData: userDataWith(),
      }),
    ).rejects.toThrow('Not a help center');
  });
});
