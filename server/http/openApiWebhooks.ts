/**
 * The OpenAPI document's `webhooks`: the events Onramp sends to an adopter's endpoints, each a
 * Path Item (`post` with the event's `requestBody` and the `responses` Onramp expects), keyed by
 * event name. The webhooks feature fills this in; the document publishes it as it is.
 */
export const openApiWebhooks: Record<string, Record<string, unknown>> = {};
