import type { StepSaveObserver } from '../onboarding/saveStepData';
import type { UsersRepository } from '../users/usersRepository';
import { eventSubjectOf, recordEvent } from './onboardingEvents';
import { recordRefusedSave } from './refusedSave';

/**
 * The funnels' view of step saves: a save is counted submitted (once per request) and its flow
 * step completed (once) in the save's own transaction; a refused save is counted on its own.
 */
export function funnelEventsOfSaves(
  users: Pick<UsersRepository, 'withUserLocked'>,
): StepSaveObserver {
  return {
    async saved(trx, user, save) {
      const subject = eventSubjectOf(user, save.brandId);
      await recordEvent(trx, subject, {
        kind: 'step_submitted',
        step: save.stepName,
        requestId: save.requestId,
      });
      if (save.inFlow)
        await recordEvent(
          trx,
          subject,
          { kind: 'step_completed', step: save.stepName },
          { once: true },
        );
    },
    async refused(user, save, error) {
      const subject = eventSubjectOf(user, save.brandId);
      await recordRefusedSave(users, subject, save.stepName, error, save.requestId);
    },
  };
}
