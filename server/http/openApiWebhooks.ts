import {
  PROVISION_ANSWER_SCHEMA,
  PROVISION_REQUEST_SCHEMA,
  PROVISION_REQUEST_TYPE,
} from '../../shared/contract/adopterProvisioning';
import { WEBHOOK_EVENT_TYPES, webhookBodySchema } from '../../shared/contract/webhookEvents';

const SIGNATURE_HEADERS = [
  ['webhook-id', 'The event’s id: the same on every retry and replay of it.'],
  ['webhook-timestamp', 'Seconds since the epoch when this attempt was signed.'],
  [
    'webhook-signature',
    'Space-separated `v1,<base64 HMAC-SHA256>` signatures (two while a rotated secret overlaps).',
  ],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** The request to the brand's provisioning endpoint, when the adopter's product builds workspaces. */
const provisionRequest = {
  post: {
    summary: PROVISION_REQUEST_TYPE,
    description:
      'Sent to the provisioning endpoint set in the Studio, signed per Standard Webhooks with its secret, to build the owner’s workspace in your product. Answer 2xx with `{ url }` when it is built, or any other 2xx and POST the signed callback to `data.callbackUrl` later (`/api/provisioning/callback`). Retried with the same webhook-id after a non-2xx or no answer in time.',
    parameters: SIGNATURE_HEADERS,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: PROVISION_REQUEST_SCHEMA } },
    },
    responses: {
      '2XX': {
        description: 'Built (with `url`), or accepted: the callback follows.',
        content: { 'application/json': { schema: PROVISION_ANSWER_SCHEMA } },
      },
      default: { description: 'Anything else, or no answer in time: the request is retried.' },
    },
  },
};

/**
 * The OpenAPI document's `webhooks`: the events Onramp sends to an adopter's endpoints (and the
 * request to its provisioning endpoint), each a
 * Path Item (`post` with the event's body, signed per Standard Webhooks, and the answers Onramp
 * expects), keyed by event name, from the bodies the server builds them with (docs/webhooks.md).
 */
export const openApiWebhooks: Record<string, Record<string, unknown>> = Object.fromEntries([
  ...WEBHOOK_EVENT_TYPES.map((type) => [
    type,
    {
      post: {
        summary: type,
        description:
          'Signed per Standard Webhooks; verify the signature before trusting the body. Delivered at least once: deduplicate by webhook-id.',
        parameters: SIGNATURE_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: webhookBodySchema(type) } },
        },
        responses: {
          '2XX': { description: 'Received: no retry.' },
          default: {
            description: 'Anything else, or no answer in time: retried with backoff for a day.',
          },
        },
      },
    },
  ]),
  [PROVISION_REQUEST_TYPE, provisionRequest],
]);
