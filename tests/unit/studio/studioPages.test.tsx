import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../shared/contract';
import { ApiCallError } from '../../../src/api/errors';
import type { StudioApi } from '../../../src/studio/studioApi';
import { StudioDataPage } from '../../../src/studio/StudioDataPage';
import { StudioPageShell } from '../../../src/studio/StudioPageShell';
import { useStudioPageData } from '../../../src/studio/useStudioPageData';
import '../../../src/i18n';
import en from '../../../brands/default/locales/en.json';

const api = { me: () => Promise.resolve({ email: 'ops@example.com' }) } as unknown as StudioApi;

/** A page as the operators' and experiments' pages are made: the shell, its data, a status. */
function Page({ fetchData }: { fetchData: (api: StudioApi) => Promise<string[]> }) {
  const { page, reload } = useStudioPageData(api, fetchData);
  return (
    <StudioDataPage api={api} onSignOut={vi.fn()} status="Saved" page={page} onRetry={reload}>
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </StudioDataPage>
  );
}

/** A page as the API keys', webhooks' and workspaces' pages are made: a first card, then a change's refusal. */
function ChangingPage({ error }: { error: Message | null }) {
  const { page, reload } = useStudioPageData(api, () => Promise.resolve(['first']));
  return (
    <StudioDataPage
      api={api}
      onSignOut={vi.fn()}
      status=""
      page={page}
      onRetry={reload}
      error={error}
      lead={() => <section aria-label="Add one">form</section>}
    >
      {(names) => <section aria-label="The list">{names.join()}</section>}
    </StudioDataPage>
  );
}

const shown = (element: React.ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('the Studio page shell, and a page of fetched data in it', () => {
  it('has the header, the polite status line and main, busy until the data is there', async () => {
    let answer!: (names: string[]) => void;
    const fetchData = () => new Promise<string[]>((resolve) => (answer = resolve));
    shown(<Page fetchData={fetchData} />);
    expect(screen.getByRole('heading', { level: 1, name: en['studio.title'] })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(en['studio.loading'])).toBeVisible();
    answer(['first', 'second']);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(en['studio.loading'])).toBeNull();
  });

  it('says what failed with Retry, and Retry fetches again', async () => {
    const fetchData = vi
      .fn<(api: StudioApi) => Promise<string[]>>()
      .mockRejectedValueOnce(
        new ApiCallError('nope', 'experiment_not_found', 404, null, {
          id: 'errors.experimentNotFound',
        }),
      )
      .mockResolvedValueOnce(['again']);
    shown(<Page fetchData={fetchData} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      (en as Record<string, string>)['errors.experimentNotFound']!,
    );
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
    expect(await screen.findByText('again')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchData).toHaveBeenCalledTimes(2);
  });

  it("says a change's refusal in an alert region under the first card, there empty before", async () => {
    const view = shown(<ChangingPage error={null} />);
    const lead = await screen.findByRole('region', { name: 'Add one' });
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    expect(lead.nextElementSibling).toBe(alert);
    expect(alert.nextElementSibling).toBe(screen.getByRole('region', { name: 'The list' }));
    view.rerender(
      <MemoryRouter>
        <ChangingPage error={{ id: 'errors.experimentNotFound' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent((en as Record<string, string>)['errors.experimentNotFound']!);
  });

  it('has no alert region for a page that changes nothing', async () => {
    shown(<Page fetchData={() => Promise.resolve(['first'])} />);
    expect(await screen.findByText('first')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no status line for a page that announces nothing', () => {
    shown(
      <StudioPageShell api={api} onSignOut={vi.fn()} busy={false}>
        <p>content</p>
      </StudioPageShell>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });
});
