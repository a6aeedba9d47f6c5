import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { Provider } from 'jotai';
import { useImperativeHandle, type Ref } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { apiClients } from '../../../src/api/http';
import LoginView from '../../../src/app/views/LoginView';
import { initialConfigAtom } from '../../../src/state/config';
import { appStore } from '../../../src/state/store';
import { initialConfigOf } from '../support/initialConfig';

/** The bot check's module arrives only when the test lets it. */
const download = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../../../src/app/botCheck/BotCheck', async () => {
  await download.arrived;
  return {
    BotCheck: ({ ref }: { ref?: Ref<unknown> }) => {
      useImperativeHandle(ref, () => ({ getToken: async () => 'solved', reset: () => undefined }));
      return null;
    },
  };
});
// The tenant step's widget imports the bot check too: a plain input here.
vi.mock('../../../renderers/widgets/SubdomainWidget', () => ({
  default: ({
    id,
    value,
    onChange,
  }: {
    id: string;
    value?: string;
    onChange: (v: string) => void;
  }) => <input id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />,
}));

describe('a login submitted before the bot check has downloaded', () => {
  it('waits for it, then sends its token', async () => {
    appStore.set(initialConfigAtom, { status: 'ready', config: initialConfigOf() });
    const sent: { url?: string; data?: string }[] = [];
    const replying: AxiosAdapter = async (config) => {
      sent.push({ url: config.url, data: config.data as string });
      const data = config.url?.endsWith('/user/checkTenant')
        ? { tenant: 'acme', tenantDomain: 'acme.localhost' }
        : {
            token: 't',
            auth_header_name: 'x-onramp-token',
            sessionIdentifier: 's',
            stepName: 'business_category',
            tenantDomain: 'acme.localhost',
          };
      return { data: { err: false, data }, status: 200, statusText: '200', headers: {}, config };
    };
    (await apiClients()).json.defaults.adapter = replying;
    render(
      <Provider store={appStore}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginView />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('button', { name: 'Continue' });
    await userEvent.type(screen.getByRole('textbox'), 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(
      await screen.findByLabelText(/^E-mail/, undefined, { timeout: 5000 }),
      'ada@example.com',
    );
    await userEvent.type(screen.getByLabelText(/^Password/), 'Sturdy-Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.map((request) => request.url)).toEqual(['/user/checkTenant']);
    download.arrive();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toBe('/user/login');
    expect(JSON.parse(sent[1]!.data!)).toMatchObject({
      tenantId: 'acme',
      gRecaptchaToken: 'solved',
    });
  });
});
