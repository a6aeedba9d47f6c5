import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserData } from '../../../src/app/useUserData';
import { EMPTY_SESSION, sessionAtom, type StoredSession } from '../../../src/state/session';
import type { UserDataState } from '../../../src/state/userData';
import { envelope, userDataWith } from '../steps/harness';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const sessionOf = (token: string): StoredSession => ({
  signupToken: token,
  authHeaderName: 'x-onramp-token',
  sessionIdentifier: 's',
});

/** Every state a screen rendered, with the session token it rendered under. */
function renderUserData(store: ReturnType<typeof createStore>) {
  const seen: { token: string | null; state: UserDataState }[] = [];
  function Probe() {
    const state = useUserData();
    seen.push({ token: store.get(sessionAtom).signupToken, state });
    return (
      <span data-testid="status">{state.status === 'ready' ? state.data.name : state.status}</span>
    );
  }
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return seen;
}

/** The names of the users whose data was shown while `token` was the session's. */
const namesShownWith = (seen: ReturnType<typeof renderUserData>, token: string | null) =>
  seen.flatMap(({ token: t, state }) =>
    t === token && state.status === 'ready' ? [state.data.name] : [],
  );

afterEach(() => {
  api.json.post.mockReset();
});

describe("the signed-in user's data and the session it belongs to", () => {
  it('is never shown once the session is cleared (a 403, or a sign-out in another tab)', async () => {
    api.json.post.mockResolvedValue(envelope(userDataWith({ name: 'Ada Owner' })));
    const store = createStore();
    store.set(sessionAtom, sessionOf('token-a'));
    const seen = renderUserData(store);
    expect(await screen.findByText('Ada Owner')).toBeInTheDocument();

    act(() => store.set(sessionAtom, EMPTY_SESSION));

    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(namesShownWith(seen, null)).toEqual([]);
  });

  it('is never shown to the next user who signs in, while theirs loads', async () => {
    api.json.post.mockResolvedValueOnce(envelope(userDataWith({ name: 'Ada Owner' })));
    const store = createStore();
    store.set(sessionAtom, sessionOf('token-a'));
    const seen = renderUserData(store);
    expect(await screen.findByText('Ada Owner')).toBeInTheDocument();

    api.json.post.mockResolvedValueOnce(envelope(userDataWith({ name: 'Ben Next' })));
    act(() => store.set(sessionAtom, sessionOf('token-b')));

    expect(await screen.findByText('Ben Next')).toBeInTheDocument();
    expect(namesShownWith(seen, 'token-b')).not.toContain('Ada Owner');
  });
});
