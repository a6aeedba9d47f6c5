import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** How many of the next downloads of each part fail (offline for a moment). */
const failures = { loginView: 0, forgotPasswordView: 0, restOfCopy: 0, wizard: 0 };

function download<T>(part: keyof typeof failures, module: () => T | Promise<T>): T | Promise<T> {
  if (failures[part] > 0) {
    failures[part]--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return module();
}

/**
 * Stand-ins for the screens (the shell and the routes are under test, not the screens' forms),
 * mocked afresh for each page: a module mocked once is kept, so it would not fail a second time.
 */
function mockDownloads() {
  vi.doMock('../../src/app/views/LoginView', () =>
    download('loginView', () => ({ default: () => <h1>Log in</h1> })),
  );
  vi.doMock('../../src/app/views/ForgotPasswordView', () =>
    download('forgotPasswordView', async () => {
      const { useTranslation } = await import('react-i18next');
      // Copy of the rest: shown as its key until the rest of the copy is here.
      const ForgotPasswordView = () => <h1>{useTranslation().t('auth.forgotPassword.title')}</h1>;
      return { default: ForgotPasswordView };
    }),
  );
  vi.doMock('../../src/app/WizardRoute', () =>
    download('wizard', () => ({ WizardRoute: () => <h1>A wizard step</h1> })),
  );
  vi.doMock('virtual:onramp/default-english-beyond-start', (importOriginal) =>
    download('restOfCopy', () => importOriginal<{ default: Record<string, string> }>()),
  );
}

const MESSAGE = 'We could not load this part of the page. Check your connection and try again.';

function GoToLogin() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/login')}>
      Go to login
    </button>
  );
}

/**
 * A page as it starts, with none of its screens or the rest of its copy downloaded yet (the unit
 * tests' setup loaded the rest into the modules imported before this).
 */
async function freshPage() {
  vi.resetModules();
  mockDownloads();
  const [{ AuthShell }, { AppRoutes }] = await Promise.all([
    import('../../src/app/AuthShell'),
    import('../../src/app/App'),
  ]);
  return { AuthShell, AppRoutes };
}

async function showAt(path: string, shell: 'auth' | 'routes' = 'auth') {
  const { AuthShell, AppRoutes } = await freshPage();
  render(
    <MemoryRouter initialEntries={[path]}>
      {shell === 'auth' ? <AuthShell /> : <AppRoutes />}
      <GoToLogin />
    </MemoryRouter>,
  );
}

const tryAgain = () => userEvent.click(screen.getByRole('button', { name: 'Try again' }));

beforeEach(() => {
  for (const part of Object.keys(failures) as (keyof typeof failures)[]) failures[part] = 0;
});

describe('a screen that could not be downloaded', () => {
  it('leaves the auth shell standing, says so, and shows the view once tried again', async () => {
    failures.loginView = 1;
    await showAt('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));

    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is tried again when the rest of the copy a later view waits for is what failed', async () => {
    failures.restOfCopy = 1;
    await showAt('/forget-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);

    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('is not said any more once the visitor goes elsewhere', async () => {
    failures.forgotPasswordView = 1;
    await showAt('/forget-password');
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Go to login' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is tried again on the routes beyond the auth shell too, such as a wizard step', async () => {
    failures.wizard = 1;
    await showAt('/signup/business_category', 'routes');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);

    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'A wizard step' })).toBeInTheDocument();
  });
});
