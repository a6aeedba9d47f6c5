import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { TrainingProgress } from '../../../src/engine/react/TrainingProgress';
import { userDataWith } from './harness';

describe('the training-progress panel', () => {
  it('is not shown without custom questions or a knowledge base', () => {
    const { container } = render(<TrainingProgress userData={userDataWith()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows both tasks at their fixed values once there are custom questions', () => {
    render(
      <TrainingProgress
        userData={userDataWith({
          customQuestions: [{ id: 'q1', questionTitle: 'Q', questionValue: 'A' }],
        })}
      />,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Training bot on custom Q/A...' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(
      screen.getByRole('progressbar', { name: 'Training bot on your help center...' }),
    ).toHaveAttribute('aria-valuenow', '68');
    expect(screen.getByText('25% Complete')).toBeInTheDocument();
    expect(screen.getByText('68% Complete')).toBeInTheDocument();
  });

  it('is shown once there is a knowledge base URL', () => {
    render(
      <TrainingProgress userData={userDataWith({ knowledgebaseURL: 'https://help.a.example' })} />,
    );
    expect(screen.getByRole('region', { name: 'Bot training' })).toBeInTheDocument();
  });
});
