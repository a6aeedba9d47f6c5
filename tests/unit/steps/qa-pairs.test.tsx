import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { canAddPair, isCompletePair, isIncompletePair } from '../../../renderers/fields/qaPairs';
import { questionsPayload } from '../../../src/app/submit/updateStep';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { loadStep, StepHarness, userDataWith } from './harness';

let ready: ReadySchema;
beforeAll(async () => {
  ready = await loadStep('train_bot');
});

const saved = [
  { id: 'q1', questionTitle: 'Do you ship abroad?', questionValue: 'Yes, worldwide.' },
  { id: 'q2', questionTitle: 'Refunds?', questionValue: 'Within 30 days.' },
];

function renderStep(
  formData: Record<string, unknown> = {},
  stored: typeof saved = [],
  busy = false,
) {
  const onSubmit = vi.fn();
  let latest = formData;
  render(
    <StepHarness
      ready={ready}
      formData={formData}
      busy={busy}
      userData={userDataWith({ customQuestions: stored })}
      onSubmit={onSubmit}
      onData={(d) => (latest = d)}
    />,
  );
  return { onSubmit, data: () => latest };
}

const question = () => screen.getByLabelText('Question');
const answer = () => screen.getByLabelText('Answer');

describe('the question/answer rules', () => {
  it('calls a pair with only one part filled incomplete', () => {
    expect(isIncompletePair({ questionTitle: 'Q', questionValue: ' ' })).toBe(true);
    expect(isIncompletePair({ questionValue: 'A' })).toBe(true);
    expect(isIncompletePair({ questionTitle: '', questionValue: '' })).toBe(false);
    expect(isCompletePair({ questionTitle: 'Q', questionValue: 'A' })).toBe(true);
  });

  it('allows adding only when every pair is complete', () => {
    expect(canAddPair([{ questionTitle: 'Q', questionValue: 'A' }])).toBe(true);
    expect(canAddPair([{ questionTitle: 'Q', questionValue: 'A' }, {}])).toBe(false);
  });

  it('drops fully empty pairs on save and sends their ids as removed', () => {
    expect(
      questionsPayload(
        [
          { id: 'q1', questionTitle: ' Do you ship abroad? ', questionValue: 'Yes' },
          { id: 'q2', questionTitle: '', questionValue: '  ' },
          { questionTitle: 'New?', questionValue: 'Yes' },
          { questionTitle: '', questionValue: '' },
        ],
        saved,
      ),
    ).toEqual({
      customQuestions: [
        { id: 'q1', questionTitle: 'Do you ship abroad?', questionValue: 'Yes' },
        { questionTitle: 'New?', questionValue: 'Yes' },
      ],
      removedQuestionIds: ['q2'],
    });
  });
});

describe('the training step', () => {
  it('asks for at least one question and answer before Next', async () => {
    const { onSubmit } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please add atleast 1 question and answer to proceed'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not count a pair with only a question', async () => {
    const { onSubmit } = renderStep();
    await userEvent.type(question(), 'Do you ship abroad?');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please add atleast 1 question and answer to proceed'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please fill in both the question and the answer.'),
    ).toBeInTheDocument();
    expect(answer()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses to add a pair while one is incomplete', async () => {
    renderStep();
    await userEvent.type(answer(), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(
      await screen.findByText('Please fill all details to add a new question'),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 1')).toBeInTheDocument();
  });

  it('adds a pair when all are complete, and walks them with the arrows', async () => {
    const { data } = renderStep();
    await userEvent.type(question(), 'Do you ship abroad?');
    await userEvent.type(answer(), 'Yes.');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(question()).toHaveValue('');
    await userEvent.type(question(), 'Refunds?');
    await userEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(question()).toHaveValue('Do you ship abroad?');
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(question()).toHaveValue('Refunds?');
    expect(data().customQuestions).toEqual([
      { questionTitle: 'Do you ship abroad?', questionValue: 'Yes.' },
      { questionTitle: 'Refunds?', questionValue: '' },
    ]);
  });

  it('submits complete pairs', async () => {
    const { onSubmit } = renderStep();
    await userEvent.type(question(), 'Q?');
    await userEvent.type(answer(), 'A.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { customQuestions: [{ questionTitle: 'Q?', questionValue: 'A.' }] },
        { customQuestions: {} },
      ),
    );
  });

  it('shows success for the saved questions and hides it on any edit', async () => {
    renderStep({ customQuestions: saved }, saved);
    expect(screen.getByRole('status')).toHaveTextContent('Your bot is learning these answers');
    await userEvent.type(answer(), '!');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows loading while the questions are being saved', () => {
    renderStep({ customQuestions: saved }, saved, true);
    expect(screen.getByRole('status')).toHaveTextContent('Saving your questions…');
  });
});
