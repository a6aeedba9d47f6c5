import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../../src/api/errors';
import type { WebhookChange, WebhookEndpoint } from '../../../../src/studio/studioApi';
import { EditWebhookForm } from '../../../../src/studio/webhooks/EditWebhookForm';
import '../../../../src/i18n';
import en from '../../../../brands/default/locales/en.json';

const copy = en as Record<string, string>;
const endpoint: WebhookEndpoint = {
  id: 'e1',
  url: 'https://crm.example.com/hooks',
  description: 'Our CRM',
  events: ['account.created', 'email.verified'],
  enabled: true,
  previousSecretExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const eventTypes = ['account.created', 'email.verified', 'tenant.ready'];

function renderForm(onSave: (change: WebhookChange) => Promise<void>, onCancel = vi.fn()) {
  render(
    <EditWebhookForm
      endpoint={endpoint}
      eventTypes={eventTypes}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return onCancel;
}

describe('EditWebhookForm', () => {
  it('opens on its heading, filled in as saved, and saves only what changed', async () => {
    const onSave = vi.fn<(change: WebhookChange) => Promise<void>>().mockResolvedValue();
    renderForm(onSave);
    expect(screen.getByRole('heading')).toHaveFocus();
    expect(screen.getByLabelText(copy['studio.webhooks.url']!)).toHaveValue(endpoint.url);
    expect(screen.getByLabelText(copy['studio.webhooks.description']!)).toHaveValue('Our CRM');
    expect(screen.getByRole('checkbox', { name: 'tenant.ready' })).not.toBeChecked();
    const enabled = screen.getByRole('checkbox', { name: copy['studio.webhooks.enabled'] });
    expect(enabled).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'tenant.ready' }));
    await userEvent.click(enabled);
    await userEvent.click(screen.getByRole('button', { name: copy['studio.webhooks.save'] }));
    expect(onSave).toHaveBeenCalledWith({
      events: ['account.created', 'email.verified', 'tenant.ready'],
      enabled: false,
    });
  });

  it('shows the URL guard’s refusal beside the URL, focused, and a refusal of no field above', async () => {
    const onSave = vi
      .fn<(change: WebhookChange) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiCallError('no', 'webhook_url_forbidden', 400, null, {
          id: 'errors.webhookUrlForbidden',
        }),
      )
      .mockRejectedValueOnce(
        new ApiCallError('gone', 'webhook_endpoint_not_found', 404, null, {
          id: 'errors.webhookEndpointNotFound',
        }),
      );
    renderForm(onSave);
    const url = screen.getByLabelText(copy['studio.webhooks.url']!);
    await userEvent.clear(url);
    await userEvent.type(url, 'http://10.0.0.7/hooks');
    await userEvent.click(screen.getByRole('button', { name: copy['studio.webhooks.save'] }));
    expect(onSave).toHaveBeenLastCalledWith({ url: 'http://10.0.0.7/hooks' });
    // The refusal arrives after the click's own work: the focus follows once it is rendered.
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(copy['errors.webhookUrlForbidden']);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: copy['studio.webhooks.save'] }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(copy['errors.webhookEndpointNotFound']!),
    );
    expect(url).not.toHaveAttribute('aria-invalid');
  });

  it('cannot be saved with no event, and Cancel leaves it', async () => {
    const onSave = vi.fn<(change: WebhookChange) => Promise<void>>();
    const onCancel = renderForm(onSave);
    await userEvent.click(screen.getByRole('checkbox', { name: 'account.created' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'email.verified' }));
    expect(screen.getByRole('button', { name: copy['studio.webhooks.save'] })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: copy['studio.webhooks.cancel'] }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});
