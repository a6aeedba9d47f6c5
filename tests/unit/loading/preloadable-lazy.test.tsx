import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../../src/loading/preloadableLazy';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render = () =>
    this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
}

describe('a preloadable lazy component', () => {
  it('shows its fallback until its module arrives, then itself, with its props', async () => {
    const module = deferred<{ default: typeof Greeting }>();
    const Lazy = preloadableLazy(() => module.promise, <p>Loading…</p>);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => module.resolve({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows at once, without its fallback, once a preload has fetched it', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(
      async () => {
        loads++;
        return { default: Greeting };
      },
      <p>Loading…</p>,
    );
    await Lazy.preload();
    const seen: string[] = [];
    const { container } = render(<Lazy name="Grace" />);
    seen.push(container.textContent ?? '');
    expect(seen).toEqual(['Hello Grace']);
    expect(loads).toBe(1);
  });

  it('hands a module that failed to load to the nearest error boundary', async () => {
    const module = deferred<{ default: typeof Greeting }>();
    const Lazy = preloadableLazy(() => module.promise, <p>Loading…</p>);
    render(
      <Boundary>
        <Lazy name="Ada" />
      </Boundary>,
    );
    await act(async () => module.reject(new Error('chunk failed')));
    expect(screen.getByRole('alert').textContent).toBe('chunk failed');
  });
});
