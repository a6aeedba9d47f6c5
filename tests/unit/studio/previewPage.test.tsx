import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PreviewPage } from '../../../src/studio/preview/PreviewPage';
import { createStore, Provider } from 'jotai';
import { initialConfigAtom } from '../../../src/state/config';
import type { AppConfig, InitialConfig } from '../../../shared/contract';
import { initialConfigOf } from '../steps/renderStep';

/** Every request the page sends that could change something: none, in a preview. */
function watchWrites(): string[] {
  const writes: string[] = [];
  const open = XMLHttpRequest.prototype.open;
  vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    if (method.toUpperCase() !== 'GET') writes.push(`${method} ${String(url)}`);
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  });
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.method && init.method.toUpperCase() !== 'GET')
      writes.push(`${init.method} ${String(input)}`);
    return fetch(input, init);
  });
  return writes;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function previewedConfig(appConfig: Partial<AppConfig> = {}): InitialConfig {
  const config = initialConfigOf({ id: 'default', flow: 'main', hideSteps: [], locales: ['en'] });
  return { ...config, appConfig: { ...config.appConfig, ...appConfig } };
}

function renderPreview(address: string, config = previewedConfig()) {
  const store = createStore();
  store.set(initialConfigAtom, { status: 'ready', config });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/studio/preview/:configId" element={<PreviewPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the preview of a configuration', () => {
  it('walks the flow as a sample owner: Next validates with the step’s module and moves on by the flow, Back returns, nothing is sent', async () => {
    const writes = watchWrites();
    const user = userEvent.setup();
    renderPreview('/studio/preview/4?step=business_category&lng=en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select Your Business Category' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Step 2 of \d+$/)).toBeInTheDocument();
    expect(screen.getByText('Nothing you enter here is saved.')).toBeInTheDocument();

    // The step's own required rule holds in a preview too: no answer, no next step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // (The submit waits for the form's checks, which load when it is first used.)
    await waitFor(() =>
      expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByTestId('address')).toHaveTextContent('step=business_category');

    await user.click(screen.getByRole('radio', { name: 'E-commerce' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/studio/preview/4?step=email_verification&lng=en',
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select Your Business Category' }),
    ).toBeInTheDocument();
    // The sample owner's answer is kept for the walk.
    expect(screen.getByRole('radio', { name: 'E-commerce' })).toBeChecked();
    expect(writes).toEqual([]);
  });

  it('says so when the address names a step the flow does not have, and offers the first', async () => {
    const user = userEvent.setup();
    renderPreview('/studio/preview/4?step=company_size');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This flow has no step named company_size.',
    );
    await user.click(screen.getByRole('button', { name: 'Walk from the first step' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/studio\/preview\/4$/);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the previewed configuration’s logo and name in its site header, under the preview bar', async () => {
    renderPreview(
      '/studio/preview/draft-1?step=business_category',
      previewedConfig({
        name: 'Acme Draft',
        logo: '/brand-assets/draft-logo.png',
        logoWidth: 180,
        companyDomain: 'acme.example',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Select Your Business Category' });
    // One banner (the brand's), and the preview bar a region of its own above it.
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Acme Draft home' });
    expect(home).toHaveAttribute('href', 'https://acme.example');
    const logo = home.querySelector('img');
    expect(logo).toHaveAttribute('src', '/brand-assets/draft-logo.png');
    expect(logo).toHaveAttribute('width', '180');
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar).toHaveTextContent('Nothing you enter here is saved.');
    expect(bar.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the product mark and the configuration’s name when it has no logo, on the walk’s end too', async () => {
    renderPreview(
      '/studio/preview/draft-1?done',
      previewedConfig({ name: 'Acme Draft', logo: '' }),
    );
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Acme Draft home' });
    expect(home.querySelector('img')).toBeNull();
    expect(home).toHaveTextContent('Acme Draft');
  });
});
