import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { loadStep, StepHarness, userDataWith } from './harness';

let ready: ReadySchema;
beforeAll(async () => {
  ready = await loadStep('import_knowledge_base');
});

afterEach(() => vi.useRealTimers());

const SAVED = 'https://help.acme.example';

function renderStep(formData: Record<string, unknown> = {}, saved: string | null = null) {
  const onSubmit = vi.fn();
  render(
    <StepHarness
      ready={ready}
      formData={formData}
      userData={userDataWith({ knowledgebaseURL: saved })}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ knowledgebaseURL: SAVED }));
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
});
