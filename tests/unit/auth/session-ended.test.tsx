import { render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { api, apiClients, setForbiddenHandler } from '../../../src/api/http';
import LoginView from '../../../src/app/views/LoginView';
import { sessionAtom } from '../../../src/state/session';
import { appStore } from '../../../src/state/store';
import { initialConfigAtom } from '../../../src/state/config';
import { initialConfigOf } from '../steps/renderStep';

const forbidden: AxiosAdapter = async (config) => {
  const response = { data: { err: true }, status: 403, statusText: '403', headers: {}, config };
  throw Object.assign(new Error('status 403'), { isAxiosError: true, response, config });
};

function renderLogin() {
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginView />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a session the server ended (HTTP 403)', () => {
  it('tells the person on /login, once', async () => {
    appStore.set(sessionAtom, {
      signupToken: 'stale',
      authHeaderName: 'x-onramp-auth',
      sessionIdentifier: 'sid',
    });
    appStore.set(initialConfigAtom, { status: 'ready', config: initialConfigOf() });
    setForbiddenHandler(() => undefined);
    (await apiClients()).json.defaults.adapter = forbidden;
    await api.json.post('/user/getUserData', {}).catch(() => undefined);

    const first = renderLogin();
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    first.unmount();

    renderLogin();
    await screen.findByRole('heading', { name: 'Log in to your workspace' });
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });
});
