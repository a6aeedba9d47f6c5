import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { announceEmailVerified } from '../../../src/state/emailVerifiedBroadcast';
import { renderStep, userDataOf } from './renderStep';

vi.mock('../../../src/api/user', () => ({
  getUserData: vi.fn(),
  updateUserData: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const { getUserData, resendVerificationEmail } = await import('../../../src/api/user');

const UNVERIFIED = {
  email: 'grace@example.com',
  isEmailVerified: false,
  stepName: 'email_verification',
};

// The step asks the server for the status as it opens: it is not verified unless a test says so.
beforeEach(() => {
  vi.mocked(getUserData).mockResolvedValue(userDataOf(UNVERIFIED));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(getUserData).mockReset();
  vi.mocked(resendVerificationEmail).mockReset();
});

describe('the verify-your-email step', () => {
  it("shows the user's address and offers to resend the mail", async () => {
    renderStep('email_verification', { userData: UNVERIFIED });
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification mail' })).toBeInTheDocument();
    expect(screen.queryByText('Email verified')).toBeNull();
  });

  it("says 'Verification mail sent!' for 2 s after a resend, in a live region", async () => {
    vi.mocked(resendVerificationEmail).mockResolvedValue();
    renderStep('email_verification', { userData: UNVERIFIED });
    const resend = await screen.findByRole('button', { name: 'Resend verification mail' });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(resend));
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Verification mail sent!');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Verification mail sent!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps focus on the resend button while the mail is sent, and sends it once however often pressed', async () => {
    let answer: () => void = () => undefined;
    vi.mocked(resendVerificationEmail).mockImplementation(
      () => new Promise<void>((resolve) => (answer = resolve)),
    );
    renderStep('email_verification', { userData: UNVERIFIED });
    const resend = await screen.findByRole('button', { name: 'Resend verification mail' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(resend).toHaveFocus();
    expect(resend).not.toHaveAttribute('aria-disabled');
  });

  it('ignores a failed resend silently', async () => {
    vi.mocked(resendVerificationEmail).mockRejectedValue(
      new ApiCallError('Too many requests', 'rate_limited', 429),
    );
    renderStep('email_verification', { userData: UNVERIFIED });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification mail' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend verification mail' })).toBeEnabled(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Email verified' once the address is verified", async () => {
    renderStep('email_verification', { userData: { ...UNVERIFIED, isEmailVerified: true } });
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification mail' })).toBeNull();
  });

  it('blocks Next while the address is not verified, after reading the status again', async () => {
    vi.mocked(getUserData).mockResolvedValue(userDataOf(UNVERIFIED));
    const { onDone } = renderStep('email_verification', { userData: UNVERIFIED });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please verify your email to continue: open the link we sent you.'),
    ).toBeInTheDocument();
    expect(getUserData).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('goes on when the mail link was opened in another tab', async () => {
    const fresh = userDataOf({
      ...UNVERIFIED,
      isEmailVerified: true,
      stepName: 'generate_campaign',
    });
    vi.mocked(getUserData).mockResolvedValue(fresh);
    const { onDone } = renderStep('email_verification', { userData: UNVERIFIED });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('following', 'generate_campaign', fresh),
    );
  });

  it('reads the status again when the person comes back to the tab', async () => {
    vi.mocked(getUserData)
      .mockResolvedValueOnce(userDataOf(UNVERIFIED))
      .mockResolvedValue(userDataOf({ ...UNVERIFIED, isEmailVerified: true }));
    renderStep('email_verification', { userData: UNVERIFIED });
    await screen.findByRole('button', { name: 'Resend verification mail' });
    await waitFor(() => expect(getUserData).toHaveBeenCalledTimes(1));
    // The field listens from an effect that may run a moment after the button shows (a busy
    // machine): the person comes back to the tab until it is heard.
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(screen.getByText('Email verified')).toBeInTheDocument();
    });
  });
});

describe('a verification elsewhere', () => {
  it('asks the server every 5 s while the address is not verified, and stops once it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(getUserData).mockResolvedValue(userDataOf(UNVERIFIED));
    renderStep('email_verification', { userData: UNVERIFIED });
    await screen.findByRole('button', { name: 'Resend verification mail' });
    await waitFor(() => expect(getUserData).toHaveBeenCalledTimes(1));

    // Opened on a phone: only the server knows.
    vi.mocked(getUserData).mockResolvedValue(userDataOf({ ...UNVERIFIED, isEmailVerified: true }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    const calls = vi.mocked(getUserData).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(getUserData).toHaveBeenCalledTimes(calls);
  });

  it('reads the status at once when another tab of this browser opened the link', async () => {
    vi.mocked(getUserData).mockResolvedValue(userDataOf(UNVERIFIED));
    renderStep('email_verification', { userData: UNVERIFIED });
    await screen.findByRole('button', { name: 'Resend verification mail' });
    await waitFor(() => expect(getUserData).toHaveBeenCalledTimes(1));

    vi.mocked(getUserData).mockResolvedValue(userDataOf({ ...UNVERIFIED, isEmailVerified: true }));
    announceEmailVerified();
    // Well before the next poll (5 s).
    expect(await screen.findByText('Email verified', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(getUserData).toHaveBeenCalledTimes(2);
  });
});

describe('the email-verified dialog (?success=true)', () => {
  it('opens as a modal dialog with focus inside, and Escape closes it', async () => {
    vi.mocked(getUserData).mockResolvedValue(userDataOf({ ...UNVERIFIED, isEmailVerified: true }));
    renderStep('email_verification', {
      userData: UNVERIFIED,
      url: '/signup/email_verification?success=true',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Email verified successfully!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    vi.mocked(getUserData).mockResolvedValue(userDataOf(UNVERIFIED));
    renderStep('email_verification', {
      userData: UNVERIFIED,
      url: '/signup/email_verification?success=true',
    });
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open without the parameter', async () => {
    renderStep('email_verification', { userData: UNVERIFIED });
    await screen.findByText('grace@example.com');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
