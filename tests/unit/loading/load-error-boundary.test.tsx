import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { LoadErrorBoundary } from '../../../src/loading/LoadErrorBoundary';
import { preloadableLazy } from '../../../src/loading/preloadableLazy';

const MESSAGE = 'We could not load this part of the page. Check your connection and try again.';

const Greeting = () => <h1>Hello</h1>;

/** A part whose download fails the first time (offline for a moment), then arrives. */
function failingOnce() {
  const download = vi
    .fn<() => Promise<{ default: typeof Greeting }>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting });
  return { download, Part: preloadableLazy(download, <p>Loading…</p>) };
}

/** Throws while rendering, as a part that could not be loaded does. */
function Broken(): never {
  throw new Error('chunk failed');
}

describe('a part of the page that could not be downloaded', () => {
  it('says so in its place with Try again, which downloads it again and shows it', async () => {
    const { download, Part } = failingOnce();
    render(
      <>
        <p>Around it</p>
        <LoadErrorBoundary>
          <Part />
        </LoadErrorBoundary>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByText('Around it')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('gives focus lost with the part to Try again, so a keyboard retries with Enter', async () => {
    const { Part } = failingOnce();
    render(
      <LoadErrorBoundary>
        <Part />
      </LoadErrorBoundary>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    // The focus follows in an effect once the failure is shown: found, the button may not have it yet.
    await waitFor(() => expect(tryAgain).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('leaves focus where it is when it is elsewhere on the page', async () => {
    const { Part } = failingOnce();
    render(
      <>
        <input aria-label="Elsewhere" autoFocus />
        <LoadErrorBoundary>
          <Part />
        </LoadErrorBoundary>
      </>,
    );
    await screen.findByRole('alert');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('shows the part afresh at a new reset key (another address), and only then', () => {
    const at = (key: string, part: ReactNode) => (
      <LoadErrorBoundary resetKey={key}>{part}</LoadErrorBoundary>
    );
    const { rerender } = render(at('first', <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);

    rerender(at('first', <Greeting />));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    // Tried afresh, and failed again: said once more, not tried over and over.
    rerender(at('second', <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);

    rerender(at('third', <Greeting />));
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a part that still fails once tried again', () => {
  it('offers to reload the page as well, and forgets that at a new reset key', async () => {
    const reload = vi.fn();
    const at = (key: string) => (
      <LoadErrorBoundary resetKey={key} reload={reload}>
        <Broken />
      </LoadErrorBoundary>
    );
    const { rerender } = render(at('first'));
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    rerender(at('second'));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});
