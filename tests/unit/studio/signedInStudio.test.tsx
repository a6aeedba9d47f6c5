import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../brands/default/locales/en.json';
import type { OperatorRole } from '../../../shared/contract/operatorRoles';
import { timings } from '../../../shared/ui/timings';
import { SignedInStudio } from '../../../src/studio/SignedInStudio';
import type { StudioApi } from '../../../src/studio/studioApi';
import { ApiCallError } from '../../../src/api/errors';
import '../../../src/i18n';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A Studio API whose /me answers `role` as it is at the time (none: 403 operator_only, as for a
 * removed operator's token); role refusals are the test's to send.
 */
function apiWithRole(first: OperatorRole | null) {
  let role = first;
  const refusalListeners: (() => void)[] = [];
  const me = vi.fn(() =>
    role
      ? Promise.resolve({ email: 'pat@example.com', role })
      : Promise.reject(new ApiCallError('Operators only', 'operator_only', 403)),
  );
  const api = {
    me,
    webhooks: () => new Promise(() => {}),
    whenRoleRefused: (listener: () => void) => {
      refusalListeners.push(listener);
      return () => refusalListeners.splice(refusalListeners.indexOf(listener), 1);
    },
  } as unknown as StudioApi;
  return {
    api,
    me,
    becomes: (next: OperatorRole | null) => (role = next),
    refuse: () => refusalListeners.forEach((listener) => listener()),
  };
}

function renderWebhooksPage(api: StudioApi, onRemoved = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/studio/webhooks']}>
      <Routes>
        <Route path="/studio" element={<p>The flow&apos;s page</p>} />
        <Route
          path="/studio/webhooks"
          element={
            <SignedInStudio api={api} view="webhooks" onSignOut={vi.fn()} onRemoved={onRemoved} />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const notice = () => document.querySelector('.studio-role-notice');
const link = (name: string) => screen.queryByRole('link', { name });

describe('the signed-in Studio following its operator’s role', () => {
  it('asks again at once when a call is refused for the role, then shows and says the new one', async () => {
    const { api, me, becomes, refuse } = apiWithRole('publisher');
    renderWebhooksPage(api);
    expect(await screen.findByRole('link', { name: en['studio.nav.webhooks'] })).toBeVisible();
    expect(link(en['studio.nav.operators'])).toBeNull();
    expect(notice()).toBeEmptyDOMElement();
    expect(notice()).toHaveAttribute('aria-live', 'polite');

    becomes('admin');
    act(refuse);
    expect(await screen.findByRole('link', { name: en['studio.nav.operators'] })).toBeVisible();
    expect(notice()).toHaveTextContent('Your role is now Admin');
    expect(me).toHaveBeenCalledTimes(2 + 1); // the header's own, the first and the refusal's.
  });

  it('asks every heartbeat, and a page the new role may not see goes to the flow’s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, becomes } = apiWithRole('publisher');
    renderWebhooksPage(api);
    expect(await screen.findByRole('link', { name: en['studio.nav.webhooks'] })).toBeVisible();

    becomes('editor');
    await act(() => vi.advanceTimersByTimeAsync(timings.studioPresenceMs - 1000));
    expect(link(en['studio.nav.webhooks'])).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText("The flow's page")).toBeVisible();
  });

  it('says nothing when the answer is the role it had', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, me } = apiWithRole('publisher');
    renderWebhooksPage(api);
    await act(() => vi.advanceTimersByTimeAsync(timings.studioPresenceMs));
    expect(me.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(notice()).toBeEmptyDOMElement();
    expect(link(en['studio.nav.webhooks'])).toBeVisible();
  });

  it('ends the session of an operator removed meanwhile, not of a token that never was one', async () => {
    const removed = apiWithRole('publisher');
    const onRemoved = vi.fn();
    renderWebhooksPage(removed.api, onRemoved);
    expect(await screen.findByRole('link', { name: en['studio.nav.webhooks'] })).toBeVisible();
    removed.becomes(null);
    act(removed.refuse);
    await vi.waitFor(() => expect(onRemoved).toHaveBeenCalledOnce());

    const never = apiWithRole(null);
    const notRemoved = vi.fn();
    renderWebhooksPage(never.api, notRemoved);
    await vi.waitFor(() => expect(never.me).toHaveBeenCalled());
    act(never.refuse);
    await vi.waitFor(() => expect(never.me.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(notRemoved).not.toHaveBeenCalled();
  });
});
