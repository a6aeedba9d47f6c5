import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stage } from '../../../shared/contract';
import { ApiCallError } from '../../../src/api/errors';
import { renderStepForm } from './loadStepForm';
import { renderStep } from './renderStep';
import { showEnglish, showLanguage } from './showLanguage';

vi.mock('../../../src/api/user', () => ({
  getUserData: vi.fn(),
  updateUserData: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const { updateUserData } = await import('../../../src/api/user');

const SAAS = { businessCategory: { name: 'SaaS', description: null } };
const stages = (...list: [string, number][]): Stage[] =>
  list.map(([name, duration]) => ({ name, duration }));
const names = () =>
  screen
    .getAllByRole('textbox', { name: /Name of stage/ })
    .map((i) => (i as HTMLInputElement).value);
const lastChange = (spy: { mock: { calls: [Record<string, unknown>][] } }) =>
  spy.mock.calls.at(-1)?.[0].stages as Stage[] | undefined;

beforeAll(() => {
  // jsdom lays nothing out: each stage row gets a 60 px slot so dnd-kit can measure where rows are.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li.stage-row');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    const top = index * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 400,
      height: 50,
      right: 400,
      bottom: top + 50,
      toJSON: () => ({}),
    } as DOMRect;
  });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(updateUserData).mockReset();
});

describe('the stages step', () => {
  it('starts from the default stages of the business category when the user has none', async () => {
    const { onChange } = await renderStepForm('stages', {}, { userData: SAAS });
    await screen.findByRole('heading', { name: 'Journey stages' });
    expect(names()).toEqual(['Awareness', 'Free trial', 'Paid customer', 'Renewal', 'Fan']);
    await waitFor(() =>
      expect(lastChange(onChange)).toEqual(
        stages(
          ['Awareness', 0],
          ['Free trial', 9],
          ['Paid customer', 20],
          ['Renewal', 31],
          ['Fan', 60],
        ),
      ),
    );
  });

  it("shows 'Day 0' on the first stage and 'Approximately N days after' it on the others", async () => {
    await renderStepForm('stages', { stages: stages(['Lead', 0], ['Customer', 12]) });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Day 0')).toBeInTheDocument();
    expect(second).toHaveTextContent(/Approximately\s*−\s*\+\s*days after Lead/);
    expect(
      within(second!).getByRole('spinbutton', { name: 'Days after Lead for Customer' }),
    ).toHaveValue(12);
  });

  it('shows the timeline tooltip on focus, as the description of its button', async () => {
    await renderStepForm('stages', { stages: stages(['Lead', 0]) });
    const info = screen.getByRole('button', { name: 'About the timeline' });
    expect(info).toHaveAccessibleDescription('Timeline expectations do not have to be precise.');
    fireEvent.focus(info);
    expect(screen.getByRole('tooltip')).toHaveClass('info-tooltip__bubble--open');
    fireEvent.keyDown(info, { key: 'Escape' });
    expect(screen.getByRole('tooltip')).not.toHaveClass('info-tooltip__bubble--open');
  });

  it('applies typing only after the 200 ms input debounce', async () => {
    vi.useFakeTimers();
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12]),
    });
    onChange.mockClear();
    const name = screen.getByRole('textbox', { name: 'Name of stage 2' });
    fireEvent.change(name, { target: { value: 'Client' } });
    act(() => vi.advanceTimersByTime(199));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Client', 12]));
  });

  it('applies a pending edit at once when the input is left', async () => {
    vi.useFakeTimers();
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12]),
    });
    onChange.mockClear();
    const days = screen.getByRole('spinbutton', { name: /for Customer/ });
    fireEvent.change(days, { target: { value: '15' } });
    fireEvent.focusOut(days);
    act(() => vi.advanceTimersByTime(0));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Customer', 15]));
  });

  it('counts an emptied duration as 0', async () => {
    vi.useFakeTimers();
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12]),
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: /for Customer/ }), {
      target: { value: '' },
    });
    act(() => vi.advanceTimersByTime(200));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Customer', 0]));
  });

  it('steps a duration with the stepper buttons, never below 0', async () => {
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 1]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'One day more for Customer' }));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Customer', 2]));
    await userEvent.click(screen.getByRole('button', { name: 'One day fewer for Customer' }));
    await userEvent.click(screen.getByRole('button', { name: 'One day fewer for Customer' }));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Customer', 0]));
    expect(screen.getByRole('button', { name: 'One day fewer for Customer' })).toBeDisabled();
  });

  it("adds a stage at the previous stage's duration plus 2, and focuses its name", async () => {
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Customer', 12], ['', 14]));
    expect(screen.getByRole('textbox', { name: 'Name of stage 3' })).toHaveFocus();
  });

  it('disables Add while any stage name is blank', async () => {
    await renderStepForm('stages', { stages: stages(['Lead', 0], ['  ', 5]) });
    expect(screen.getByRole('button', { name: 'Add stage' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of stage 2' }), 'Won');
    expect(screen.getByRole('button', { name: 'Add stage' })).toBeEnabled();
  });

  it('deletes a stage; the new first stage is day 0', async () => {
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12], ['Fan', 30]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lead' }));
    expect(lastChange(onChange)).toEqual(stages(['Customer', 0], ['Fan', 30]));
    expect(names()).toEqual(['Customer', 'Fan']);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Day 0');
  });

  it('keeps the last stage: its delete button is disabled', async () => {
    await renderStepForm('stages', { stages: stages(['Lead', 0]) });
    expect(screen.getByRole('button', { name: 'Delete Lead' })).toBeDisabled();
  });

  it('marks a blank name and a negative duration with a red border and blocks saving', async () => {
    const { onSubmit } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['', 4], ['Fan', -3]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // A first submit is held until the form's checks have loaded.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name of stage 2' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('spinbutton', { name: /for Fan/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Name of stage 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    // Border only: no words for these two rules.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reorders stages with the keyboard and announces each move', async () => {
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12], ['Fan', 30]),
    });
    const handle = screen.getByRole('button', { name: 'Move Lead' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/press Space or Enter on its handle/);
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByText('Picked up Lead, stage 1 of 3.')).toBeInTheDocument(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByText('Lead moved to position 2 of 3.')).toBeInTheDocument(),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names()).toEqual(['Customer', 'Lead', 'Fan']));
    expect(screen.getByText('Lead dropped at position 2 of 3.')).toBeInTheDocument();
    // The stages move through the timeline; each position keeps its days.
    expect(lastChange(onChange)).toEqual(stages(['Customer', 0], ['Lead', 12], ['Fan', 30]));
  });

  it('keeps the days in order when a later stage is moved up by keyboard', async () => {
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12], ['Fan', 30]),
    });
    const handle = screen.getByRole('button', { name: 'Move Fan' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByText('Picked up Fan, stage 3 of 3.')).toBeInTheDocument(),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(screen.getByText('Fan moved to position 2 of 3.')).toBeInTheDocument(),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names()).toEqual(['Lead', 'Fan', 'Customer']));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Fan', 12], ['Customer', 30]));
  });

  it('blocks saving a stage with fewer days than the one before it, and says why', async () => {
    const { onSubmit } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12], ['Fan', 9]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each stage needs at least as many days as the stage before it.',
    );
    expect(screen.getByRole('spinbutton', { name: /for Fan/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('spinbutton', { name: /for Customer/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it("steps a stage's days down no further than the stage before it", async () => {
    const { onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Customer', 12], ['Fan', 13]),
    });
    const fewer = screen.getByRole('button', { name: 'One day fewer for Fan' });
    await userEvent.click(fewer);
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Customer', 12], ['Fan', 12]));
    expect(fewer).toBeDisabled();
  });

  it('blocks saving a stage past 3650 days, says why, and steps no further up than that', async () => {
    const { onSubmit, onChange } = await renderStepForm('stages', {
      stages: stages(['Lead', 0], ['Someday', 3650], ['Never', 3651]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A stage can start at most 3650 days (10 years) into the journey.',
    );
    expect(screen.getByRole('spinbutton', { name: /for Never/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const more = screen.getByRole('button', { name: 'One day more for Someday' });
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: /for Someday/ })).toHaveAttribute('max', '3650');
    await userEvent.click(screen.getByRole('button', { name: 'One day fewer for Never' }));
    expect(lastChange(onChange)).toEqual(stages(['Lead', 0], ['Someday', 3650], ['Never', 3650]));
  });

  it('saves the edited stages through the generic save and goes on', async () => {
    vi.mocked(updateUserData).mockResolvedValue({ stepName: 'website_url' } as never);
    const { onDone } = renderStep('stages', {
      userData: { ...SAAS, stepName: 'stages', stages: stages(['Lead', 0], ['Customer', 12]) },
    });
    const name = await screen.findByRole('textbox', { name: 'Name of stage 2' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Client');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(updateUserData).toHaveBeenCalledWith('stages', {
        stages: stages(['Lead', 0], ['Client', 12]),
      }),
    );
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's message for a stage, in the brand's words, and stays on the step", async () => {
    vi.mocked(updateUserData).mockRejectedValue(
      new ApiCallError(
        'The first stage is day 0: its duration must be 0.',
        'validation_failed',
        400,
        {
          errors: [{ path: '/stages/0/duration', message: 'validation.stages.firstDayZero' }],
        },
      ),
    );
    const { onDone } = renderStep('stages', {
      userData: { ...SAAS, stepName: 'stages', stages: stages(['Lead', 0], ['Customer', 12]) },
    });
    const name = await screen.findByRole('textbox', { name: 'Name of stage 2' });
    await userEvent.type(name, 's');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first stage starts the journey, so it is always day 0.',
    );
    expect(screen.queryByText(/validation\.stages/)).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('goes on without a call when nothing changed', async () => {
    const { onDone } = renderStep('stages', {
      userData: { ...SAAS, stepName: 'website_url', stages: stages(['Lead', 0], ['Customer', 12]) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(updateUserData).not.toHaveBeenCalled();
  });
});

describe('the stages step in another language', () => {
  afterEach(showEnglish);

  it('offers the default stages in the language shown, and saves them so', async () => {
    await showLanguage('de');
    const { onChange } = await renderStepForm('stages', {}, { userData: SAAS });
    await waitFor(() => expect(lastChange(onChange)?.[1]?.name).toBe('Kostenlose Testphase'));
    expect(
      screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Aufmerksamkeit', 'Kostenlose Testphase', 'Zahlender Kunde', 'Verlängerung', 'Fan']);
  });

  it('re-words untouched defaults when the language changes, and leaves edited stages alone', async () => {
    // The server words a user's defaults in English; they are still the untouched defaults.
    const defaults = stages(
      ['Awareness', 0],
      ['Free trial', 9],
      ['Paid customer', 20],
      ['Renewal', 31],
      ['Fan', 60],
    );
    const { onChange } = await renderStepForm('stages', { stages: defaults }, { userData: SAAS });
    await showLanguage('de');
    await waitFor(() => expect(lastChange(onChange)?.[0]?.name).toBe('Aufmerksamkeit'));

    const first = screen.getAllByRole('textbox')[0]!;
    await userEvent.clear(first);
    await userEvent.type(first, 'Lead');
    await showEnglish();
    expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('Lead');
    expect((screen.getAllByRole('textbox')[1] as HTMLInputElement).value).toBe(
      'Kostenlose Testphase',
    );
  });

  it('says "1 day" and "N days" as the language counts them', async () => {
    await showLanguage('de');
    await renderStepForm('stages', { stages: stages(['Lead', 0], ['Kunde', 1], ['Fan', 12]) });
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Tag 0')).toBeInTheDocument();
    expect(second).toHaveTextContent(/Tag nach Lead$/);
    expect(third).toHaveTextContent(/Tage nach Lead$/);
  });
});
