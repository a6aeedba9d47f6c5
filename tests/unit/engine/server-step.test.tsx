import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import type { OnboardingUserData } from '../../../shared/contract';
import { WizardRoute } from '../../../src/app/WizardRoute';
import { initialConfigAtom } from '../../../src/state/config';
import { sessionAtom } from '../../../src/state/session';
import beaconBrand from '../../../brands/beacon/brand.json';
import { initialConfigOf, REQUIREMENTS } from '../steps/renderStep';
import { envelope, userDataWith } from '../steps/harness';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const mainConfig = initialConfigOf({ id: 'default', flow: 'main', hideSteps: [], locales: ['en'] });
const beaconConfig = initialConfigOf({
  id: 'beacon',
  flow: 'assisted',
  hideSteps: beaconBrand.hideSteps,
  variants: { ...REQUIREMENTS, categoryRoutes: beaconBrand.variants.categoryRoutes },
  locales: ['en'],
});

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/** The wizard opened at `url` for a signed-in user whose data the server answers with `stored`. */
function openWizard(
  url: string,
  stored: Partial<OnboardingUserData>,
  config: typeof mainConfig = mainConfig,
  saveReply: Record<string, unknown> = { stepName: 'website_url' },
) {
  const store = createStore();
  store.set(initialConfigAtom, { status: 'ready', config });
  store.set(sessionAtom, { signupToken: 't', authHeaderName: 'x-token', sessionIdentifier: 's' });
  api.json.post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path === '/user/getUserData') return envelope(userDataWith(stored));
    if (path === '/user/updateUserData') {
      return envelope({ ...userDataWith({ ...stored, ...body }), ...saveReply });
    }
    throw new Error(`unexpected POST ${path}`);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/signup/:activeStepName" element={<WizardRoute />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  // Unmounted first: a step still shown would report itself viewed through the reset mock.
  cleanup();
  api.json.post.mockReset();
});

describe("the server's stepName decides how far the wizard opens", () => {
  it('an address beyond the stored step lands on the stored step: /signup/payment on brand_setup', async () => {
    openWizard('/signup/payment', { stepName: 'brand_setup' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brand Customization Setup' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/signup/brand_setup');
  });

  it('an earlier step the user has passed opens', async () => {
    openWizard('/signup/stages', { stepName: 'brand_setup' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stages: Select Journey Stages' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/signup/stages');
  });

  it('an unchanged step that the stored step has not passed is saved, so the server moves on', async () => {
    const stages = [
      { name: 'Lead', duration: 0 },
      { name: 'Customer', duration: 3 },
    ];
    openWizard('/signup/stages', { stepName: 'stages', stages });
    await screen.findByRole('heading', { level: 1, name: 'Stages: Select Journey Stages' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: /website/i })).toBeInTheDocument();
    expect(api.json.post).toHaveBeenCalledWith(
      '/user/updateUserData',
      expect.objectContaining({ step: 'stages', stages }),
    );
    expect(location()).toBe('/signup/website_url');
  });

  it('beacon, Technical Services: Back from email_verification opens business_category, not team_size', async () => {
    openWizard(
      '/signup/email_verification',
      {
        stepName: 'email_verification',
        isEmailVerified: false,
        businessCategory: { name: 'Technical Services', description: null },
      },
      beaconConfig,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location()).toBe('/signup/business_category');
  });
});

describe("a save's reply names the step the wizard opens next", () => {
  const stages = [
    { name: 'Lead', duration: 0 },
    { name: 'Customer', duration: 3 },
  ];

  it('goes to the nextStepName the server sent, not the one the browser would work out', async () => {
    openWizard('/signup/stages', { stepName: 'stages', stages }, mainConfig, {
      stepName: 'brand_setup',
      nextStepName: 'brand_setup',
    });
    await screen.findByRole('heading', { level: 1, name: 'Stages: Select Journey Stages' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brand Customization Setup' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/signup/brand_setup');
  });

  it('a nextStepName of null says signup is complete', async () => {
    openWizard('/signup/stages', { stepName: 'stages', stages }, mainConfig, {
      stepName: 'stages',
      nextStepName: null,
    });
    await screen.findByRole('heading', { level: 1, name: 'Stages: Select Journey Stages' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(location()).toBe('/signup/complete'));
  });
});
