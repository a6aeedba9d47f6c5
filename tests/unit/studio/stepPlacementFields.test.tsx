import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { AddStepForm } from '../../../src/studio/AddStepForm';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { stepRowsOf } from '../../../src/studio/draft/flowSteps';
import { STEP_NAME_PATTERN } from '../../../src/studio/draft/stepTemplates';
import { ImportFormForm } from '../../../src/studio/ImportFormForm';
import { StepPlacementFields, type StepPlacement } from '../../../src/studio/StepPlacementFields';
import i18n from '../../../src/i18n';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);
const steps = stepRowsOf(draft);
const stepNames = steps.map((row) => row.name);
const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values);

/** The steps of the draft's flow, in order, once a form has added one. */
const flowOrder = (files: ConfigFileTexts) => stepRowsOf(files).map((row) => row.name);

/** Placement fields that hold what they are given and change nothing. */
const heldPlacement = (held: Partial<StepPlacement>): StepPlacement => ({
  name: '',
  setName: () => {},
  afterIndex: 0,
  setAfterIndex: () => {},
  suggestedProgress: 0,
  progressText: '0',
  setProgressText: () => {},
  progress: 0,
  clear: () => {},
  ...held,
});

describe("the Studio's step name and place fields", () => {
  it('name the step under the rule it must follow, and list the flow’s steps to put it after', () => {
    render(
      <form aria-label="a form">
        <StepPlacementFields
          id="f"
          placement={heldPlacement({
            name: 'my_step',
            afterIndex: 1,
            suggestedProgress: 70,
            progressText: '65',
            progress: 65,
          })}
          steps={[
            { name: 'first', progress: 10 },
            { name: 'second', progress: 40 },
          ]}
        >
          <label htmlFor="f-between">Between</label>
          <input id="f-between" />
        </StepPlacementFields>
      </form>,
    );
    const name = screen.getByRole('textbox', { name: t('studio.addStep.name') });
    expect(name).toHaveValue('my_step');
    expect(name).toHaveAttribute('pattern', STEP_NAME_PATTERN.source);
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription(t('studio.addStep.nameHelp'));
    const after = screen.getByRole('combobox', { name: t('studio.addStep.after') });
    expect(
      within(after)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['first', 'second']);
    expect(after).toHaveValue('1');
    const progress = screen.getByRole('spinbutton', { name: t('studio.addStep.progress') });
    expect(progress).toHaveValue(65);
    expect(progress).toHaveAttribute('min', '0');
    expect(progress).toHaveAttribute('max', '100');
    expect(progress).toHaveAccessibleDescription(t('studio.addStep.progressHelp', { percent: 70 }));
    // The form's own fields stand between the name and the place.
    const fields = [...document.querySelectorAll('input, select')];
    expect(fields.map((field) => field.id)).toEqual([
      'f-name',
      'f-between',
      'f-after',
      'f-progress',
    ]);
  });

  it('place a step made from a template after the step chosen', async () => {
    const onAdded = vi.fn();
    render(<AddStepForm draft={draft} steps={steps} onAdded={onAdded} />);
    const form = screen.getByRole('form', { name: t('studio.addStep.title') });
    await userEvent.selectOptions(
      within(form).getByLabelText(t('studio.addStep.template')),
      'info',
    );
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.name')), 'welcome_note');
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.stepTitle')), 'Welcome');
    await userEvent.selectOptions(within(form).getByLabelText(t('studio.addStep.after')), '1');
    await userEvent.click(within(form).getByRole('button', { name: t('studio.addStep.submit') }));
    expect(onAdded).toHaveBeenCalledWith(expect.any(Object), 'welcome_note');
    const order = flowOrder(onAdded.mock.calls[0]![0] as ConfigFileTexts);
    expect(order.slice(0, 3)).toEqual([stepNames[0], stepNames[1], 'welcome_note']);
  });

  it('place an imported form after the step chosen', async () => {
    const onImported = vi.fn();
    render(<ImportFormForm draft={draft} steps={steps} onImported={onImported} />);
    const form = screen.getByRole('form', { name: t('studio.importForm.title') });
    const schema = { type: 'object', properties: { nickname: { type: 'string' } } };
    // Typed as a paste: user-event reads braces as key names.
    await userEvent.click(within(form).getByLabelText(t('studio.importForm.json')));
    await userEvent.paste(JSON.stringify({ schema }));
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.name')), 'nickname_step');
    await userEvent.selectOptions(within(form).getByLabelText(t('studio.addStep.after')), '1');
    await userEvent.click(
      within(form).getByRole('button', { name: t('studio.importForm.submit') }),
    );
    expect(onImported).toHaveBeenCalledWith(
      expect.any(Object),
      'nickname_step',
      expect.any(String),
    );
    const order = flowOrder(onImported.mock.calls[0]![0] as ConfigFileTexts);
    expect(order.slice(0, 3)).toEqual([stepNames[0], stepNames[1], 'nickname_step']);
    // Offered from its place: between business_category (10) and campaign_usecase (20).
    const placed = stepRowsOf(onImported.mock.calls[0]![0] as ConfigFileTexts)[2];
    expect(placed).toMatchObject({ name: 'nickname_step', progress: 15 });
  });
});

describe('the progress a new step is given', () => {
  /** The add-step form over the seed's flow, filled in all but its place and progress. */
  async function addStepForm() {
    const onAdded = vi.fn();
    render(<AddStepForm draft={draft} steps={steps} onAdded={onAdded} />);
    const form = screen.getByRole('form', { name: t('studio.addStep.title') });
    await userEvent.selectOptions(
      within(form).getByLabelText(t('studio.addStep.template')),
      'info',
    );
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.name')), 'welcome_note');
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.stepTitle')), 'Welcome');
    return {
      onAdded,
      form,
      progress: within(form).getByRole('spinbutton', { name: t('studio.addStep.progress') }),
      placeAfter: (step: string) =>
        userEvent.selectOptions(
          within(form).getByLabelText(t('studio.addStep.after')),
          String(stepNames.indexOf(step)),
        ),
      submit: () =>
        userEvent.click(within(form).getByRole('button', { name: t('studio.addStep.submit') })),
    };
  }

  it('is offered from its place, follows the place until the operator types their own, and is written', async () => {
    const { onAdded, form, progress, placeAfter, submit } = await addStepForm();
    expect(progress).toHaveValue(10);
    await placeAfter('business_category');
    expect(progress).toHaveValue(15);
    await placeAfter('payment');
    expect(progress).toHaveValue(95);

    await userEvent.clear(progress);
    await userEvent.type(progress, '12.5');
    await submit();
    expect(within(form).getByRole('alert')).toHaveTextContent(t('studio.addStep.badProgress'));
    expect(onAdded).not.toHaveBeenCalled();

    await userEvent.clear(progress);
    await userEvent.type(progress, '12');
    await placeAfter('business_category');
    expect(progress).toHaveValue(12);
    await submit();
    const added = stepRowsOf(onAdded.mock.calls[0]![0] as ConfigFileTexts);
    expect(added[2]).toMatchObject({ name: 'welcome_note', progress: 12 });
    // The next step's figure follows its place again.
    expect(progress).toHaveValue(15);
  });

  it('is offered still while the draft’s flow cannot be read', async () => {
    const onAdded = vi.fn();
    const { rerender } = render(<AddStepForm draft={draft} steps={steps} onAdded={onAdded} />);
    await userEvent.selectOptions(screen.getByLabelText(t('studio.addStep.after')), '4');
    rerender(<AddStepForm draft={draft} steps={[]} onAdded={onAdded} />);
    expect(screen.getByRole('spinbutton', { name: t('studio.addStep.progress') })).toHaveValue(50);
  });

  it('comes with a note where the bar would go back, and is still added', async () => {
    const { onAdded, form, progress, placeAfter, submit } = await addStepForm();
    const notes = () => within(form).queryAllByText(/./, { selector: '.studio-warning' });
    await placeAfter('email_verification');
    expect(progress).toHaveValue(40);
    expect(notes()).toEqual([]);

    await userEvent.clear(progress);
    await userEvent.type(progress, '30');
    const here = t('studio.steps.progressDrop', { from: 40, step: 'email_verification', to: 30 });
    expect(notes().map((note) => note.textContent)).toEqual([here]);
    expect(notes()[0]!.closest('[aria-live="polite"]')).not.toBeNull();
    expect(progress).toHaveAccessibleDescription(expect.stringContaining(here));

    // campaign_usecase (20 %) may come next: the bar would go back there instead.
    await placeAfter('business_category');
    expect(notes().map((note) => note.textContent)).toEqual([
      t('studio.addStep.progressDropAfter', { from: 30, to: 20, step: 'campaign_usecase' }),
    ]);
    await submit();
    expect(onAdded).toHaveBeenCalledWith(expect.any(Object), 'welcome_note');
  });
});
