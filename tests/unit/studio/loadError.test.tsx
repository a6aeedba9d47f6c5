import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StudioLoadError } from '../../../src/studio/StudioLoadError';
import '../../../src/i18n';
import en from '../../../brands/default/locales/en.json';

const message = { id: 'errors.experimentNotFound' };

describe('the Studio load error', () => {
  it('says what went wrong and tries again on Retry', async () => {
    const onRetry = vi.fn();
    render(<StudioLoadError message={message} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      (en as Record<string, string>)['errors.experimentNotFound']!,
    );
    await userEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers the action it is given instead of Retry', () => {
    render(
      <StudioLoadError
        message={message}
        onRetry={vi.fn()}
        action={<a href="/studio">Sign in</a>}
      />,
    );
    expect(screen.queryByRole('button', { name: en['app.retry'] })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
