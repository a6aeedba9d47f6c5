import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import type { InitialConfig, OnboardingUserData } from '../../../shared/contract';
import {
  ConfirmationScreen,
  PaymentProcessingLoader,
} from '../../../src/screens/PaymentProcessingLoader';
import { refetchDelayMs, SignupComplete } from '../../../src/screens/SignupComplete';
import { TenantBuildingLoader } from '../../../src/screens/TenantBuildingLoader';
import { initialConfigAtom } from '../../../src/state/config';
import { EMPTY_SESSION, sessionAtom } from '../../../src/state/session';
import { userDataWith } from '../steps/harness';
import { initialConfigOf, REQUIREMENTS } from '../steps/renderStep';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const ok = <T,>(data: T) => ({ data: { err: false, status_code: 'ok', msg: '', data } });
const assign = vi.fn();

function config(variants: Partial<InitialConfig['brand']['variants']> = {}): InitialConfig {
  return initialConfigOf({ variants: { ...REQUIREMENTS, ...variants } });
}

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function show(
  path: string,
  element: React.ReactNode,
  cfg = config(),
  user: Partial<OnboardingUserData> = {},
) {
  const store = createStore();
  store.set(initialConfigAtom, { status: 'ready', config: cfg });
  store.set(sessionAtom, {
    signupToken: 't',
    authHeaderName: 'x-onramp-token',
    sessionIdentifier: 's',
  });
  api.json.post.mockImplementation(async (url: string) => {
    if (url === '/user/getUserData') return ok(userDataWith(user));
    throw new Error(`unexpected POST ${url}`);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const flush = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const location = () => screen.getByTestId('location').textContent;
const getsOf = (path: string) => api.json.get.mock.calls.filter(([p]) => p === path).length;
const userDataFetches = () =>
  api.json.post.mock.calls.filter(([p]) => p === '/user/getUserData').length;

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, assign },
  });
});
afterEach(() => {
  vi.useRealTimers();
  api.json.get.mockReset();
  api.json.post.mockReset();
  assign.mockReset();
  vi.restoreAllMocks();
});

describe('the payment-processing loader', () => {
  const status = (url: string) =>
    ok({
      url,
      status: url ? 'paid' : 'created',
      plan: { planId: 'kilo_monthly', price: 98, type: 'monthly' },
    });

  it('polls every 5 s, shows what is due, and goes to the returned URL', async () => {
    api.json.get
      .mockResolvedValueOnce(status(''))
      .mockResolvedValueOnce(status(''))
      .mockResolvedValue(status('/signup/tenant_building_loader'));
    show('/signup/payment_processing_loader', <PaymentProcessingLoader />);
    await flush(0);
    expect(screen.getByRole('heading', { name: 'Processing Payment...' })).toBeInTheDocument();
    expect(
      screen.getByText('Completing the payment process, just a moment more.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(screen.getByText('$98')).toBeInTheDocument();
    expect(getsOf('/check-payment-status')).toBe(1);
    await flush(4999);
    expect(getsOf('/check-payment-status')).toBe(1);
    await flush(1);
    expect(getsOf('/check-payment-status')).toBe(2);
    await flush(5000);
    expect(location()).toBe('/signup/tenant_building_loader');
  });

  it('only logs a failed poll and polls again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.json.get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(status(''));
    show('/signup/payment_processing_loader', <PaymentProcessingLoader />);
    await flush(0);
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await flush(5000);
    expect(getsOf('/check-payment-status')).toBe(2);
  });

  it('in the purchase-confirmed variant, confirms and offers Continue instead of leaving', async () => {
    api.json.get
      .mockResolvedValueOnce(status(''))
      .mockResolvedValue(status('/signup/tenant_building_loader'));
    show(
      '/signup/payment_processing_loader',
      <PaymentProcessingLoader />,
      config({ purchaseConfirmedScreen: true }),
    );
    await flush(0);
    expect(
      screen.getByRole('heading', { name: 'Your order being processed!' }),
    ).toBeInTheDocument();
    await flush(5000);
    expect(screen.getByRole('heading', { name: 'Purchased confirmed!' })).toBeInTheDocument();
    expect(
      screen.getByText('You’ve unlocked all the features and benefits of your plan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/signup/tenant_building_loader',
    );
    expect(location()).toBe('/signup/payment_processing_loader');
    await flush(20_000);
    expect(getsOf('/check-payment-status')).toBe(2);
  });
});

describe('a loader opened before paying', () => {
  const noCheckout = ok({ url: '', status: null, plan: null });

  it.each([
    ['payment-processing', '/signup/payment_processing_loader', <PaymentProcessingLoader />],
    ['tenant-building', '/signup/tenant_building_loader', <TenantBuildingLoader />],
    ['confirmation', '/confirmation', <ConfirmationScreen />],
  ])('the %s screen sends the person back to the step the server stored', async (_, path, el) => {
    api.json.get.mockResolvedValue(noCheckout);
    show(path, el, config(), { stepName: 'brand_setup' });
    await flush(0);
    expect(location()).toBe('/signup/brand_setup');
    expect(getsOf('/check-tenant-status')).toBe(0);
  });

  it('the payment-processing loader goes back too when the checkout expired', async () => {
    api.json.get.mockResolvedValue(ok({ url: '', status: 'expired', plan: null }));
    show('/signup/payment_processing_loader', <PaymentProcessingLoader />, config(), {
      stepName: 'payment',
    });
    await flush(0);
    expect(location()).toBe('/signup/payment');
  });
});

describe('a checkout left open', () => {
  const open = ok({ url: '', status: 'created', plan: null });

  it('keeps waiting, and after 30 s offers a way back to the plans that goes to the stored step', async () => {
    api.json.get.mockResolvedValue(open);
    show('/signup/payment_processing_loader', <PaymentProcessingLoader />, config(), {
      stepName: 'payment',
    });
    await flush(0);
    expect(screen.queryByRole('button', { name: 'Back to plans' })).toBeNull();
    await flush(29_999);
    expect(screen.queryByRole('button', { name: 'Back to plans' })).toBeNull();
    expect(location()).toBe('/signup/payment_processing_loader');
    await flush(1);
    expect(
      screen.getByText('Still waiting? If you left the checkout, you can go back to the plans.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to plans' }));
    await flush(0);
    expect(location()).toBe('/signup/payment');
  });
});

describe('the confirmation screen (/confirmation)', () => {
  it('shows the purchase-confirmed content with Continue once the payment went through, in every brand', async () => {
    api.json.get.mockResolvedValue(
      ok({
        url: '/signup/tenant_building_loader',
        status: 'paid',
        plan: { planId: 'kilo_monthly', price: 98, type: 'monthly' },
      }),
    );
    show('/confirmation', <ConfirmationScreen />, config({ purchaseConfirmedScreen: false }));
    await flush(0);
    expect(screen.getByRole('heading', { name: 'Purchased confirmed!' })).toBeInTheDocument();
    expect(
      screen.getByText('You’ve unlocked all the features and benefits of your plan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/signup/tenant_building_loader',
    );
    expect(screen.getByText('$98')).toBeInTheDocument();
    expect(location()).toBe('/confirmation');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the tenant-building loader', () => {
  const tenantStatuses = () => {
    const tenant = vi.fn();
    api.json.get.mockImplementation(async (path: string) =>
      path === '/check-payment-status'
        ? ok({ url: '/signup/tenant_building_loader', status: 'paid', plan: null })
        : tenant(path),
    );
    return tenant;
  };

  it("shows the product's name until the server sends text, then goes to the tenant URL", async () => {
    tenantStatuses()
      .mockResolvedValueOnce(ok({ heading: '', subText: '', url: '' }))
      .mockResolvedValueOnce(
        ok({ heading: 'Almost there', subText: 'Copying your stages', url: '' }),
      )
      .mockResolvedValue(
        ok({ heading: '', subText: '', url: 'https://acme.onramp.example/?login-token=abc' }),
      );
    show('/signup/tenant_building_loader', <TenantBuildingLoader />);
    await flush(0);
    expect(
      screen.getByRole('heading', { name: "We're setting up Onramp for you." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please wait while automated processes build things for you.'),
    ).toBeInTheDocument();
    await flush(5000);
    expect(screen.getByRole('heading', { name: 'Almost there' })).toBeInTheDocument();
    expect(screen.getByText('Copying your stages')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await flush(5000);
    expect(assign).toHaveBeenCalledWith('https://acme.onramp.example/?login-token=abc');
  });

  it("keeps its own heading beside the server's subText, and its own copy again once the server sends none", async () => {
    tenantStatuses()
      .mockResolvedValueOnce(
        ok({ heading: '', subText: 'Preparing your first campaign…', url: '' }),
      )
      .mockResolvedValue(ok({ heading: '', subText: '', url: '' }));
    show('/signup/tenant_building_loader', <TenantBuildingLoader />);
    await flush(0);
    expect(
      screen.getByRole('heading', { name: "We're setting up Onramp for you." }),
    ).toBeInTheDocument();
    // The heading keeps its words while the server's phase changes: the phase is announced itself.
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your first campaign…');
    expect(
      screen.queryByText('Please wait while automated processes build things for you.'),
    ).toBeNull();
    await flush(5000);
    expect(
      screen.getByText('Please wait while automated processes build things for you.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Preparing your first campaign…')).toBeNull();
  });
});

describe('the signup-complete page', () => {
  const logouts = () => api.json.post.mock.calls.filter(([p]) => p === '/user/logout').length;

  it('signs out on the server and here, and goes to /login 5 s after "Signup complete!"', async () => {
    const store = show('/signup/complete', <SignupComplete />);
    const answer = api.json.post.getMockImplementation()!;
    api.json.post.mockImplementation(async (url: string, body?: unknown) =>
      url === '/user/logout' ? ok(null) : answer(url, body),
    );
    await flush(0);
    expect(screen.getByRole('heading', { name: 'Signup complete!' })).toBeInTheDocument();
    expect(screen.getByText('Re-directing you to login page...')).toBeInTheDocument();
    await flush(4999);
    expect(location()).toBe('/signup/complete');
    expect(logouts()).toBe(0);
    await flush(1);
    expect(logouts()).toBe(1);
    expect(location()).toBe('/login');
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION);
  });

  it('still signs out here and goes to /login when the server cannot be reached', async () => {
    const store = show('/signup/complete', <SignupComplete />);
    await flush(0);
    await flush(5000);
    expect(logouts()).toBe(1);
    expect(location()).toBe('/login');
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION);
  });

  it.each(['email_verification', 'payment'])(
    'opened before paying (stored step %s), sends the person back to that step and signs nobody out',
    async (stepName) => {
      const mainFlow = initialConfigOf({
        flow: 'main',
        hideSteps: [],
        variants: { ...REQUIREMENTS, categoryRoutes: {}, skipStepsForCategories: {} },
      });
      show('/signup/complete', <SignupComplete />, mainFlow, { stepName });
      await flush(0);
      expect(location()).toBe(`/signup/${stepName}`);
      await flush(10_000);
      expect(logouts()).toBe(0);
    },
  );

  it('thanks the user and goes to redirectTenantURL after 5 s', async () => {
    show(
      '/signup/complete',
      <SignupComplete />,
      config({ signupCompleteText: 'thanksForSigningUp' }),
      {
        redirectTenantURL: 'https://acme.onramp.example',
      },
    );
    await flush(0);
    expect(
      screen.getByRole('heading', { name: 'Thanks for signing up on Onramp. Re-directing you...' }),
    ).toBeInTheDocument();
    await flush(4999);
    expect(assign).not.toHaveBeenCalled();
    await flush(1);
    expect(assign).toHaveBeenCalledWith('https://acme.onramp.example');
  });

  it('without redirectTenantURL refetches the user data up to 10 times, each later than the last', async () => {
    show(
      '/signup/complete',
      <SignupComplete />,
      config({ signupCompleteText: 'thanksForSigningUp' }),
    );
    await flush(0);
    const initial = userDataFetches();
    let elapsed = 0;
    for (let attempt = 0; attempt < 10; attempt++) {
      await flush(refetchDelayMs(attempt) - 1);
      expect(userDataFetches()).toBe(initial + attempt);
      await flush(1);
      expect(userDataFetches()).toBe(initial + attempt + 1);
      elapsed += refetchDelayMs(attempt);
    }
    expect(refetchDelayMs(0)).toBe(2000);
    expect(refetchDelayMs(9)).toBe(11_000);
    await flush(60_000);
    expect(userDataFetches()).toBe(initial + 10);
    expect(elapsed).toBe(65_000);
  });

  it('goes to the tenant once a refetch brings redirectTenantURL', async () => {
    show(
      '/signup/complete',
      <SignupComplete />,
      config({ signupCompleteText: 'thanksForSigningUp' }),
    );
    await flush(0);
    api.json.post.mockImplementation(async () =>
      ok(userDataWith({ redirectTenantURL: 'https://acme.onramp.example' })),
    );
    await flush(2000);
    await flush(5000);
    expect(assign).toHaveBeenCalledWith('https://acme.onramp.example');
  });
});
