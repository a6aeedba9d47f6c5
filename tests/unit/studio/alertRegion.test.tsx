import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../brands/default/locales/en.json';
import { AlertRegion } from '../../../src/studio/AlertRegion';
import '../../../src/i18n';

describe('AlertRegion', () => {
  it('is there, empty, before a refusal, then says it with what it offers besides', () => {
    const { rerender } = render(<AlertRegion message={null} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(
      <AlertRegion message={{ id: 'errors.roleForbidden' }}>
        <button type="button">Load the live version</button>
      </AlertRegion>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en['errors.roleForbidden']);
    expect(alert.querySelector('.studio-alert')).toHaveTextContent(en['errors.roleForbidden']);
    expect(screen.getByRole('button', { name: 'Load the live version' })).toBeVisible();
  });
});
