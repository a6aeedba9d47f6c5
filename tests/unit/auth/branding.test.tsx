import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import '../../../src/i18n';
import type { InitialConfig } from '../../../shared/contract';
import { hostSubdomainLabel, tenantBrandingApplies } from '../../../src/app/branding';
import { Header } from '../../../src/app/Header';
import { initialConfigAtom } from '../../../src/state/config';
import { storedAppConfigAtom } from '../../../src/state/session';

describe('the tenant branding rule', () => {
  it('reads the subdomain label of the host', () => {
    expect(hostSubdomainLabel('acme.onramp.app')).toBe('acme');
    expect(hostSubdomainLabel('Acme.Localhost')).toBe('acme');
    expect(hostSubdomainLabel('localhost')).toBeNull();
    expect(hostSubdomainLabel('127.0.0.1')).toBeNull();
    expect(hostSubdomainLabel('www.onramp.app')).toBeNull();
  });

  it('applies when the stored app config name contains the label, case-insensitively', () => {
    expect(tenantBrandingApplies('Acme Widgets', 'acme.onramp.app')).toBe(true);
    expect(tenantBrandingApplies('Beacon', 'acme.onramp.app')).toBe(false);
    expect(tenantBrandingApplies(null, 'acme.onramp.app')).toBe(false);
  });

  it('applies on a host without a label, which serves one brand', () => {
    expect(tenantBrandingApplies('Beacon', 'localhost')).toBe(true);
  });
});

function renderHeader(hostname: string, storedName: string) {
  const store = createStore();
  const appConfig = {
    name: 'Beacon',
    logo: '/brands/beacon/assets/logo.svg',
    logoWidth: 243,
    companyDomain: 'beacon.example',
    favicon: '/brands/beacon/assets/favicon.svg',
    faviconWidth: 32,
  };
  store.set(initialConfigAtom, { status: 'ready', config: { appConfig } as InitialConfig });
  store.set(storedAppConfigAtom, { ...appConfig, name: storedName });
  render(
    <Provider store={store}>
      <Header hostname={hostname} />
    </Provider>,
  );
}

describe('the header', () => {
  it("shows the tenant's logo, linking to its company domain, where branding applies", () => {
    renderHeader('beacon.onramp.app', 'Beacon');
    const link = screen.getByRole('link', { name: 'Beacon home' });
    expect(link).toHaveAttribute('href', 'https://beacon.example');
    expect(link.querySelector('img')).toHaveAttribute('src', '/brands/beacon/assets/logo.svg');
  });

  it("shows the product's own animated logo and name elsewhere", () => {
    renderHeader('acme.onramp.app', 'Beacon');
    const link = screen.getByRole('link', { name: 'Beacon home' });
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg.product-mark')).not.toBeNull();
    expect(link).toHaveTextContent('Beacon');
  });
});
