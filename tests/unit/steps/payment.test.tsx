import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlanGroup } from '../../../src/api/plans';
import { processPaymentAction } from '../../../src/app/submit/processPayment';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { initialConfigAtom } from '../../../src/state/config';
import { storedPlanIdAtom } from '../../../src/state/selectedPlan';
import { envelope, loadStep, StepHarness, userDataWith } from './harness';
import { initialConfigOf } from './renderStep';
import { showEnglish, showLanguage } from './showLanguage';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const feature = (displayName: string, enabled: boolean, value?: number | string) => ({
  displayName,
  enabled,
  ...(value !== undefined ? { limits: [{ value }] } : {}),
});

const GROUPS: PlanGroup[] = [
  {
    type: 'monthly',
    displayName: 'Monthly',
    plans: [
      {
        planId: 'byte_monthly',
        shortName: 'Byte Bot',
        price: 8,
        styles: { backgroundColor: '#eef1ff' },
        features: [feature('Contacts', true, 500), feature('Churn warnings', false)],
      },
      {
        planId: 'kilo_monthly',
        shortName: 'Kilo Bot',
        price: 98,
        features: [feature('Contacts', true, 10000), feature('Churn warnings', true)],
      },
      {
        planId: 'mega_monthly',
        shortName: '',
        price: 398,
        features: [feature('Contacts', true, 'Unlimited'), feature('Churn warnings', true)],
      },
    ],
  },
  {
    type: 'yearly',
    displayName: 'Yearly',
    plans: [{ planId: 'byte_yearly', shortName: 'Byte Bot', price: 80, features: [] }],
  },
];

let ready: ReadySchema;
beforeAll(async () => {
  ready = await loadStep('payment');
});

afterEach(showEnglish);
afterEach(() => {
  api.json.get.mockReset();
  api.json.post.mockReset();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderPayment(
  selectedPlan: { planId: string; price: number; type: 'monthly' } | null = null,
  store = createStore(),
) {
  const onSubmit = vi.fn();
  let latest: Record<string, unknown> = {};
  render(
    <StepHarness
      ready={ready}
      store={store}
      userData={userDataWith({ selectedPlan })}
      onSubmit={onSubmit}
      onData={(d) => (latest = d)}
    />,
  );
  return { store, onSubmit, data: () => latest };
}

describe('the plan table', () => {
  it('lists the monthly plans with their names, prices per month and features', async () => {
    api.json.get.mockResolvedValue(envelope(GROUPS));
    renderPayment();
    const table = await screen.findByRole('table', { name: 'Monthly plans' });
    expect(api.json.get).toHaveBeenCalledWith('/getPaymentPlans');
    expect(within(table).getByRole('radio', { name: 'Byte Bot $8/month' })).toBeInTheDocument();
    expect(within(table).getByRole('radio', { name: 'Kilo Bot $98/month' })).toBeInTheDocument();
    // A plan without a short name is called by its price's label.
    expect(within(table).getByRole('radio', { name: 'Mega Bot $398/month' })).toBeInTheDocument();
    const contacts = within(table).getByRole('row', { name: /Contacts/ });
    expect(contacts).toHaveTextContent('50010,000Unlimited');
    expect(within(table).getByRole('row', { name: /Churn warnings/ })).toHaveTextContent(
      'Not included',
    );
  });

  it("words the brand's plan copy keys and formats counts in the visitor's language", async () => {
    await showLanguage('de');
    api.json.get.mockResolvedValue(
      envelope([
        {
          type: 'monthly',
          displayName: 'plans.groups.monthly',
          plans: [
            {
              ...GROUPS[0]!.plans[0]!,
              features: [
                feature('plans.features.contacts', true, 10000),
                feature('plans.features.aiCampaigns', true, 'plans.limits.unlimited'),
              ],
            },
          ],
        },
      ]),
    );
    renderPayment();
    const table = await screen.findByRole('table', { name: /Monatlich/ });
    expect(within(table).getByRole('row', { name: /Kontakte/ })).toHaveTextContent('10.000');
    expect(within(table).getByRole('row', { name: /KI-Kampagnen/ })).toHaveTextContent(
      'Unbegrenzt',
    );
  });

  it('switches to the yearly plans, priced per year', async () => {
    api.json.get.mockResolvedValue(envelope(GROUPS));
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    const table = screen.getByRole('table', { name: 'Yearly plans' });
    expect(within(table).getByRole('radio', { name: 'Byte Bot $80/year' })).toBeInTheDocument();
  });

  it('says when no plans are configured', async () => {
    api.json.get.mockResolvedValue(envelope([]));
    renderPayment();
    expect(
      await screen.findByText('No available plans configured for this app.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the plans cannot be fetched", async () => {
    api.json.get.mockResolvedValue({ data: { err: true, msg: 'Plans are offline', data: null } });
    renderPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Plans are offline');
  });

  it("falls back to the reply's message, then to 'Something went wrong!'", async () => {
    api.json.get.mockRejectedValueOnce(new Error('socket hang up'));
    renderPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('asks for a plan before paying', async () => {
    api.json.get.mockResolvedValue(envelope(GROUPS));
    const { onSubmit } = renderPayment();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('*Please choose a plan to proceed with the payment.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("chooses a plan with its type and remembers it for the 'Due today' panel", async () => {
    api.json.get.mockResolvedValue(envelope(GROUPS));
    const { store, onSubmit } = renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Kilo Bot $98/month' }));
    expect(store.get(storedPlanIdAtom)).toBe('kilo_monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { planId: 'kilo_monthly', planType: 'monthly' },
        {
          planId: {},
          planType: {},
        },
      ),
    );
  });

  it("counts the brand's default plan as chosen: it is checked, and Next pays for it", async () => {
    api.json.get.mockResolvedValue(envelope(GROUPS));
    const store = createStore();
    // initialConfigOf's default plan is kilo_monthly.
    store.set(initialConfigAtom, { status: 'ready', config: initialConfigOf() });
    const { onSubmit } = renderPayment(null, store);
    expect(await screen.findByRole('radio', { name: 'Kilo Bot $98/month' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { planId: 'kilo_monthly', planType: 'monthly' },
        {
          planId: {},
          planType: {},
        },
      ),
    );
    expect(screen.queryByText('*Please choose a plan to proceed with the payment.')).toBeNull();
  });

  it('chooses again the plan the user chose before', async () => {
    api.json.get.mockResolvedValue(envelope(GROUPS));
    const { data } = renderPayment({ planId: 'kilo_monthly', price: 98, type: 'monthly' });
    expect(await screen.findByRole('radio', { name: 'Kilo Bot $98/month' })).toBeChecked();
    expect(data()).toEqual({ planId: 'kilo_monthly', planType: 'monthly' });
  });
});

describe('confirm and pay', () => {
  const request = {
    step: { name: 'payment', schema: 'payment.json', progress: 90 },
    userData: userDataWith(),
  };

  it('posts the plan and sends the browser to the checkout URL', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api.json.post.mockResolvedValue(envelope({ url: 'https://pay.example/checkout/1' }));
    void processPaymentAction({
      ...request,
      values: { planId: 'byte_yearly', planType: 'yearly' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(api.json.post).toHaveBeenCalledWith('/user/processPayment', {
      planId: 'byte_yearly',
      planType: 'yearly',
    });
    vi.unstubAllGlobals();
  });

  it('fails without a checkout URL', async () => {
    api.json.post.mockResolvedValue(envelope({ url: '' }));
    await expect(
      processPaymentAction({ ...request, values: { planId: 'byte_monthly', planType: 'monthly' } }),
    ).rejects.toThrow('Something went wrong!');
  });

  it("fails with the server's message", async () => {
    api.json.post.mockResolvedValue({ data: { err: true, msg: 'Card declined', data: null } });
    await expect(
      processPaymentAction({ ...request, values: { planId: 'byte_monthly', planType: 'monthly' } }),
    ).rejects.toThrow('Card declined');
  });
});
