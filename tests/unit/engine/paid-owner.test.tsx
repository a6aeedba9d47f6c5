import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { WizardRoute } from '../../../src/app/WizardRoute';
import { initialConfigAtom } from '../../../src/state/config';
import { resolveSelectedPlan, storedPlanIdAtom } from '../../../src/state/selectedPlan';
import { sessionAtom } from '../../../src/state/session';
import type { InitialConfig } from '../../../shared/contract';
import { initialConfigOf, REQUIREMENTS } from '../steps/renderStep';
import { envelope, userDataWith } from '../steps/harness';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const base = initialConfigOf({
  flow: 'main',
  hideSteps: [],
  variants: REQUIREMENTS,
  locales: ['en'],
});
const config: InitialConfig = {
  ...base,
  billingPlanMapping: [
    { id: 'byte_monthly', price: 8, planType: 'monthly' },
    { id: 'mega_monthly', price: 398, planType: 'monthly' },
  ],
};
const BOUGHT = { planId: 'byte_monthly', price: 8, type: 'monthly' } as const;

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function openWizard(path: string, stepName: string) {
  const store = createStore();
  store.set(initialConfigAtom, { status: 'ready', config });
  store.set(sessionAtom, { signupToken: 't', authHeaderName: 'x-token', sessionIdentifier: 's' });
  store.set(storedPlanIdAtom, 'mega_monthly');
  api.json.post.mockImplementation(async (url: string) => {
    if (url === '/user/getUserData') {
      return envelope(
        userDataWith({
          stepName,
          selectedPlan: BOUGHT,
          businessCategory: { name: 'SaaS', description: '' },
        }),
      );
    }
    throw new Error(`unexpected POST ${url}`);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signup/:activeStepName" element={<WizardRoute />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  api.json.post.mockReset();
  localStorage.clear();
});

describe('an owner who has paid', () => {
  it.each(['redirect_dashboard', 'tenant_building_loader'])(
    'opening the payment step (stored step %s) is led to the workspace, as processPayment would',
    async (stepName) => {
      openWizard('/signup/payment', stepName);
      expect(await screen.findByText('/signup/tenant_building_loader')).toBeInTheDocument();
    },
  );

  it('is still shown the payment step before paying', async () => {
    openWizard('/signup/payment', 'payment');
    expect(await screen.findByRole('button', { name: /pay/i })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/signup/payment');
  });
});

describe('the plan a page shows as due', () => {
  const unpaid = userDataWith({ stepName: 'payment', selectedPlan: BOUGHT });
  const paid = userDataWith({ stepName: 'redirect_dashboard', selectedPlan: BOUGHT });

  it('is the stored choice before paying (spec: stored id, then the server, then the default)', () => {
    expect(resolveSelectedPlan(config, unpaid, 'mega_monthly').planId).toBe('mega_monthly');
    expect(resolveSelectedPlan(config, unpaid, null).planId).toBe('byte_monthly');
  });

  it('is the plan bought once paid, whatever was chosen since', () => {
    expect(resolveSelectedPlan(config, paid, 'mega_monthly')).toEqual(BOUGHT);
    const building = userDataWith({ stepName: 'tenant_building_loader', selectedPlan: BOUGHT });
    expect(resolveSelectedPlan(config, building, 'mega_monthly')).toEqual(BOUGHT);
  });
});
