import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from '../../../src/studio/ConfirmAction';

/** The action beside a heading the page gives the focus to once it is done. */
function Page({ onConfirm }: { onConfirm: (moveOn: () => void) => Promise<boolean> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Endpoints
      </h2>
      <ConfirmAction
        action="Remove it"
        label="Confirm removing"
        question="Remove it? Its history goes with it."
        yes="Remove it now"
        no="Keep it"
        onConfirm={() => onConfirm(() => heading.current?.focus())}
      />
    </>
  );
}

describe('ConfirmAction', () => {
  it('asks first, with the focus on the safe answer, and kept gives the button the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<() => Promise<boolean>>();
    render(<Page onConfirm={onConfirm} />);
    screen.getByRole('button', { name: 'Remove it' }).focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: 'Confirm removing' });
    expect(group).toHaveTextContent('Remove it? Its history goes with it.');
    expect(screen.queryByRole('button', { name: 'Remove it' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove it' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('done, leaves the focus where the action put it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (moveOn: () => void) => {
      moveOn();
      return true;
    });
    render(<Page onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    await user.click(screen.getByRole('button', { name: 'Remove it now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Endpoints' })).toHaveFocus();
  });

  it('not done (refused), closes and gives the button the focus back', async () => {
    const user = userEvent.setup();
    render(<Page onConfirm={() => Promise.resolve(false)} />);
    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    await user.click(screen.getByRole('button', { name: 'Remove it now' }));
    // The confirmation closes once the refused action has answered, after the click's own work.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove it' })).toHaveFocus());
    expect(screen.queryByRole('group')).toBeNull();
  });
});
