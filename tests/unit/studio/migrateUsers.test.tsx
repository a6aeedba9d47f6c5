import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../brands/default/locales/en.json';
import { ApiCallError } from '../../../src/api/errors';
import { MigrateUsers } from '../../../src/studio/MigrateUsers';
import type { ConfigVersion, StudioApi } from '../../../src/studio/studioApi';
import '../../../src/i18n';

const copy = en as Record<string, string>;

const live = { id: 'v2', number: 2 } as ConfigVersion;

function renderMigrate(migrate: StudioApi['migrate']) {
  render(<MigrateUsers api={{ migrate } as unknown as StudioApi} version={live} />);
}

const moveButton = () => screen.getByRole('button', { name: 'Move users in flight to version 2' });

describe('MigrateUsers', () => {
  it('asks first, with the focus on Cancel, and cancelled gives the button the focus again', async () => {
    const user = userEvent.setup();
    const migrate = vi.fn();
    renderMigrate(migrate);
    moveButton().focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: copy['studio.migrate.confirmLabel'] });
    expect(group).toHaveTextContent('moves to version 2');
    expect(within(group).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(moveButton()).toHaveFocus();
    expect(migrate).not.toHaveBeenCalled();
  });

  it('moved, says how many in the status line there before, with the focus back on the button', async () => {
    const user = userEvent.setup();
    const migrate = vi.fn().mockResolvedValue({ moved: { company_size: 2, plan: 1 }, finished: 4 });
    renderMigrate(migrate);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(moveButton());
    await user.click(screen.getByRole('button', { name: copy['studio.migrate.confirmYes'] }));
    expect(migrate).toHaveBeenCalledWith('v2');
    await waitFor(() => expect(moveButton()).toHaveFocus());
    expect(status).toHaveTextContent(
      'Moved 3 users; 4 had already finished and stay where they are.',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refused, says why in the alert region there before, with the focus back on the button', async () => {
    const user = userEvent.setup();
    const migrate = vi
      .fn()
      .mockRejectedValue(new ApiCallError('Only the live version takes users.', 'conflict', 409));
    renderMigrate(migrate);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await user.click(moveButton());
    await user.click(screen.getByRole('button', { name: copy['studio.migrate.confirmYes'] }));
    await waitFor(() => expect(moveButton()).toHaveFocus());
    expect(alert).toHaveTextContent('Only the live version takes users.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
