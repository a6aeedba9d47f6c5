import type { JobQueue } from '../../jobs/queue';
import { queueKnowledgeBaseImport } from '../../knowledgeBase/importJob';
import type { StepHook } from '../stepHooks';

/** The knowledge base step: saving the URL (again) queues its import with the save. */
export function importKnowledgeBaseHook(jobs: JobQueue): StepHook {
  return async ({ user }) => ({
    inTransaction: (trx) => queueKnowledgeBaseImport(jobs, trx, user.id),
  });
}
