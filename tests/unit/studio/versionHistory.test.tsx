import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../brands/default/locales/en.json';
import { ApiCallError } from '../../../src/api/errors';
import { OperatorRoleContext } from '../../../src/studio/operatorRole';
import type { StudioApi } from '../../../src/studio/studioApi';
import { VersionHistory } from '../../../src/studio/VersionHistory';
import '../../../src/i18n';
import { listedVersion } from './fixtures';

const copy = en as Record<string, string>;

function renderHistory(rollBack: StudioApi['rollBack']) {
  const onRolledBack = vi.fn();
  render(
    <OperatorRoleContext.Provider value="admin">
      <VersionHistory
        api={{ rollBack } as unknown as StudioApi}
        history={{
          status: 'ready',
          liveVersionId: '2',
          versions: [listedVersion('2', 2), listedVersion('1', 1)],
        }}
        base={{ versionId: '2', files: {} }}
        draft={{}}
        onRolledBack={onRolledBack}
      />
    </OperatorRoleContext.Provider>,
  );
  return { onRolledBack };
}

const rollBackButton = () => screen.getByRole('button', { name: 'Roll back to version 1' });

describe('VersionHistory rolling back', () => {
  it('asks first, with the focus on Cancel, and cancelled gives Roll back the focus again', async () => {
    const user = userEvent.setup();
    const rollBack = vi.fn();
    renderHistory(rollBack);
    rollBackButton().focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: copy['studio.history.confirmLabel'] });
    expect(group).toHaveTextContent('Make version 1 live again for new signups?');
    expect(within(group).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rollBackButton()).toHaveFocus();
    expect(rollBack).not.toHaveBeenCalled();
  });

  it('rolled back, says so to the Studio and gives the focus to the history, as the button goes', async () => {
    const user = userEvent.setup();
    const rollBack = vi.fn().mockResolvedValue({ liveVersionId: '1' });
    const { onRolledBack } = renderHistory(rollBack);
    await user.click(rollBackButton());
    await user.click(screen.getByRole('button', { name: 'Yes, roll back to version 1' }));
    expect(rollBack).toHaveBeenCalledWith('1');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: copy['studio.history.title'] })).toHaveFocus(),
    );
    expect(onRolledBack).toHaveBeenCalledWith(expect.objectContaining({ id: '1', number: 1 }));
  });

  it('refused, says why in the alert region there before, and gives Roll back the focus again', async () => {
    const user = userEvent.setup();
    const rollBack = vi
      .fn()
      .mockRejectedValue(new ApiCallError('Version 1 cannot go live.', 'conflict', 409));
    const { onRolledBack } = renderHistory(rollBack);
    const alert = within(rollBackButton().closest('li')!).getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await user.click(rollBackButton());
    await user.click(screen.getByRole('button', { name: 'Yes, roll back to version 1' }));
    await waitFor(() => expect(rollBackButton()).toHaveFocus());
    expect(alert).toHaveTextContent('Version 1 cannot go live.');
    expect(screen.queryByRole('group')).toBeNull();
    expect(onRolledBack).not.toHaveBeenCalled();
  });

  it('offers no rollback of the live version', () => {
    renderHistory(vi.fn());
    expect(screen.queryByRole('button', { name: 'Roll back to version 2' })).toBeNull();
  });
});
