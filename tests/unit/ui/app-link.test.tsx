import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, AppNavLink } from '../../../src/ui/AppLink';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname} {useNavigationType()}
    </output>
  );
}

function showAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLink', () => {
  it('is a link with the real address and moves inside the app on a click', async () => {
    showAt('/signup', <AppLink to="/login">Log in</AppLink>);
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/login PUSH');
  });

  it('replaces the history entry when asked', async () => {
    showAt(
      '/signup/step_one',
      <AppLink to="/signup/step_two" replace>
        Next
      </AppLink>,
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/signup/step_two');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/signup/step_two REPLACE');
  });

  it('leaves a modified click, a new-tab target and a prevented click to the browser', () => {
    showAt(
      '/signup',
      <>
        <AppLink to="/login">Log in</AppLink>
        <AppLink to="/help" target="_blank">
          Help
        </AppLink>
        <AppLink to="/studio" onClick={(event) => event.preventDefault()}>
          Studio
        </AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    fireEvent.click(screen.getByRole('link', { name: 'Studio' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/signup POP');
  });
});

describe('AppNavLink', () => {
  it('marks only the link of the open address as the current page', () => {
    showAt(
      '/studio/funnels/',
      <nav>
        <AppNavLink to="/studio">Flow</AppNavLink>
        <AppNavLink to="/studio/funnels">Funnels</AppNavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Funnels' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Flow' })).not.toHaveAttribute('aria-current');
  });
});
