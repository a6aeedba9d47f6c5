import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../brands/default/locales/en.json';
import { UndoButtons } from '../../../src/studio/UndoButtons';
import { useUndoKeys } from '../../../src/studio/useUndoKeys';
import '../../../src/i18n';

const copy = en as Record<string, string>;

function Page({ onUndo, onRedo }: { onUndo: () => void; onRedo: () => void }) {
  useUndoKeys(onUndo, onRedo);
  return (
    <>
      <button type="button">Step handle</button>
      <label>
        Note <input type="text" />
      </label>
      <div className="studio-editor">
        <button type="button">Inside the editor</button>
      </div>
    </>
  );
}

function renderPage() {
  const onUndo = vi.fn();
  const onRedo = vi.fn();
  render(<Page onUndo={onUndo} onRedo={onRedo} />);
  return { onUndo, onRedo };
}

describe('the draft’s undo keys', () => {
  it('undo with Ctrl+Z or Cmd+Z and redo with Ctrl+Shift+Z or Ctrl+Y outside text boxes', async () => {
    const { onUndo, onRedo } = renderPage();
    screen.getByRole('button', { name: 'Step handle' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect(onUndo).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(onRedo).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('z');
    expect(onUndo).toHaveBeenCalledTimes(2);
  });

  it('leave the editor and text boxes their own undo', async () => {
    const { onUndo } = renderPage();
    await userEvent.click(screen.getByLabelText('Note'));
    await userEvent.keyboard('{Control>}z{/Control}');
    screen.getByRole('button', { name: 'Inside the editor' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(onUndo).not.toHaveBeenCalled();
  });
});

describe('the Undo and Redo buttons', () => {
  it('say when they cannot act, and then do nothing', async () => {
    const onUndo = vi.fn();
    const onRedo = vi.fn();
    render(<UndoButtons canUndo canRedo={false} onUndo={onUndo} onRedo={onRedo} />);
    const group = screen.getByRole('group', { name: copy['studio.undo.group'] });
    expect(group).toBeInTheDocument();
    const redo = screen.getByRole('button', { name: copy['studio.undo.redo'] });
    expect(redo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(redo);
    expect(onRedo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: copy['studio.undo.undo'] }));
    expect(onUndo).toHaveBeenCalledOnce();
  });
});
