import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { InitialConfig } from '../../../shared/contract';
import { useFormModule } from '../../../src/app/auth/useFormModule';
import { initialConfigAtom } from '../../../src/state/config';
import { LoadErrorBoundary } from '../../../src/loading/LoadErrorBoundary';
import i18n from '../../../src/i18n';

/** A page's config whose forms are the unit tests' built modules (testSchemaModulesPlugin). */
function storeWithForms(forms: Record<string, string>) {
  const store = createStore();
  store.set(initialConfigAtom, {
    status: 'ready',
    config: { configuration: { modules: { forms, steps: {} } } } as unknown as InitialConfig,
  });
  return store;
}

/** Every state the hook returned, in order. */
function Probe({ file, seen }: { file: string; seen: string[] }) {
  const state = useFormModule(file);
  seen.push(
    state.status === 'ready'
      ? `ready:${Object.keys(state.value.schema.properties ?? {}).length}`
      : state.status === 'error'
        ? `error:${state.message}`
        : 'loading',
  );
  return <p>{state.status}</p>;
}

describe('a form’s schema module', () => {
  it('loads once per URL: a form shown again is ready from its first render', async () => {
    const store = storeWithForms({ 'login.json': 'virtual:onramp/schema/forms/login' });
    const first: string[] = [];
    const shown = render(
      <Provider store={store}>
        <Probe file="login.json" seen={first} />
      </Provider>,
    );
    await screen.findByText('ready');
    expect(first[0]).toBe('loading');
    expect(first.at(-1)).toMatch(/^ready:\d+$/);
    shown.unmount();

    const again: string[] = [];
    render(
      <Provider store={store}>
        <Probe file="login.json" seen={again} />
      </Provider>,
    );
    expect(again[0]).toBe(first.at(-1));
    expect(again).not.toContain('loading');
  });

  it('names a form the version lacks, and leaves a failed download to the boundary, which offers to try again', async () => {
    const store = storeWithForms({ 'gone.json': 'virtual:onramp/schema/forms/no_such_form' });
    const seen: string[] = [];
    render(
      <Provider store={store}>
        <Probe file="missing.json" seen={seen} />
        <LoadErrorBoundary>
          <Probe file="gone.json" seen={seen} />
        </LoadErrorBoundary>
      </Provider>,
    );
    // A failed import settles when the loader gives up on it, later on a busy machine.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18n.t('app.loadFailed'),
    );
    expect(seen).toContain('error:schemas/forms/missing.json does not exist');
    expect(seen.filter((state) => state.startsWith('error:'))).toHaveLength(
      seen.filter((state) => state.includes('missing.json')).length,
    );
    expect(screen.getByRole('button', { name: i18n.t('app.retry') })).toBeInTheDocument();
  });
});
