import { useState } from 'react';
import { toApiCallError } from '../../api/errors';
import { webhookProblems, type WebhookProblems } from './webhookProblems';
import type { WebhookValues } from './WebhookFields';

const NO_PROBLEMS: WebhookProblems = { fields: {}, form: null };

/**
 * An endpoint form's values and sending: `submit(run)` is busy while `run` goes, then answers
 * whether it went through; a refusal is kept at the fields it names. `fields` is what WebhookFields
 * takes of it.
 */
export function useWebhookForm(initial: WebhookValues) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<WebhookProblems>(NO_PROBLEMS);
  const submit = async (run: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setProblems(NO_PROBLEMS);
    try {
      await run();
      return true;
    } catch (failure) {
      setProblems(webhookProblems(toApiCallError(failure)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { values, setValues, submit, fields: { values, onChange: setValues, problems, busy } };
}
