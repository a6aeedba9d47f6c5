import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InviteForm } from '../../../../src/studio/operators/InviteForm';
import '../../../../src/i18n';
import en from '../../../../brands/default/locales/en.json';

const copy = en as Record<string, string>;

describe('InviteForm', () => {
  it('asks the language of the mail when the brand has several, the admin’s own first', async () => {
    const user = userEvent.setup();
    const onInvite = vi.fn().mockResolvedValue(undefined);
    render(<InviteForm languages={['en', 'de', 'ar']} onInvite={onInvite} />);
    const language = screen.getByRole('combobox', { name: copy['studio.operators.language'] });
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await user.type(screen.getByLabelText(copy['studio.operators.email']!), 'ada@onramp.test');
    await user.selectOptions(screen.getByLabelText(copy['studio.operators.role']!), 'publisher');
    await user.selectOptions(language, 'de');
    await user.click(screen.getByRole('button', { name: copy['studio.operators.invite'] }));
    expect(onInvite).toHaveBeenCalledWith('ada@onramp.test', 'publisher', 'de');
  });

  it('asks nothing of a brand with one language, and the mail goes in it', async () => {
    const user = userEvent.setup();
    const onInvite = vi.fn().mockResolvedValue(undefined);
    render(<InviteForm languages={['es']} onInvite={onInvite} />);
    expect(screen.queryByRole('combobox', { name: copy['studio.operators.language'] })).toBeNull();
    await user.type(screen.getByLabelText(copy['studio.operators.email']!), 'ada@onramp.test');
    await user.click(screen.getByRole('button', { name: copy['studio.operators.invite'] }));
    expect(onInvite).toHaveBeenCalledWith('ada@onramp.test', 'editor', 'es');
  });
});
