import type { OnboardingUserData } from '../../../shared/contract';
import { updateStep, type UpdateStepPayload } from '../../api/onboardingSteps';
import type { SubmitAction } from '../../engine/react/submitActions';
import { fromSaveReply } from './saveReply';

type Question = OnboardingUserData['customQuestions'][number];
type EditedQuestion = { id?: string; questionTitle?: string; questionValue?: string };

const blank = (text: string | undefined) => !text || text.trim().length === 0;

/**
 * The questions to keep (fully empty pairs dropped) and the ids of saved questions no longer kept,
 * which the server deletes.
 */
export function questionsPayload(
  edited: EditedQuestion[],
  saved: Question[],
): Extract<UpdateStepPayload, { removedQuestionIds: string[] }> {
  const kept = edited
    .filter((q) => !(blank(q.questionTitle) && blank(q.questionValue)))
    .map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      questionTitle: (q.questionTitle ?? '').trim(),
      questionValue: (q.questionValue ?? '').trim(),
    }));
  const keptIds = new Set(kept.map((q) => q.id).filter(Boolean));
  const known = new Set([
    ...saved.map((q) => q.id),
    ...edited.map((q) => q.id).filter((id): id is string => Boolean(id)),
  ]);
  return {
    customQuestions: kept,
    removedQuestionIds: [...known].filter((id) => !keptIds.has(id)),
  };
}

/** POST /user/updateStep with the step's partial payload: {knowledgebaseURL} or {customQuestions, removedQuestionIds}. */
export const updateStepAction: SubmitAction = async ({ values, userData }) => {
  const payload: UpdateStepPayload = Array.isArray(values.customQuestions)
    ? questionsPayload(values.customQuestions as EditedQuestion[], userData.customQuestions ?? [])
    : { knowledgebaseURL: String(values.knowledgebaseURL ?? '').trim() };
  const { data: saved, next } = fromSaveReply(await updateStep(payload));
  const sent =
    'removedQuestionIds' in payload ? { customQuestions: payload.customQuestions } : payload;
  return {
    userData: { ...sent, ...saved } as OnboardingUserData,
    serverStepName: typeof saved.stepName === 'string' ? saved.stepName : undefined,
    ...next,
  };
};
