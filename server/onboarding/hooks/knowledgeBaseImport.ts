import type { JobQueue } from '../../jobs/queue';
import { KNOWLEDGE_BASE_IMPORT_JOB, queueKnowledgeBaseImport } from '../../knowledgeBase/importJob';
import type { StepHook } from '../stepHooks';

/**
 * The knowledge base step: saving the URL (again) queues its import with the save, and marks the
 * import under way; the job records how it ended (importJob), which the step shows.
 */
export function knowledgeBaseImportHook(jobs: JobQueue): StepHook {
  return async ({ user, fields }) => ({
    fields: { ...fields, knowledgebaseImportStatus: 'importing' },
    inTransaction: (trx) => queueKnowledgeBaseImport(jobs, trx, user.id),
    afterCommit: () => jobs.wake(KNOWLEDGE_BASE_IMPORT_JOB),
  });
}
