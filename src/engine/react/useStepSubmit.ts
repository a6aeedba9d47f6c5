import { useState } from 'react';
import type { Message, OnboardingUserData } from '../../../shared/contract';
import type { FieldProblem } from '../../../shared/contract/envelope';
import type { FlowStep, NextTarget } from '../../../shared/flow/types';
import { fieldProblemsOf } from './serverErrors';
import { pickFields, sameValues } from './stepValues';
import type { SubmitActions } from './submitActions';
import type { SubmitFailure } from './wizardEnvironment';

/** An update call that fails without a message says 'Something unexpected occured!'. */
const UNEXPECTED_ERROR_KEY = 'app.unexpectedError';

/** Moves on once the step is saved (or skipped): the target and the server's stepName. */
export type StepDone = (
  target: NextTarget,
  serverStepName: string | undefined,
  userData: OnboardingUserData | undefined,
) => void;

export interface StepSubmit {
  /** Sends the values of these fields (the binding's) through the step's submit binding. */
  submit(values: Record<string, unknown>, fields: string[]): Promise<void>;
  busy: boolean;
  /** The server's problems at fields, as Messages (translated where they render). */
  fieldProblems: FieldProblem[] | undefined;
  /** A failure not at any field, shown above the buttons. */
  formError: Message | null;
  /** The person changed the form: the server's field problems no longer hold. */
  clearFieldProblems(): void;
  /** The form's own validation refused a submit: its messages replace an earlier failure's. */
  refused(): void;
}

/**
 * A step's submit: skips the call when nothing changed (and the server's stepName needs no
 * save), runs the binding's call, keeps its failure as Messages, and moves on: to the step the
 * server's save reply names, else to the binding's next target.
 */
export function useStepSubmit(
  step: FlowStep,
  userData: OnboardingUserData,
  mustSave: boolean,
  onDone: StepDone,
  actions: SubmitActions,
  failureOf: (error: unknown) => SubmitFailure,
): StepSubmit {
  const [busy, setBusy] = useState(false);
  const [fieldProblems, setFieldProblems] = useState<FieldProblem[] | undefined>();
  const [formError, setFormError] = useState<Message | null>(null);
  const binding = step.submit ?? { call: 'none' as const };

  const submit = async (values: Record<string, unknown>, fields: string[]) => {
    setFormError(null);
    setFieldProblems(undefined);
    if (
      binding.skipWhenUnchanged &&
      !mustSave &&
      sameValues(values, pickFields(userData, fields))
    ) {
      onDone(
        binding.nextWhenUnchanged ?? binding.next ?? 'following',
        userData.stepName,
        undefined,
      );
      return;
    }
    setBusy(true);
    try {
      const outcome = await actions(binding.call)({ step, values, userData });
      // The server worked out where its save leads; 'server' goes there as it is.
      if (outcome.nextStepName !== undefined) {
        onDone('server', outcome.nextStepName ?? undefined, outcome.userData);
      } else {
        onDone(binding.next ?? 'following', outcome.serverStepName, outcome.userData);
      }
    } catch (error) {
      const failure = failureOf(error);
      const located = fieldProblemsOf(failure, binding.fieldErrors);
      if (located) setFieldProblems(located);
      else
        setFormError(
          failure.messageRef.id
            ? failure.messageRef
            : { id: binding.fallbackErrorKey ?? UNEXPECTED_ERROR_KEY },
        );
    } finally {
      setBusy(false);
    }
  };

  return {
    submit,
    busy,
    fieldProblems,
    formError,
    clearFieldProblems: () => setFieldProblems(undefined),
    refused: () => setFormError(null),
  };
}
