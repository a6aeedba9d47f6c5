import type { JobQueue } from '../jobs/queue';
import type { StepSaveObserver } from '../onboarding/saveStepData';
import { emitWebhookEvent } from './emitWebhookEvent';
import { stepAnswersOf, webhookUserOf } from './eventPayloads';

/** step.completed for every stored save, in the save's own transaction, with what it stored. */
export function webhooksOfSaves(jobs: Pick<JobQueue, 'send'>): StepSaveObserver {
  return {
    async saved(trx, user, save) {
      await emitWebhookEvent(trx, jobs, save.brandId, 'step.completed', {
        user: webhookUserOf(user),
        step: save.stepName,
        answers: stepAnswersOf(save.fields, save.declaredFields),
      });
    },
    async refused() {},
  };
}

/** Every observer sees every save, in order. */
export function allObservers(...observers: StepSaveObserver[]): StepSaveObserver {
  return {
    async saved(trx, user, save) {
      for (const observer of observers) await observer.saved(trx, user, save);
    },
    async refused(user, save, error) {
      for (const observer of observers) await observer.refused(user, save, error);
    },
  };
}
