import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { initialConfigAtom } from '../../../src/state/config';
import { userDataAtom } from '../../../src/state/userData';
import type { InitialConfig } from '../../../shared/contract';
import { envelope, loadStep, StepHarness, userDataWith } from './harness';
import { testConfiguration } from '../support/configuration';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

let ready: ReadySchema;
beforeAll(async () => {
  ready = await loadStep('personalizing_loader');
});

const chosenPlan = { planId: 'kilo_monthly', price: 98, type: 'monthly' as const };

function setup(favicon = '/brands/default/assets/favicon.svg') {
  const store = createStore();
  store.set(initialConfigAtom, {
    status: 'ready',
    config: {
      appConfig: { favicon, faviconWidth: 32 },
      brand: { flow: 'main' },
      defaultBillingPlan: { id: 'byte_monthly', price: 8, planType: 'monthly' },
      configuration: testConfiguration(),
    } as InitialConfig,
  });
  store.set(userDataAtom, {
    status: 'ready',
    data: userDataWith({ stepName: 'personalizing_loader', selectedPlan: chosenPlan }),
  });
  render(<StepHarness ready={ready} store={store} path="/signup/personalizing_loader" />);
  return store;
}

const flush = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const location = () => screen.getByTestId('location').textContent;
const polls = () =>
  api.json.post.mock.calls.filter(([path]) => path === '/user/getUserData').length;

beforeEach(() => {
  vi.useFakeTimers();
  api.json.post.mockResolvedValue(envelope(userDataWith({ stepName: 'personalizing_loader' })));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  api.json.post.mockReset();
});

describe('the personalizing loader', () => {
  it('raises its bar 2 % every 100 ms and stops at 90 %', async () => {
    setup();
    const bar = screen.getByRole('progressbar', { name: 'Personalizing your experience...' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await flush(100);
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    await flush(900);
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    await flush(10_000);
    expect(bar).toHaveAttribute('aria-valuenow', '90');
  });

  it("shows the app's favicon when one is configured", () => {
    setup();
    expect(document.querySelector('img.personalizing__icon')).toHaveAttribute(
      'src',
      '/brands/default/assets/favicon.svg',
    );
  });

  it('shows no image without a favicon', () => {
    setup('');
    expect(document.querySelector('img')).toBeNull();
  });

  it('fetches the user data at once and then every 5 s while the step stays the same', async () => {
    setup();
    await flush(0);
    expect(polls()).toBe(1);
    await flush(4999);
    expect(polls()).toBe(1);
    await flush(1);
    expect(polls()).toBe(2);
    await flush(5000);
    expect(polls()).toBe(3);
    expect(location()).toBe('/signup/personalizing_loader');
  });

  it('keeps polling while the server says redirect_dashboard', async () => {
    api.json.post.mockResolvedValue(envelope(userDataWith({ stepName: 'redirect_dashboard' })));
    setup();
    await flush(10_000);
    expect(polls()).toBe(3);
    expect(location()).toBe('/signup/personalizing_loader');
  });

  it('moves on to the returned step and stops polling', async () => {
    setup();
    await flush(0);
    api.json.post.mockResolvedValue(
      envelope(userDataWith({ stepName: 'brand_setup', logoUrl: '/uploads/x.png' })),
    );
    await flush(5000);
    expect(location()).toBe('/signup/brand_setup');
    const count = polls();
    await flush(20_000);
    expect(polls()).toBe(count);
  });

  it('merges the fetched data into the user data, keeping the chosen plan', async () => {
    api.json.post.mockResolvedValue(
      envelope(
        userDataWith({
          stepName: 'brand_setup',
          paletteColor: ['#112233', '', ''],
          selectedPlan: null,
        }),
      ),
    );
    const store = setup();
    await flush(0);
    const state = store.get(userDataAtom);
    expect(state.status === 'ready' && state.data).toMatchObject({
      stepName: 'brand_setup',
      paletteColor: ['#112233', '', ''],
      selectedPlan: chosenPlan,
    });
  });

  it('only logs a polling error and tries again 5 s later', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.json.post.mockRejectedValueOnce(new Error('offline'));
    setup();
    await flush(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await flush(5000);
    expect(polls()).toBe(2);
  });
});
