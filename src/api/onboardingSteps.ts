import type { StepSaveReply } from '../../shared/contract';
import { api } from './http';
import { request } from './request';

/** The partial saves of the assisted flow's steps: the knowledge base URL, or the custom questions. */
export type UpdateStepPayload =
  | { knowledgebaseURL: string }
  | {
      customQuestions: { id?: string; questionTitle: string; questionValue: string }[];
      removedQuestionIds: string[];
    };

/**
 * POST /user/updateStep. The reply's data carries what was saved (knowledgebaseURL or
 * customQuestions), and the user's stepName when the server moved it on.
 */
export async function updateStep(payload: UpdateStepPayload): Promise<Partial<StepSaveReply>> {
  const saved = await request<Partial<StepSaveReply> | null>(
    api.json.post('/user/updateStep', payload),
    'Something unexpected occured!',
  );
  return saved ?? {};
}
