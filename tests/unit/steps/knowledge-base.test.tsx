import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KnowledgeBaseImportStatus } from '../../../shared/contract';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { loadStep, StepHarness, userDataWith } from './harness';

vi.mock('../../../src/api/user', () => ({ getUserData: vi.fn() }));
vi.mock('../../../src/api/onboardingSteps', () => ({ updateStep: vi.fn() }));
const { getUserData } = await import('../../../src/api/user');
const { updateStep } = await import('../../../src/api/onboardingSteps');

let ready: ReadySchema;
beforeAll(async () => {
  ready = await loadStep('import_knowledge_base');
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(getUserData).mockReset();
  vi.mocked(updateStep).mockReset();
});

const SAVED = 'https://help.acme.example';

function renderStep(
  formData: Record<string, unknown> = {},
  saved: string | null = null,
  knowledgebaseImportStatus: KnowledgeBaseImportStatus | null = null,
) {
  const onSubmit = vi.fn();
  vi.mocked(getUserData).mockResolvedValue(
    userDataWith({ knowledgebaseURL: saved, knowledgebaseImportStatus }),
  );
  render(
    <StepHarness
      ready={ready}
      formData={formData}
      userData={userDataWith({ knowledgebaseURL: saved, knowledgebaseImportStatus })}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const FAILED =
  'We could not import your knowledge base from this address. Check that the page is public and try again, or skip this step for now.';

const input = () => screen.getByLabelText(/Help center or knowledge base URL/);

describe('the knowledge base step', () => {
  it('asks for a valid URL when the box is empty', async () => {
    const onSubmit = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a valid URL when the text is not one', async () => {
    const onSubmit = renderStep();
    await userEvent.type(input(), 'help center');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid URL', async () => {
    const onSubmit = renderStep();
    await userEvent.type(input(), SAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ knowledgebaseURL: SAVED }, { knowledgebaseURL: {} }),
    );
  });

  it('shows no working state before the URL is saved', () => {
    renderStep({ knowledgebaseURL: SAVED });
    expect(screen.queryByText(/Importing your knowledge base/)).toBeNull();
  });

  it('once saved, rotates three working messages every 3 s', async () => {
    vi.useFakeTimers();
    renderStep({ knowledgebaseURL: SAVED }, SAVED);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Importing your knowledge base…');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(status).toHaveTextContent('Importing your knowledge base…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status).toHaveTextContent('Reading your help center articles…');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(status).toHaveTextContent('Teaching your bot the answers…');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(status).toHaveTextContent('Importing your knowledge base…');
  });

  it('leaves the working state as soon as the URL is edited', async () => {
    renderStep({ knowledgebaseURL: SAVED }, SAVED);
    expect(screen.getByRole('status')).toHaveTextContent('Importing');
    fireEvent.change(input(), { target: { value: `${SAVED}/docs` } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the import failed, instead of working on forever', async () => {
    renderStep({ knowledgebaseURL: SAVED }, SAVED, 'failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByText(/Importing your knowledge base/)).toBeNull();
    expect(getUserData).not.toHaveBeenCalled();
  });

  it('tries a failed import again by saving the same URL, and works on meanwhile', async () => {
    vi.mocked(updateStep).mockResolvedValue({
      knowledgebaseURL: SAVED,
      knowledgebaseImportStatus: 'importing',
    });
    renderStep({ knowledgebaseURL: SAVED }, SAVED, 'failed');
    vi.mocked(getUserData).mockResolvedValue(
      userDataWith({ knowledgebaseURL: SAVED, knowledgebaseImportStatus: 'importing' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(updateStep).toHaveBeenCalledWith({ knowledgebaseURL: SAVED });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Importing your knowledge base…'),
    );
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('asks the server every 5 s how the import goes, and says when it failed', async () => {
    vi.useFakeTimers();
    renderStep({ knowledgebaseURL: SAVED }, SAVED, 'importing');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getUserData).toHaveBeenCalledTimes(1);
    vi.mocked(getUserData).mockResolvedValue(
      userDataWith({ knowledgebaseURL: SAVED, knowledgebaseImportStatus: 'failed' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(getUserData).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getUserData).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(getUserData).toHaveBeenCalledTimes(2);
  });

  it('says when the knowledge base is imported', async () => {
    renderStep({ knowledgebaseURL: SAVED }, SAVED, 'imported');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your knowledge base is imported: your bot can answer from it.',
    );
  });
});
