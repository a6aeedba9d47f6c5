import type { Message } from '../../../shared/contract';
import type { ApiCallError } from '../../api/errors';
import { fieldProblemsOf, pointerSegments } from '../../engine/react/serverErrors';

/** The fields of an endpoint's form that a refusal may name. */
export const WEBHOOK_FIELDS = ['url', 'description', 'events'] as const;
export type WebhookField = (typeof WEBHOOK_FIELDS)[number];

/** The refusals of the endpoint URL (the SSRF guard's and the parser's): shown at the URL. */
const URL_REFUSALS = {
  webhook_url_invalid: 'url',
  webhook_url_forbidden: 'url',
  webhook_url_unresolved: 'url',
};

export interface WebhookProblems {
  /** A message at each field the refusal names. */
  fields: Partial<Record<WebhookField, Message>>;
  /** The refusal's message when it names none of the form's fields. */
  form: Message | null;
}

/** Where a refused add or change of an endpoint is shown: at the fields it names, else above. */
export function webhookProblems(failure: ApiCallError): WebhookProblems {
  const fields: WebhookProblems['fields'] = {};
  for (const problem of fieldProblemsOf(failure, URL_REFUSALS) ?? []) {
    const field = pointerSegments(problem.path)[0] as WebhookField | undefined;
    if (field && WEBHOOK_FIELDS.includes(field)) fields[field] ??= problem.message;
  }
  return { fields, form: Object.keys(fields).length > 0 ? null : failure.messageRef };
}
