import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import type { OnboardingUserData } from '../../../shared/contract';
import type { FlowStep } from '../../../shared/flow/types';
import { AppStepView, WithConfig } from './renderStep';

const step: FlowStep = {
  name: 'team_size',
  schema: 'team_size.json',
  progress: 30,
  skippable: true,
};

function renderStep(overrides: Partial<FlowStep>) {
  render(
    <WithConfig>
      <MemoryRouter>
        <AppStepView
          step={{ ...step, ...overrides }}
          userData={{ userId: 'u1', stepName: 'team_size' } as OnboardingUserData}
          canGoBack
          onBack={vi.fn()}
          onDone={vi.fn()}
          onSkip={vi.fn()}
        />
      </MemoryRouter>
    </WithConfig>,
  );
}

describe('the step actions a flow entry asks for', () => {
  it('shows Back, Skip for now and Next by default', async () => {
    renderStep({});
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
  });

  it('hides every step button when the entry says "actions": false', async () => {
    renderStep({ actions: false });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
