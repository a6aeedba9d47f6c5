import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from './loadStepForm';

describe('the team size step', () => {
  it('names its role choices for screen readers and says when none is picked', async () => {
    const { onSubmit } = await renderStepForm('team_size', { teamSize: 5 });
    const roles = screen.getByRole('radiogroup', { name: 'Your role' });
    expect(roles).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
