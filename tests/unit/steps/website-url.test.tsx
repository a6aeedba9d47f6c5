import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingUserData } from '../../../shared/contract';
import { ApiCallError } from '../../../src/api/errors';
import { REQUIREMENTS, renderStep } from './renderStep';

vi.mock('../../../src/api/user', () => ({
  getUserData: vi.fn(),
  updateUserData: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const { updateUserData } = await import('../../../src/api/user');

const FEATURES = { ...REQUIREMENTS, websiteStep: 'features' as const };
const SAVED = {
  stepName: 'brand_setup',
  websiteUrl: 'https://acme.example',
  websiteDescription: 'Newsletters',
  primaryFeatures: ['email_marketing'],
};

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const field = (name: RegExp) => screen.findByRole('textbox', { name });
const featureNames = () =>
  within(screen.getByRole('group', { name: /Primary features/ }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

afterEach(() => vi.mocked(updateUserData).mockReset());

describe('the website step, requirements variant (default)', () => {
  it('offers the requirements list of primary features', async () => {
    renderStep('website_url');
    await field(/Website URL/);
    expect(featureNames()).toEqual([
      'Email marketing',
      'Email campaigns based on website behavior',
      'Sales or cold emails',
      'Sales follow ups',
      'Other',
    ]);
  });

  it('asks for the website, the description and a primary feature', async () => {
    renderStep('website_url');
    await field(/Website URL/);
    await next();
    expect(await screen.findByText('Website URL is required.')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please select atleast one Primary Feature.')).toBeInTheDocument();
    expect(updateUserData).not.toHaveBeenCalled();
  });

  it('focuses the topmost field in error after Next', async () => {
    renderStep('website_url');
    await field(/Website URL/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    await next();
    await screen.findByText('A description is required to proceed.');
    expect(screen.getByRole('textbox', { name: /Website URL/ })).toHaveFocus();
  });

  it('wants a valid website URL, and a valid blog URL when one is given', async () => {
    renderStep('website_url');
    await userEvent.type(await field(/Website URL/), 'acme dot com');
    await userEvent.type(await field(/Blog page URL/), 'blog');
    await next();
    expect(await screen.findAllByText('Ensure it’s a valid URL.')).toHaveLength(2);
  });

  it("asks for a description when 'Other' is ticked, and only then shows the box", async () => {
    renderStep('website_url', { userData: SAVED });
    await field(/Website URL/);
    expect(screen.queryByRole('textbox', { name: /Describe what else you need/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    const box = await field(/Describe what else you need/);
    await next();
    expect(await screen.findByText('A description is required to proceed.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it("sends the description of 'Other' only while Other is ticked, otherwise null", async () => {
    vi.mocked(updateUserData).mockResolvedValue({
      stepName: 'personalizing_loader',
    } as OnboardingUserData);
    renderStep('website_url', {
      userData: {
        ...SAVED,
        primaryFeatures: ['email_marketing', 'other'],
        featureDescription: 'SMS',
      },
    });
    expect(await field(/Describe what else you need/)).toHaveValue('SMS');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    await next();
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith('website_url', {
        websiteUrl: 'https://acme.example',
        blogUrl: null,
        promoCode: null,
        websiteDescription: 'Newsletters',
        primaryFeatures: ['email_marketing'],
        featureDescription: null,
      }),
    );
  });

  it('trims the promo code', async () => {
    vi.mocked(updateUserData).mockResolvedValue({
      stepName: 'personalizing_loader',
    } as OnboardingUserData);
    renderStep('website_url', { userData: SAVED });
    await userEvent.type(await field(/Promo code/), '  SPRING24  ');
    await next();
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith(
        'website_url',
        expect.objectContaining({ promoCode: 'SPRING24' }),
      ),
    );
  });

  it('shows a refused promo code under the promo input, marked as invalid', async () => {
    vi.mocked(updateUserData).mockRejectedValue(
      new ApiCallError('This promo code is not valid.', 'promo_code_invalid', 400),
    );
    const { onDone } = renderStep('website_url', { userData: SAVED });
    const promo = await field(/Promo code/);
    await userEvent.type(promo, 'NOPE');
    await next();
    expect(await screen.findByText('This promo code is not valid.')).toBeInTheDocument();
    expect(promo).toHaveAttribute('aria-invalid', 'true');
    expect(promo).toHaveAccessibleDescription('This promo code is not valid.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("goes to the server's stepName after saving", async () => {
    const saved = { stepName: 'personalizing_loader' } as OnboardingUserData;
    vi.mocked(updateUserData).mockResolvedValue(saved);
    const { onDone } = renderStep('website_url', { userData: SAVED });
    await userEvent.type(await field(/Blog page URL/), 'https://acme.example/blog');
    await next();
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('server', 'personalizing_loader', saved),
    );
  });

  it('goes on without a call when nothing changed: to brand_setup, or to the loader while it runs', async () => {
    const { onDone } = renderStep('website_url', { userData: SAVED });
    await field(/Website URL/);
    await next();
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        { step: 'brand_setup', unlessStoredIn: ['personalizing_loader'] },
        'brand_setup',
        undefined,
      ),
    );
    expect(updateUserData).not.toHaveBeenCalled();
  });
});

describe('the website step, features variant (Beacon)', () => {
  it('offers the website-step list of primary features', async () => {
    renderStep('website_url', { variants: FEATURES });
    await field(/Website URL/);
    expect(featureNames()).toEqual([
      'Lead generation',
      'Enrichment',
      'LinkedIn automation',
      'Sales or cold emails',
      'Sales follow ups',
      'Other',
    ]);
  });

  it('keeps a saved feature of the other list visible rather than dropping it silently', async () => {
    renderStep('website_url', { variants: FEATURES, userData: SAVED });
    await field(/Website URL/);
    expect(screen.getByRole('checkbox', { name: 'Email marketing' })).toBeChecked();
  });

  it('saves the chosen features', async () => {
    vi.mocked(updateUserData).mockResolvedValue({
      stepName: 'personalizing_loader',
    } as OnboardingUserData);
    renderStep('website_url', { variants: FEATURES });
    await userEvent.type(await field(/Website URL/), 'https://beacon-client.example');
    await userEvent.type(await field(/Describe your requirements/), 'Find leads');
    await userEvent.click(screen.getByRole('checkbox', { name: 'LinkedIn automation' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lead generation' }));
    await next();
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith(
        'website_url',
        expect.objectContaining({
          primaryFeatures: ['lead_generation', 'linked_in_automation'],
          featureDescription: null,
        }),
      ),
    );
  });
});
