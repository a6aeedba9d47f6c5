import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/api/errors';
import type { WebhookEndpoint } from '../../../../src/studio/studioApi';
import { webhookChange } from '../../../../src/studio/webhooks/webhookChange';
import { webhookProblems } from '../../../../src/studio/webhooks/webhookProblems';

const endpoint: WebhookEndpoint = {
  id: 'e1',
  url: 'https://crm.example.com/hooks',
  description: 'Our CRM',
  events: ['account.created', 'account.verified'],
  enabled: true,
  previousSecretExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const asSaved = { ...endpoint, enabled: true };

describe('webhookChange: what an edit of an endpoint sends', () => {
  it('is empty when nothing differs, events in another order and spaces around included', () => {
    expect(webhookChange(endpoint, asSaved)).toEqual({});
    expect(
      webhookChange(endpoint, {
        ...asSaved,
        url: ` ${endpoint.url} `,
        description: 'Our CRM  ',
        events: ['account.verified', 'account.created'],
      }),
    ).toEqual({});
  });

  it('names only the fields that changed', () => {
    expect(webhookChange(endpoint, { ...asSaved, enabled: false })).toEqual({ enabled: false });
    expect(webhookChange(endpoint, { ...asSaved, events: ['account.created'] })).toEqual({
      events: ['account.created'],
    });
    expect(
      webhookChange(endpoint, { ...asSaved, url: ' https://10.0.0.1/x ', description: '' }),
    ).toEqual({ url: 'https://10.0.0.1/x', description: '' });
  });
});

describe('webhookProblems: where a refusal of an endpoint is shown', () => {
  const message = { id: 'errors.webhookUrlForbidden' };

  it('puts the URL guard’s refusals at the URL', () => {
    for (const code of ['webhook_url_forbidden', 'webhook_url_invalid', 'webhook_url_unresolved']) {
      expect(webhookProblems(new ApiCallError('no', code, 400, null, message))).toEqual({
        fields: { url: message },
        form: null,
      });
    }
  });

  it('puts a validation refusal at each field it names, the first message of each', () => {
    const first = { id: 'validation.maxLength' };
    const failure = new ApiCallError('no', 'validation_failed', 400, {
      errors: [
        { path: '/description', message: first },
        { path: '/description', message: { id: 'validation.other' } },
        { path: '/events/0', message: { id: 'validation.enum' } },
      ],
    });
    expect(webhookProblems(failure)).toEqual({
      fields: { description: first, events: { id: 'validation.enum' } },
      form: null,
    });
  });

  it('shows a refusal above the form when it names none of its fields', () => {
    const elsewhere = new ApiCallError('gone', 'webhook_endpoint_not_found', 404, null, {
      id: 'errors.webhookEndpointNotFound',
    });
    expect(webhookProblems(elsewhere)).toEqual({
      fields: {},
      form: { id: 'errors.webhookEndpointNotFound' },
    });
    const unknownField = new ApiCallError('no', 'validation_failed', 400, {
      errors: [{ path: '/admin', message: { id: 'validation.unknownField' } }],
    });
    expect(webhookProblems(unknownField).form).toEqual(unknownField.messageRef);
  });
});
