import type { WebhookChange, WebhookEndpoint } from '../studioApi';
import type { WebhookValues } from './WebhookFields';

const sameEvents = (a: string[], b: string[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/**
 * The fields of the edit form that differ from the endpoint as saved, and only those: an unchanged
 * URL is not sent (the server would look its host up again). Empty when nothing changed.
 */
export function webhookChange(
  endpoint: WebhookEndpoint,
  edited: WebhookValues & { enabled: boolean },
): WebhookChange {
  const url = edited.url.trim();
  const description = edited.description.trim();
  return {
    ...(url !== endpoint.url ? { url } : {}),
    ...(description !== endpoint.description ? { description } : {}),
    ...(sameEvents(edited.events, endpoint.events) ? {} : { events: edited.events }),
    ...(edited.enabled !== endpoint.enabled ? { enabled: edited.enabled } : {}),
  };
}
