import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import type { InitialConfig } from '../../../shared/contract';
import { Header } from '../../../src/app/Header';
import { initialConfigAtom } from '../../../src/state/config';
import { storedPlanIdAtom } from '../../../src/state/selectedPlan';
import { EMPTY_SESSION, sessionAtom, type StoredSession } from '../../../src/state/session';
import {
  SIGNUP_STORAGE_KEY,
  signupPasswordsAtom,
  storedSignupAtom,
  type SignupFields,
} from '../../../src/state/signupDraft';
import { userDataAtom } from '../../../src/state/userData';
import { envelope, userDataWith } from '../steps/harness';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const SESSION: StoredSession = {
  signupToken: 'token-a',
  authHeaderName: 'x-onramp-token',
  sessionIdentifier: 's',
};

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function showHeader(session: StoredSession = SESSION) {
  const store = createStore();
  store.set(initialConfigAtom, {
    status: 'ready',
    config: { appConfig: { name: 'Onramp', companyDomain: 'onramp.example' } } as InitialConfig,
  });
  store.set(sessionAtom, session);
  store.set(userDataAtom, { status: 'ready', data: userDataWith({ name: 'Ada Owner' }) });
  store.set(storedSignupAtom, {
    fields: { email: 'ada@example.com' } as SignupFields,
    submitted: true,
  });
  store.set(signupPasswordsAtom, { password: 'Sturdy-Pass1', confirmPassword: 'Sturdy-Pass1' });
  store.set(storedPlanIdAtom, 'byte_yearly');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/signup/brand_setup']}>
        <Routes>
          <Route path="/signup/:step" element={<Header hostname="localhost" />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const signOutButton = () => screen.getByRole('button', { name: 'Sign out' });

afterEach(() => {
  api.json.post.mockReset();
});

describe("the header's sign-out", () => {
  it('revokes the session on the server, forgets the user in this browser and goes to /login', async () => {
    api.json.post.mockResolvedValue(envelope(null));
    const store = showHeader();
    signOutButton().focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(api.json.post).toHaveBeenCalledWith('/user/logout', {});
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION);
    expect(store.get(userDataAtom)).toEqual({ status: 'signedOut' });
    expect(store.get(storedSignupAtom)).toBeNull();
    expect(localStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
    expect(store.get(signupPasswordsAtom)).toBeNull();
    expect(store.get(storedPlanIdAtom)).toBeNull();
  });

  it('keeps the user signed in and says so when the server could not be reached', async () => {
    api.json.post.mockRejectedValue(new Error('Network Error'));
    const store = showHeader();
    await userEvent.click(signOutButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing out did not work just now. Please try again.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/signup/brand_setup');
    expect(store.get(sessionAtom)).toEqual(SESSION);
    expect(signOutButton()).toBeEnabled();
  });

  it('is not offered without a session', () => {
    showHeader(EMPTY_SESSION);
    expect(screen.getByRole('link', { name: 'Onramp home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
