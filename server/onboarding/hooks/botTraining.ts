import { randomUUID } from 'node:crypto';
import type { OnboardingUserData } from '../../users/userData';
import type { StepHook } from '../stepHooks';

type CustomQuestion = OnboardingUserData['customQuestions'][number];

interface IncomingQuestion {
  id?: string;
  questionTitle?: string;
  questionValue?: string;
}

const isEmpty = (q: IncomingQuestion) =>
  (q.questionTitle ?? '').trim() === '' && (q.questionValue ?? '').trim() === '';

/**
 * The training step: pairs named in removedQuestionIds go, fully empty pairs are dropped, a pair
 * with an id the server gave replaces that pair, and any other pair is added with a new id.
 */
export const botTrainingHook: StepHook = async ({ user, fields, extras }) => {
  const removed = new Set(
    Array.isArray(extras.removedQuestionIds) ? extras.removedQuestionIds : [],
  );
  const stored = (user.onboarding.customQuestions ?? []) as CustomQuestion[];
  const byId = new Map(stored.filter((q) => !removed.has(q.id)).map((q) => [q.id, q]));
  for (const question of fields.customQuestions as IncomingQuestion[]) {
    if (question.id && removed.has(question.id)) continue;
    if (isEmpty(question)) {
      if (question.id) byId.delete(question.id);
      continue;
    }
    const id = question.id && byId.has(question.id) ? question.id : randomUUID();
    byId.set(id, {
      id,
      questionTitle: (question.questionTitle ?? '').trim(),
      questionValue: (question.questionValue ?? '').trim(),
    });
  }
  return { fields: { customQuestions: [...byId.values()] } };
};
