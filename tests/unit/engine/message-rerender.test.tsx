import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { ApiCallError } from '../../../src/api/errors';
import { renderStep } from '../steps/renderStep';

vi.mock('../../../src/api/user', () => ({
  getUserData: vi.fn(),
  updateUserData: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const { updateUserData } = await import('../../../src/api/user');

afterEach(async () => {
  vi.mocked(updateUserData).mockReset();
  await act(() => i18n.changeLanguage('en'));
});

describe("a failed save's message", () => {
  it('is kept as its msg_ref and translated as it renders, so a language switch re-renders it', async () => {
    i18n.addResource('en', 'translation', 'test.saveFailed', 'Could not save {{what}}.');
    i18n.addResource('fr', 'translation', 'test.saveFailed', "Impossible d'enregistrer {{what}}.");
    vi.mocked(updateUserData).mockRejectedValue(
      new ApiCallError('Could not save the category.', 'save_failed', 500, null, {
        id: 'test.saveFailed',
        params: { what: 'X' },
      }),
    );
    renderStep('business_category');
    await userEvent.click(await screen.findByRole('radio', { name: 'SaaS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save X.');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('alert')).toHaveTextContent("Impossible d'enregistrer X.");
  });

  it('without a msg_ref shows the words the server sent', async () => {
    vi.mocked(updateUserData).mockRejectedValue(
      new ApiCallError('The category service is down.', 'save_failed', 500),
    );
    renderStep('business_category');
    await userEvent.click(await screen.findByRole('radio', { name: 'SaaS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The category service is down.');
  });
});
