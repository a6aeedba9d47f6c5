import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadOnce, type LoadOnce } from '../../../shared/loading/loadOnce';
import { useLoadOnce } from '../../../src/loading/useLoadOnce';

function Probe({ download }: { download: LoadOnce<string> | undefined }) {
  const state = useLoadOnce(download);
  return (
    <p>
      {state.status === 'ready'
        ? state.value
        : state.status === 'failed'
          ? `failed: ${(state.error as Error).message}`
          : 'loading'}
    </p>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a download as a component shows it', () => {
  it('is loading, then what arrived; ready at once when it had arrived before', async () => {
    const chunk = loadOnce(async () => 'arrived');
    const first = render(<Probe download={chunk} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('arrived')).toBeInTheDocument();
    first.unmount();

    render(<Probe download={chunk} />);
    expect(screen.getByText('arrived')).toBeInTheDocument();
  });

  it('keeps a failure for the download that failed, and loads another one asked for', async () => {
    const offline = loadOnce<string>(() => Promise.reject(new Error('offline')));
    const { rerender } = render(<Probe download={offline} />);
    await settle();
    expect(screen.getByText('failed: offline')).toBeInTheDocument();

    rerender(<Probe download={loadOnce(async () => 'the other one')} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('the other one')).toBeInTheDocument();
  });

  it('is loading while there is nothing to download yet (no config)', () => {
    render(<Probe download={undefined} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
