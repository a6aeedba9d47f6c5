import { api } from './http';

/** A field the page's own validation refused, with its message's copy key. */
export interface RefusedField {
  field: string;
  messageId: string;
}

/**
 * What the funnels can only hear from the page, each checked by the server before it counts: a
 * step shown, and a submit the page's validation refused. Losing one never troubles the person.
 */
export function reportStepViewed(step: string): void {
  api.json.post('/user/stepViewed', { step }).catch(() => undefined);
}

export function reportValidationFailed(step: string, errors: RefusedField[]): void {
  if (errors.length === 0) return;
  api.json
    .post('/user/validationFailed', { step, errors: errors.slice(0, 20) })
    .catch(() => undefined);
}
