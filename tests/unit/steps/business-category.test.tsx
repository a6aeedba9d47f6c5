import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingUserData } from '../../../shared/contract';
import { ApiCallError } from '../../../src/api/errors';
import { renderStep } from './renderStep';
import { showEnglish, showLanguage } from './showLanguage';

vi.mock('../../../src/api/user', () => ({
  getUserData: vi.fn(),
  updateUserData: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const { updateUserData } = await import('../../../src/api/user');

afterEach(showEnglish);
afterEach(() => vi.mocked(updateUserData).mockReset());

describe('the business category step', () => {
  it("names the categories in the visitor's language and saves the same values", async () => {
    await showLanguage('de');
    vi.mocked(updateUserData).mockResolvedValue({ stepName: 'campaign_usecase' } as never);
    renderStep('business_category');
    await userEvent.click(await screen.findByRole('radio', { name: 'Finanzdienstleistungen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(vi.mocked(updateUserData).mock.calls[0]?.[1]).toMatchObject({
        businessCategory: { name: 'Financial Services' },
      }),
    );
  });

  it('names its choice group for screen readers and marks it required', async () => {
    renderStep('business_category');
    const group = await screen.findByRole('radiogroup', { name: 'Category' });
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  it('keeps a known category the server set that is not offered, such as Technical Services', async () => {
    renderStep('business_category', {
      userData: { businessCategory: { name: 'Technical Services', description: null } },
    });
    expect(await screen.findByRole('radio', { name: 'Technical Services' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Technical Services' }));
    expect(screen.getByRole('radio', { name: 'Technical Services' })).toBeChecked();
  });

  it('marks a missing category and a blank Other description with a border only', async () => {
    renderStep('business_category');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    // The first submit waits for the form's checks to load (SchemaForm), then is judged.
    await waitFor(() =>
      expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Describe your business/ }),
      '   ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(updateUserData).not.toHaveBeenCalled();
  });

  it('saves the category and goes on', async () => {
    vi.mocked(updateUserData).mockResolvedValue({
      stepName: 'email_verification',
    } as OnboardingUserData);
    const { onDone } = renderStep('business_category');
    await userEvent.click(await screen.findByRole('radio', { name: 'SaaS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith('business_category', {
        businessCategory: { name: 'SaaS' },
      }),
    );
    expect(onDone).toHaveBeenCalled();
  });

  it("shows 'Something went wrong!' inline when a failed save carries no message", async () => {
    vi.mocked(updateUserData).mockRejectedValue(new ApiCallError('', 'internal_error', 500));
    const { onDone } = renderStep('business_category');
    await userEvent.click(await screen.findByRole('radio', { name: 'SaaS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('moves on without a call when category and description are unchanged', async () => {
    const { onDone } = renderStep('business_category', {
      userData: { businessCategory: { name: 'SaaS', description: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(updateUserData).not.toHaveBeenCalled();
  });
});
