import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeyRow } from '../../../../src/studio/apiKeys/ApiKeyRow';
import type { ListedApiKey, StudioApi } from '../../../../src/studio/studioApi';
import '../../../../src/i18n';

const apiKey: ListedApiKey = {
  id: 'k1',
  name: 'CRM sync',
  prefix: '0123456789',
  scopes: ['leads:read'],
  createdBy: 'ops@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
};

function renderRow(onRevoke: () => Promise<boolean>) {
  render(
    <table>
      <tbody>
        <ApiKeyRow api={{} as StudioApi} apiKey={apiKey} onRevoke={onRevoke} />
      </tbody>
    </table>,
  );
}

describe('ApiKeyRow', () => {
  it('takes the focus into the confirmation by keyboard, and back to Revoke when the key is kept', async () => {
    const user = userEvent.setup();
    const onRevoke = vi.fn<() => Promise<boolean>>().mockResolvedValue(true);
    renderRow(onRevoke);
    screen.getByRole('button', { name: 'Revoke CRM sync' }).focus();
    await user.keyboard('{Enter}');
    // The button pressed is gone: the focus is on the safe answer, not lost to the page.
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Revoke CRM sync' })).toHaveFocus();
    expect(onRevoke).not.toHaveBeenCalled();
  });

  it('once revoked, gives the focus to Usage, as Revoke goes with the key', async () => {
    const user = userEvent.setup();
    const onRevoke = vi.fn<() => Promise<boolean>>().mockResolvedValue(true);
    renderRow(onRevoke);
    await user.click(screen.getByRole('button', { name: 'Revoke CRM sync' }));
    await user.click(screen.getByRole('button', { name: 'Revoke CRM sync now' }));
    expect(onRevoke).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Usage of CRM sync' })).toHaveFocus(),
    );
  });
});
