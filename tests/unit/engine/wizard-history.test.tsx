import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { WizardRoute } from '../../../src/app/WizardRoute';
import { initialConfigAtom } from '../../../src/state/config';
import { sessionAtom } from '../../../src/state/session';
import { initialConfigOf, REQUIREMENTS } from '../steps/renderStep';
import { envelope, userDataWith } from '../steps/harness';

const api = vi.hoisted(() => ({
  json: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
  multipart: { post: vi.fn() },
}));
vi.mock('../../../src/api/http', () => ({ api }));

const KB_URL = 'https://help.acme.example';

const config = initialConfigOf({
  id: 'beacon',
  flow: 'assisted',
  hideSteps: [],
  variants: REQUIREMENTS,
  locales: ['en'],
});

/** The browser's Back button, and where the wizard is. */
function HistoryProbe() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
      <span data-testid="location">{useLocation().pathname}</span>
    </>
  );
}

function showWizard(entries: string[]) {
  const store = createStore();
  store.set(initialConfigAtom, { status: 'ready', config });
  store.set(sessionAtom, { signupToken: 't', authHeaderName: 'x-token', sessionIdentifier: 's' });
  api.json.post.mockImplementation(async (url: string, body: Record<string, unknown>) => {
    if (url === '/user/getUserData') {
      return envelope(
        userDataWith({
          stepName: 'import_knowledge_base',
          businessCategory: { name: 'SaaS', description: '' },
        }),
      );
    }
    if (url === '/user/updateStep') return envelope({ knowledgebaseURL: body.knowledgebaseURL });
    throw new Error(`unexpected POST ${url}`);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/signup/:activeStepName" element={<WizardRoute />} />
        </Routes>
        <HistoryProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  api.json.post.mockReset();
});

describe('the wizard and the browser history', () => {
  it('adds no history entry when a save keeps the user on the same step', async () => {
    showWizard(['/signup/stages', '/signup/import_knowledge_base']);
    await userEvent.type(await screen.findByLabelText(/knowledge base URL/), KB_URL);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Importing your knowledge base…')).toBeInTheDocument();
    expect(location()).toBe('/signup/import_knowledge_base');

    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(location()).toBe('/signup/stages');
  });

  it('still adds one entry when Next moves on to another step', async () => {
    showWizard(['/signup/stages', '/signup/import_knowledge_base']);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(location()).toBe('/signup/train_bot');

    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(location()).toBe('/signup/import_knowledge_base');
  });
});
