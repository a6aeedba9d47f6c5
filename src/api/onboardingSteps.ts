import type { Envelope, StepSaveReply } from '../../shared/contract';
import { toApiCallError, unwrap } from './errors';
import { api } from './http';

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
  try {
    const { data } = await api.json.post<
      Envelope<Partial<StepSaveReply>> & { message?: string; error?: unknown }
    >('/user/updateStep', payload);
    return unwrap(data, 'Something unexpected occured!') ?? {};
  } catch (error) {
    throw toApiCallError(error, 'Something unexpected occured!');
  }
}
